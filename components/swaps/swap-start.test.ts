// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MarketplaceError } from '@/lib/marketplace/errors';
import type { SwapCreateBody } from '@/lib/marketplace/swaps/contract';
import { resumeIntendedSwap, startIntendedSwap } from './swap-start';

const startSwap = vi.fn<(body: SwapCreateBody) => Promise<{ swapId: string; balances: null }>>();
const readSwapStatus = vi.fn<() => Promise<{ swap: { id: string } }>>();
vi.mock('@/lib/marketplace/swaps/client', async (original) => ({
  ...(await original<typeof import('@/lib/marketplace/swaps/client')>()),
  startSwap: (body: SwapCreateBody) => startSwap(body),
  readSwapStatus: () => readSwapStatus(),
}));

const lost = () => new MarketplaceError({ status: 0, code: 'NETWORK_ERROR' });
const values = { fromToken: 'SOL', toToken: 'USDC', amount: '0.5' } as const;
const KEPT = 'marketplace.swap-intent.v1';

beforeEach(() => {
  sessionStorage.clear();
  startSwap.mockReset();
  readSwapStatus.mockReset();
});

describe('starting the swap a person intends', () => {
  it('says it started only when the marketplace took it, and an uncertain send keeps its key for the same retry', async () => {
    startSwap.mockRejectedValueOnce(lost()).mockResolvedValueOnce({ swapId: 'swp_1', balances: null });
    await expect(startIntendedSwap(values)).rejects.toBeInstanceOf(MarketplaceError);
    // The recovery state is kept: the retry of the same values sends the same key.
    expect(sessionStorage.getItem(KEPT)).not.toBeNull();
    await expect(startIntendedSwap(values)).resolves.toEqual({ swapId: 'swp_1', balances: null });
    expect(startSwap.mock.calls[1]![0].idempotencyKey).toBe(startSwap.mock.calls[0]![0].idempotencyKey);
    expect(sessionStorage.getItem(KEPT)).toBeNull();
  });

  it('forgets the key of a definite refusal: the corrected form is a new intent', async () => {
    startSwap
      .mockRejectedValueOnce(new MarketplaceError({ status: 400, code: 'SWAP_AMOUNT_INVALID' }))
      .mockResolvedValueOnce({ swapId: 'swp_2', balances: null });
    await expect(startIntendedSwap(values)).rejects.toBeInstanceOf(MarketplaceError);
    expect(sessionStorage.getItem(KEPT)).toBeNull();
    await startIntendedSwap(values);
    expect(startSwap.mock.calls[1]![0].idempotencyKey).not.toBe(startSwap.mock.calls[0]![0].idempotencyKey);
  });
});

describe('a swap sent before a reload', () => {
  it('is found by its key and followed; one that never arrived keeps its key for the next send', async () => {
    startSwap.mockRejectedValueOnce(lost());
    await expect(startIntendedSwap(values)).rejects.toBeInstanceOf(MarketplaceError);
    readSwapStatus.mockRejectedValueOnce(new MarketplaceError({ status: 404, code: 'SWAP_NOT_FOUND' }));
    await expect(resumeIntendedSwap()).resolves.toBeUndefined();
    expect(sessionStorage.getItem(KEPT)).not.toBeNull();
    readSwapStatus.mockResolvedValueOnce({ swap: { id: 'swp_3' } });
    await expect(resumeIntendedSwap()).resolves.toBe('swp_3');
    expect(sessionStorage.getItem(KEPT)).toBeNull();
  });
});
