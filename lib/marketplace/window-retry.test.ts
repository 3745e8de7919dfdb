import { describe, expect, it } from 'vitest';
import { MarketplaceError } from './errors';
import { readWaitingOutWindows, retryAfterWindow, windowRetryDelay } from './window-retry';

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

  it('reads again, outside React Query, once the window opens, and gives up after a few waits', async () => {
    const waits: number[] = [];
    const sleep = async (ms: number) => void waits.push(ms);
    let calls = 0;
    const answer = await readWaitingOutWindows(async () => {
      calls += 1;
      if (calls < 3) throw limited(4);
      return 'read';
    }, sleep);
    expect(answer).toBe('read');
    expect(calls).toBe(3);
    expect(waits).toHaveLength(2);
    for (const wait of waits) expect(wait).toBeGreaterThanOrEqual(250);

    calls = 0;
    const always = readWaitingOutWindows(async () => {
      calls += 1;
      throw limited(4);
    }, sleep);
    await expect(always).rejects.toMatchObject({ status: 429 });
    expect(calls).toBe(4);
  });

  it('says any other failure at once', async () => {
    const busy = new MarketplaceError({ status: 503, code: 'AGENT_READ_BUSY', retryAfterSeconds: 2 });
    let calls = 0;
    const read = readWaitingOutWindows(
      async () => {
        calls += 1;
        throw busy;
      },
      async () => undefined,
    );
    await expect(read).rejects.toBe(busy);
    expect(calls).toBe(1);
  });
});
