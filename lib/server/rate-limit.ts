/**
 * A sliding-window limit on calls per key (a session, a client address), in
 * this process's memory. At most `maxKeys` keys are tracked; under a flood of
 * new keys the least recently seen are forgotten first.
 */
import 'server-only';
import { LruMap } from './lru';

export type RateDecision = { ok: true } | { ok: false; retryAfterSeconds: number };

export interface RateLimit {
  max: number;
  windowMs: number;
  maxKeys?: number;
}

export class RateLimiter {
  private readonly hits: LruMap<string, number[]>;

  constructor(
    private readonly limit: RateLimit,
    private readonly now: () => number = Date.now,
  ) {
    this.hits = new LruMap({ maxEntries: limit.maxKeys ?? 10_000 });
  }

  /** Count one call for `key`, or say how long until one would fit (nothing is counted then). */
  take(key: string): RateDecision {
    const now = this.now();
    const recent = (this.hits.get(key) ?? []).filter((at) => at > now - this.limit.windowMs);
    if (recent.length >= this.limit.max) {
      this.hits.set(key, recent);
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((recent[0]! + this.limit.windowMs - now) / 1000)) };
    }
    recent.push(now);
    this.hits.set(key, recent);
    return { ok: true };
  }
}
