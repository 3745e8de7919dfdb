import { describe, expect, it } from 'vitest';
import { MarketplaceError } from '@/lib/marketplace/errors';
import { shouldWait } from './use-pay-flow';

describe('a paid step refused for now', () => {
  it('waits out a payment of the job being confirmed, as it does a busy or rate-limited marketplace', () => {
    const at = 2; // seconds of Retry-After
    for (const [status, code] of [
      [409, 'X402_PAYMENT_PENDING'],
      [503, 'SERVICE_UNAVAILABLE'],
      [429, 'RATE_LIMITED'],
    ] as const)
      expect(shouldWait(new MarketplaceError({ status, code, retryAfterSeconds: at })), code).toBe(true);
    // Without a wait, or refused for good: not a wait.
    expect(shouldWait(new MarketplaceError({ status: 409, code: 'X402_PAYMENT_PENDING' }))).toBe(false);
    expect(
      shouldWait(new MarketplaceError({ status: 409, code: 'X402_JOB_ALREADY_PAID', retryAfterSeconds: at })),
    ).toBe(false);
  });
});
