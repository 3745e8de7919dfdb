import { describe, expect, it } from 'vitest';
import { MarketplaceError } from '../errors';
import type { SwapRecord } from './contract';
import { mergeSwapPages, statusPollMs } from './client';

const record = (id: string, status = 'completed'): SwapRecord => ({
  id,
  pairKey: 'USDC_SOL',
  fromToken: 'SOL',
  toToken: 'USDC',
  amountIn: '0.5',
  received: null,
  status,
  expectedAmountOut: '75',
  expectedAmountOutMin: '71.25',
  createdAt: '2026-11-23T08:00:00.000Z',
  txId: null,
  routeVersion: null,
  bridgeGrossAmount: null,
  bridgeFeeAmount: null,
});

describe('swaps in the pages', () => {
  it('merges history pages newest first, each swap once, keeping the copy seen first', () => {
    const moved = record('b', 'completed');
    expect(
      mergeSwapPages([
        [record('a'), record('b', 'pending')],
        [moved, record('c')],
      ]).map((s) => [s.id, s.status]),
    ).toEqual([
      ['a', 'completed'],
      ['b', 'pending'],
      ['c', 'completed'],
    ]);
  });

  it('polls status while a swap moves, slowly under review, and not once it settled', () => {
    expect(statusPollMs('pending')).toBe(1_500);
    expect(statusPollMs('bridge_initiated')).toBe(3_000);
    expect(statusPollMs('bridge_review')).toBe(30_000);
    expect(statusPollMs('completed')).toBe(false);
    expect(statusPollMs('failed')).toBe(false);
    expect(statusPollMs(undefined)).toBe(false);
  });

  it('waits out a Retry-After before reading again', () => {
    const limited = new MarketplaceError({ status: 503, code: 'AGENT_SWAP_UNAVAILABLE', retryAfterSeconds: 5, now: Date.now() });
    expect(statusPollMs('pending', limited)).toBeGreaterThanOrEqual(5_000);
  });
});
