import { describe, expect, it } from 'vitest';
import { MarketplaceError } from './errors';
import { readInWindows, retryAfterWindow, windowRetryDelay } from './window-retry';

const limited = (retryAfterSeconds?: number) =>
  new MarketplaceError({ status: 429, code: 'AGENT_READ_RATE_LIMITED', retryAfterSeconds, now: 1_000_000 });

describe('waiting out a shared rate window', () => {
  it('retries a 429 that says when the window opens, a few times at most', () => {
    expect(retryAfterWindow(0, limited(4))).toBe(true);
    expect(retryAfterWindow(2, limited(4))).toBe(true);
    expect(retryAfterWindow(3, limited(4))).toBe(false);
  });

  it('does not retry other errors, or a 429 without a time', () => {
    expect(retryAfterWindow(0, limited())).toBe(false);
    expect(
      retryAfterWindow(0, new MarketplaceError({ status: 503, code: 'AGENT_READ_BUSY', retryAfterSeconds: 2 })),
    ).toBe(false);
    expect(retryAfterWindow(0, new Error('boom'))).toBe(false);
  });

  it('waits until just after the window opens', () => {
    expect(windowRetryDelay(0, limited(4), 1_000_000)).toBe(4250);
    expect(windowRetryDelay(0, limited(4), 1_010_000)).toBe(250);
  });

  it('a read outside React Query waits out the window and reads again, up to three waits, then says why', async () => {
    const waits: number[] = [];
    const sleep = async (ms: number) => void waits.push(ms);
    let calls = 0;
    const twiceLimited = () => (++calls <= 2 ? Promise.reject(limited(4)) : Promise.resolve('read'));
    await expect(readInWindows(twiceLimited, sleep)).resolves.toBe('read');
    expect(calls).toBe(3);
    expect(waits).toHaveLength(2);

    const always = () => Promise.reject(limited(4));
    await expect(readInWindows(always, sleep)).rejects.toMatchObject({ status: 429 });
    expect(waits).toHaveLength(5);

    const broken = new MarketplaceError({ status: 503, code: 'AGENT_READ_BUSY', retryAfterSeconds: 2 });
    await expect(readInWindows(() => Promise.reject(broken), sleep)).rejects.toBe(broken);
    expect(waits).toHaveLength(5);
  });
});
