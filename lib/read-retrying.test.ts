import { describe, expect, it } from 'vitest';
import { passingFailureDelay } from './read-retrying';

const failure = (status: number, retryAfterSeconds?: number) =>
  Object.assign(new Error('failed'), {
    name: 'MarketplaceError',
    status,
    retryAt: retryAfterSeconds === undefined ? undefined : Date.now() + retryAfterSeconds * 1000,
  });

describe('the pause before a failed read goes again', () => {
  it('is the wait the answer named, a busy server’s as a rate window’s: never sooner', () => {
    for (const status of [429, 503, 502]) {
      const delay = passingFailureDelay(failure(status, 5), 1)!;
      expect(delay).toBeGreaterThanOrEqual(5_000);
      expect(delay).toBeLessThan(5_500);
    }
  });

  it('grows after no answer or a failing server that named no wait', () => {
    expect([1, 2, 3, 4].map((attempt) => passingFailureDelay(failure(0), attempt))).toEqual([2000, 4000, 8000, 8000]);
    expect(passingFailureDelay(failure(500), 1)).toBe(2000);
  });

  it('is none for a refusal, a 429 that names no wait, or something else thrown', () => {
    expect(passingFailureDelay(failure(400), 1)).toBeUndefined();
    expect(passingFailureDelay(failure(409, 5), 1)).toBeUndefined();
    expect(passingFailureDelay(failure(429), 1)).toBeUndefined();
    expect(passingFailureDelay(new TypeError('Failed to fetch'), 1)).toBeUndefined();
  });
});
