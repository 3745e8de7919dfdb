import { describe, expect, it } from 'vitest';
import { MarketplaceError } from './errors';
import { nextRead, paceOf, retryDelay } from './polling';

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
