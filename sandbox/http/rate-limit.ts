/**
 * Rate windows of spec part 8 on the sandbox clock: a sliding log of hits per
 * key. `take` either records a hit or says how long until the next one fits.
 */
import type { Clock } from '../clock';
import { fail } from './errors';

export type RateDecision = { ok: true } | { ok: false; retryAfterSeconds: number };

export class RateLimiter {
  private hits = new Map<string, number[]>();

  constructor(private readonly clock: Clock) {}

  take(key: string, windowSeconds: number, max = 1): RateDecision {
    const now = this.clock.now();
    const windowMs = windowSeconds * 1000;
    const recent = (this.hits.get(key) ?? []).filter((at) => at > now - windowMs && at <= now);
    if (recent.length >= max) {
      const oldest = recent[0]!;
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)) };
    }
    recent.push(now);
    this.hits.set(key, recent);
    return { ok: true };
  }

  /** Take a hit or throw the route's 429 (with Retry-After) for the window. */
  enforce(key: string, windowSeconds: number, code: string, max = 1): void {
    const decision = this.take(key, windowSeconds, max);
    if (!decision.ok)
      throw fail(429, code, `Rate limited: try again in ${decision.retryAfterSeconds} s.`, decision.retryAfterSeconds);
  }

  reset(): void {
    this.hits.clear();
  }
}
