// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MarketplaceError } from '@/lib/marketplace/errors';
import type { SwapCreateBody } from '@/lib/marketplace/swaps/contract';
import { resumeIntendedSwap, startIntendedSwap } from './swap-start';

const startSwap = vi.fn<(body: SwapCreateBody) => Promise<{ swapId: string; balances: null }>>();
const readSwapStatus = vi.fn<(selector: { idempotencyKey: string }) => Promise<{ swap: { id: string } }>>();
vi.mock('@/lib/marketplace/swaps/client', async (original) => ({
  ...(await original<typeof import('@/lib/marketplace/swaps/client')>()),
  startSwap: (body: SwapCreateBody) => startSwap(body),
  readSwapStatus: (selector: { idempotencyKey: string }) => readSwapStatus(selector),
}));

const lost = () => new MarketplaceError({ status: 0, code: 'NETWORK_ERROR' });
const values = { fromToken: 'SOL', toToken: 'USDC', amount: '0.5' } as const;
const ME = 'acc_me';
const KEPT = `marketplace.swap-intent.v2:${ME}`;

beforeEach(() => {
  sessionStorage.clear();
  startSwap.mockReset();
  readSwapStatus.mockReset();
});

describe('starting the swap a person intends', () => {
  it('says it started only when the marketplace took it, and an uncertain send keeps its key for the same retry', async () => {
    startSwap.mockRejectedValueOnce(lost()).mockResolvedValueOnce({ swapId: 'swp_1', balances: null });
    await expect(startIntendedSwap(values, ME)).rejects.toBeInstanceOf(MarketplaceError);
    // The recovery state is kept: the retry of the same values sends the same key.
    expect(sessionStorage.getItem(KEPT)).not.toBeNull();
    await expect(startIntendedSwap(values, ME)).resolves.toEqual({ swapId: 'swp_1', balances: null });
    expect(startSwap.mock.calls[1]![0].idempotencyKey).toBe(startSwap.mock.calls[0]![0].idempotencyKey);
    expect(sessionStorage.getItem(KEPT)).toBeNull();
  });

  it('forgets the key of a definite refusal: the corrected form is a new intent', async () => {
    startSwap
      .mockRejectedValueOnce(new MarketplaceError({ status: 400, code: 'SWAP_AMOUNT_INVALID' }))
      .mockResolvedValueOnce({ swapId: 'swp_2', balances: null });
    await expect(startIntendedSwap(values, ME)).rejects.toBeInstanceOf(MarketplaceError);
    expect(sessionStorage.getItem(KEPT)).toBeNull();
    await startIntendedSwap(values, ME);
    expect(startSwap.mock.calls[1]![0].idempotencyKey).not.toBe(startSwap.mock.calls[0]![0].idempotencyKey);
  });
});

describe('a send refused for now keeps its key', () => {
  it.each([
    ['still in flight (another tab)', new MarketplaceError({ status: 409, code: 'PROXY_OPERATION_IN_FLIGHT' })],
    ['inside the swap window', new MarketplaceError({ status: 429, code: 'SWAP_RATE_LIMITED' })],
    ['signed out meanwhile', new MarketplaceError({ status: 401, code: 'PROXY_SIGN_IN_REQUIRED' })],
  ])('%s: the retry of the same swap goes under the same key', async (_name, refusal) => {
    startSwap.mockRejectedValueOnce(lost()).mockRejectedValueOnce(refusal).mockResolvedValueOnce({
      swapId: 'swp_9',
      balances: null,
    });
    await expect(startIntendedSwap(values, ME)).rejects.toBeInstanceOf(MarketplaceError);
    await expect(startIntendedSwap(values, ME)).rejects.toBe(refusal);
    await startIntendedSwap(values, ME);
    const keys = startSwap.mock.calls.map(([body]) => body.idempotencyKey);
    expect(new Set(keys).size).toBe(1);
  });

  it('a status read that fails on arrival keeps the key of the swap in doubt', async () => {
    startSwap.mockRejectedValueOnce(lost());
    await expect(startIntendedSwap(values, ME)).rejects.toBeInstanceOf(MarketplaceError);
    readSwapStatus.mockRejectedValueOnce(new MarketplaceError({ status: 429, code: 'SWAP_RATE_LIMITED' }));
    await expect(resumeIntendedSwap(ME)).resolves.toBeUndefined();
    expect(sessionStorage.getItem(KEPT)).not.toBeNull();
  });
});

