// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DashboardConfigProvider } from '@/components/shell/dashboard-config';
import type { Network } from '@/lib/marketplace/schema';
import { TransactionId } from './transaction-id';

afterEach(cleanup);

const SOLANA_TX = '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW';
const BASE_TX = '0x3294d5349184e3ca37b425ee4dd9da55c6c36dada21b12303cbe55fdd0cc6a1e';

function renderIn(sandbox: boolean, id: string, network: Network) {
  render(
    <DashboardConfigProvider value={{ upstreamOrigin: 'https://wurkapi.fun', sandbox, paymentTerms: null }}>
      <TransactionId id={id} network={network} />
    </DashboardConfigProvider>,
  );
}

describe('a transaction id', () => {
  it.each([
    ['solana', SOLANA_TX, 'Solscan', `https://solscan.io/tx/${SOLANA_TX}`],
    ['base', BASE_TX, 'Basescan', `https://basescan.org/tx/${BASE_TX}`],
  ] as const)('links to the public explorer of %s against the live service', (network, id, explorer, href) => {
    renderIn(false, id, network);
    const link = screen.getByRole('link', { name: new RegExp(`view on ${explorer}`) });
    expect(link.getAttribute('href')).toBe(href);
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(document.body.textContent).not.toMatch(/sandbox/i);
  });

  it('is said to be a sandbox one, linked nowhere, against the sandbox', () => {
    renderIn(true, BASE_TX, 'base');
    expect(screen.queryByRole('link')).toBeNull();
    expect(document.body.textContent).toContain('A sandbox transaction: it is not on a public chain.');
    expect(screen.getByRole('button', { name: 'Copy the transaction id' })).toBeTruthy();
  });
});
