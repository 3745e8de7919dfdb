// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConnectedWallet } from '@/lib/wallet/use-wallets';
import { ReviewStep } from './siwx-steps';
import { signInSummary } from './siwx-words';

afterEach(cleanup);

const ADDRESS = '0x1234567890abcdef1234567890abcdef12345678';
const STATEMENT = `Sign in to your account. Method: POST. Intent SHA-256: ${'a'.repeat(64)}`;
const facts = {
  network: 'base' as const,
  wallet: { address: ADDRESS } as ConnectedWallet,
  walletName: 'MetaMask',
  info: {
    domain: 'wurkapi.fun',
    uri: 'https://wurkapi.fun/base/siwx/account-create',
    statement: STATEMENT,
    version: '1',
    nonce: 'n1',
    issuedAt: new Date().toISOString(),
    expirationTime: new Date(Date.now() + 300_000).toISOString(),
  },
};

describe('the sign-in review', () => {
  it('says in plain words what signing does, with the exact message behind Details', () => {
    render(
      <ReviewStep
        facts={facts}
        summary={signInSummary}
        actionLabel="Sign in with wallet"
        onSign={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    expect(
      screen.getByText(
        'You are signing in to wurkapi.fun as 0x1234…5678 on Base. This proves you own the wallet and costs nothing.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in with wallet' })).toBeTruthy();
    // The hash, chain id and request address are there for whoever opens Details, and only there.
    const details = screen.getByText('Details').closest('details')!;
    expect(details.open).toBe(false);
    for (const exact of [STATEMENT, 'eip155:8453', facts.info.uri, ADDRESS])
      expect(within(details).getByText(new RegExp(exact.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))).toBeTruthy();
    const outside = document.body.textContent!.replace(details.textContent!, '');
    expect(outside).not.toMatch(/SHA-256|eip155|https:\/\//);
    // The signature is for the marketplace's site, not this page's: a wallet may say so, and the person is told why.
    expect(
      screen.getByText(
        'Your wallet may warn that this request names wurkapi.fun, not the page you are on: the dashboard asks the marketplace at wurkapi.fun for you, so that is the site your signature is for.',
      ),
    ).toBeTruthy();
  });

  it('says nothing of another site when the request names the page’s own', () => {
    render(
      <ReviewStep
        facts={{ ...facts, info: { ...facts.info, domain: window.location.host } }}
        summary={signInSummary}
        actionLabel="Sign in with wallet"
        onSign={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    expect(screen.queryByText(/Your wallet may warn/)).toBeNull();
  });

  it('warns of another wallet only when it is another: a Base address in another letter case is the same', () => {
    const review = (expectedAddress: string) =>
      render(
        <ReviewStep
          facts={facts}
          summary={signInSummary}
          actionLabel="Sign and rotate"
          expectedAddress={expectedAddress}
          onSign={vi.fn()}
          onCancel={vi.fn()}
        />,
      );
    review(ADDRESS.toUpperCase().replace('0X', '0x'));
    expect(screen.queryByRole('alert')).toBeNull();
    cleanup();
    review('0x9999999999999999999999999999999999999999');
    expect(screen.getByRole('alert').textContent).toMatch(/is not the one this account signed in with/);
  });
});
