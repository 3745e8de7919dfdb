import { describe, expect, it, vi } from 'vitest';
import { MarketplaceError } from '../errors';
import type { SwapRecord } from './contract';
import { isUncertain, mergeSwapPages, startSwap, statusPollMs } from './client';

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
    // A state the contract does not name reads as moving, so it is read again until it settles.
    expect(statusPollMs('some_new_state')).toBe(10_000);
  });

  it('waits out a Retry-After before reading again', () => {
    const limited = new MarketplaceError({
      status: 503,
      code: 'AGENT_SWAP_UNAVAILABLE',
      retryAfterSeconds: 5,
      now: Date.now(),
    });
    expect(statusPollMs('pending', limited)).toBeGreaterThanOrEqual(5_000);
  });
});

describe('starting a swap', () => {
  const body = {
    fromToken: 'SOL' as const,
    toToken: 'USDC' as const,
    amount: '0.500000000',
    idempotencyKey: 'swap:lost-1',
  };
  const json = (status: number, value: unknown) =>
    new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });

  it('resolves a lost create answer by reading the status with the same key, never sending a second create', async () => {
    const calls: { path: string; body: unknown }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      const path = new URL(url, 'http://x').pathname;
      calls.push({ path, body: JSON.parse(String(init.body)) });
      if (path.endsWith('/swap')) throw new TypeError('connection reset');
      return json(200, { ok: true, swap: { ...record('11111111-1111-4111-a111-111111111111', 'pending') } });
    });
    try {
      await expect(startSwap(body)).resolves.toEqual({
        swapId: '11111111-1111-4111-a111-111111111111',
        balances: null,
      });
      expect(calls).toEqual([
        { path: '/api/marketplace/swap', body },
        { path: '/api/marketplace/swap/status', body: { idempotencyKey: 'swap:lost-1' } },
      ]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('keeps the original failure when the status read finds no swap, and does not look up a definite refusal', async () => {
    const paths: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      const path = new URL(url, 'http://x').pathname;
      paths.push(path);
      if (path.endsWith('/swap')) return json(503, { ok: false, errorCode: 'AGENT_SWAP_UNAVAILABLE' });
      return json(404, { ok: false, errorCode: 'SWAP_NOT_FOUND' });
    });
    try {
      await expect(startSwap(body)).rejects.toMatchObject({ code: 'AGENT_SWAP_UNAVAILABLE' });
      expect(paths).toEqual(['/api/marketplace/swap', '/api/marketplace/swap/status']);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(isUncertain(new MarketplaceError({ status: 409, code: 'SWAP_ALREADY_PENDING' }))).toBe(false);
  });

  it('reports every balance after the debit without downloading the swaps’ schemas', async () => {
    vi.resetModules();
    vi.doMock('./contract', () => {
      throw new Error('the swap page loaded the swaps’ contract');
    });
    vi.stubGlobal('fetch', async () =>
      json(200, {
        ok: true,
        swapId: 'swap-1',
        status: 'pending',
        replayed: false,
        balance: '1.5',
        balanceNative: '2',
        usdcBalance: '10.25',
        skrBalance: '0',
        usdcBalanceBase: '3',
        usdgBalanceAlt: '4.5',
      }),
    );
    try {
      const { startSwap: start } = await import('./client');
      await expect(start(body)).resolves.toEqual({
        swapId: 'swap-1',
        balances: { SOL: '1.5', NATIVE: '2', USDC: '10.25', SKR: '0', USDC_BASE: '3', USDG_ALT: '4.5' },
      });
    } finally {
      vi.unstubAllGlobals();
      vi.doUnmock('./contract');
    }
  });
});
