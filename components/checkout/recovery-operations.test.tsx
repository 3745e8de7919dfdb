// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MarketplaceError } from '@/lib/marketplace/errors';
import type { RecoveryOperation } from '@/lib/marketplace/recovery';

const readSwapStatus = vi.fn();
vi.mock('@/lib/marketplace/swaps/client', () => ({ readSwapStatus: (selector: unknown) => readSwapStatus(selector) }));
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: () => undefined }) }));

import RecoveryOperations from './recovery-operations';

afterEach(cleanup);

const swapInDoubt: RecoveryOperation = {
  id: 'op_1',
  routeId: 'swaps.create',
  idempotencyKey: 'swap:abcdefgh',
  purchaseId: null,
  network: null,
  summary: 'Swap of 10 USDC on Base to USDG',
  state: 'unknown',
  outcome: null,
  lastHttpStatus: null,
  body: { fromToken: 'USDC_BASE', toToken: 'USDG_ALT', amount: '10', idempotencyKey: 'swap:abcdefgh' },
  paidAt: null,
  createdAt: '2026-11-28T10:00:00.000Z',
  updatedAt: '2026-11-28T10:00:00.000Z',
};

describe('a swap in doubt on the recovery page', () => {
  it('is looked up by its key, and once found is followed on the swaps page', async () => {
    readSwapStatus.mockResolvedValueOnce({ swap: { id: 'swp 1', status: 'completed' }, fetchedAt: 0 });
    render(<RecoveryOperations operations={[swapInDoubt]} />);
    expect(await screen.findByText('Swap')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Check status' }));
    const follow = await screen.findByRole('link', { name: 'Follow the swap' });
    expect(follow.getAttribute('href')).toBe('/swaps?swap=swp%201');
    expect(screen.getByText(/The swap was made/)).toBeTruthy();
    expect(readSwapStatus).toHaveBeenCalledWith({ idempotencyKey: 'swap:abcdefgh' });
  });

  it('when no swap was made under its key, says so in plain words; another failure is a status not read', async () => {
    readSwapStatus.mockRejectedValueOnce(new MarketplaceError({ status: 404, code: 'SWAP_NOT_FOUND' }));
    render(<RecoveryOperations operations={[swapInDoubt]} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Check status' }));
    expect((await screen.findByRole('status')).textContent).toMatch(/no swap has been made under this request/);
    readSwapStatus.mockRejectedValueOnce(new MarketplaceError({ status: 503, code: 'SERVICE_UNAVAILABLE' }));
    fireEvent.click(screen.getByRole('button', { name: 'Check status' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/The status could not be read/);
  });
});

describe('an operation in doubt', () => {
  it('sent again and told to wait says the marketplace was busy, never that it answered with an error', async () => {
    render(
      <RecoveryOperations
        operations={[{ ...swapInDoubt, state: 'answered', outcome: 'unconfirmed', lastHttpStatus: 429 }]}
      />,
    );
    expect(await screen.findByText(/was busy or unavailable when this was last sent/)).toBeTruthy();
    expect(screen.queryByText(/answered with an error/)).toBeNull();
    expect(screen.getByText('Not confirmed')).toBeTruthy();
  });

  it('answered with an error says so', async () => {
    render(
      <RecoveryOperations
        operations={[{ ...swapInDoubt, state: 'answered', outcome: 'unconfirmed', lastHttpStatus: 500 }]}
      />,
    );
    expect(await screen.findByText(/answered with an error, so we could not confirm/)).toBeTruthy();
  });
});