describe('another swap asked for after a send without a certain answer', () => {
  const other = { fromToken: 'SOL', toToken: 'USDC', amount: '0.7' } as const;

  it('follows the earlier swap when it went through, and sends nothing new', async () => {
    startSwap.mockRejectedValueOnce(lost());
    await expect(startIntendedSwap(values, ME)).rejects.toBeInstanceOf(MarketplaceError);
    readSwapStatus.mockResolvedValueOnce({ swap: { id: 'swp_4' } });
    await expect(startIntendedSwap(other, ME)).resolves.toEqual({ swapId: 'swp_4', balances: null, earlier: true });
    // Looked up by the key the earlier send went under.
    expect(readSwapStatus).toHaveBeenCalledWith({ idempotencyKey: startSwap.mock.calls[0]![0].idempotencyKey });
    expect(startSwap).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(KEPT)).toBeNull();
  });

  it('sends nothing while the earlier one cannot be looked up, and keeps its key', async () => {
    startSwap.mockRejectedValueOnce(lost());
    await expect(startIntendedSwap(values, ME)).rejects.toBeInstanceOf(MarketplaceError);
    const key = startSwap.mock.calls[0]![0].idempotencyKey;
    readSwapStatus.mockRejectedValueOnce(lost());
    await expect(startIntendedSwap(other, ME)).rejects.toBeInstanceOf(MarketplaceError);
    expect(startSwap).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(KEPT)).toContain(key);
  });

  it('starts the new swap with a new key when the earlier one never arrived', async () => {
    startSwap.mockRejectedValueOnce(lost()).mockResolvedValueOnce({ swapId: 'swp_5', balances: null });
    await expect(startIntendedSwap(values, ME)).rejects.toBeInstanceOf(MarketplaceError);
    readSwapStatus.mockRejectedValueOnce(new MarketplaceError({ status: 404, code: 'SWAP_NOT_FOUND' }));
    await expect(startIntendedSwap(other, ME)).resolves.toEqual({ swapId: 'swp_5', balances: null });
    expect(startSwap.mock.calls[1]![0].idempotencyKey).not.toBe(startSwap.mock.calls[0]![0].idempotencyKey);
    expect(startSwap.mock.calls[1]![0].amount).toBe('0.700000000');
  });
});

describe('a swap sent before a reload', () => {
  it('is found by its key and followed; one that never arrived keeps its key for the next send', async () => {
    startSwap.mockRejectedValueOnce(lost());
    await expect(startIntendedSwap(values, ME)).rejects.toBeInstanceOf(MarketplaceError);
    readSwapStatus.mockRejectedValueOnce(new MarketplaceError({ status: 404, code: 'SWAP_NOT_FOUND' }));
    await expect(resumeIntendedSwap(ME)).resolves.toBeUndefined();
    expect(sessionStorage.getItem(KEPT)).not.toBeNull();
    readSwapStatus.mockResolvedValueOnce({ swap: { id: 'swp_3' } });
    await expect(resumeIntendedSwap(ME)).resolves.toBe('swp_3');
    expect(sessionStorage.getItem(KEPT)).toBeNull();
  });
});

describe('a swap kept in the tab', () => {
  it('belongs to the account that sent it: another account signed in there neither sends it nor is held up by it', async () => {
    startSwap.mockRejectedValueOnce(lost());
    await expect(startIntendedSwap(values, ME)).rejects.toBeInstanceOf(MarketplaceError);
    const mine = startSwap.mock.calls[0]![0].idempotencyKey;
    // Another account, the same swap: a key of its own, and nothing of the first account's is looked up.
    startSwap.mockResolvedValueOnce({ swapId: 'swp_other', balances: null });
    await expect(startIntendedSwap(values, 'acc_other')).resolves.toEqual({ swapId: 'swp_other', balances: null });
    expect(startSwap.mock.calls[1]![0].idempotencyKey).not.toBe(mine);
    expect(readSwapStatus).not.toHaveBeenCalled();
    await expect(resumeIntendedSwap('acc_other')).resolves.toBeUndefined();
    // The first account's swap in doubt is still kept for it.
    expect(sessionStorage.getItem(KEPT)).not.toBeNull();
  });
});
