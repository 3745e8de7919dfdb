import { afterEach, describe, expect, it, vi } from 'vitest';
import { MarketplaceError } from './errors';
import { nextRead, paceOf, readUntilSince, retryDelay } from './polling';

describe('polling', () => {
  it('reads a little after each window, so a poll never meets a rate limit', () => {
    expect(paceOf({ seconds: 10 })).toBe(10_500);
  });

  it('waits for Retry-After when a read was refused, at least a second', () => {
    const now = 1_000_000;
    const refused = new MarketplaceError({ status: 429, code: 'ORDER_CHAT_RATE_LIMITED', retryAfterSeconds: 7, now });
    expect(retryDelay(refused, now)).toBe(7_250);
    expect(retryDelay(new MarketplaceError({ status: 429, code: 'X_Y', retryAfterSeconds: 0, now }), now)).toBe(1000);
    expect(retryDelay(new MarketplaceError({ status: 404, code: 'ORDER_NOT_FOUND' }), now)).toBeUndefined();
    expect(retryDelay(new Error('offline'), now)).toBeUndefined();
  });

  it('follows the pace while the thing moves, and stops when it stops', () => {
    expect(nextRead(null, 10_500)).toBe(10_500);
    expect(nextRead(null, false)).toBe(false);
    const refused = new MarketplaceError({ status: 503, code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: 3 });
    expect(nextRead(refused, false)).toBeGreaterThan(2000);
  });
});

describe('readUntilSince', () => {
  afterEach(() => vi.useRealTimers());

  it('reads once when the answer already postdates the change', async () => {
    const read = vi.fn(async () => ({ fetchedAt: 2_000 }));
    await readUntilSince(read, 1_000, { seconds: 10 });
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('reads a cached answer from before the change again once the window opens, a few times at most', async () => {
    vi.useFakeTimers({ now: 100_000 });
    const read = vi.fn(async () => ({ fetchedAt: 99_000 }));
    await readUntilSince(read, 100_000, { seconds: 10 });
    expect(read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(9_400);
    expect(read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(read).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('reads a stale copy, older than its window, again a whole window later', async () => {
    vi.useFakeTimers({ now: 100_000 });
    const read = vi
      .fn<() => Promise<{ fetchedAt: number }>>()
      .mockResolvedValueOnce({ fetchedAt: 56_000 })
      .mockResolvedValue({ fetchedAt: 110_500 });
    await readUntilSince(read, 99_000, { seconds: 10 });
    await vi.advanceTimersByTimeAsync(10_400);
    expect(read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(read).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('waits out the Retry-After of a refused read', async () => {
    vi.useFakeTimers({ now: 100_000 });
    const read = vi
      .fn<() => Promise<{ fetchedAt: number }>>()
      .mockRejectedValueOnce(
        new MarketplaceError({ status: 429, code: 'AGENT_READ_RATE_LIMITED', retryAfterSeconds: 5, now: 100_000 }),
      )
      .mockResolvedValue({ fetchedAt: 105_500 });
    await readUntilSince(read, 100_000, { seconds: 10 });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(500);
    expect(read).toHaveBeenCalledTimes(2);
  });
});
