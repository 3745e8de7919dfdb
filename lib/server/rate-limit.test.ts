import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limit';

describe('rate limiter', () => {
  it('allows max calls per sliding window and says when the next one fits', () => {
    let now = 0;
    const limiter = new RateLimiter({ max: 2, windowMs: 60_000 }, () => now);
    expect(limiter.take('a')).toEqual({ ok: true });
    now = 10_000;
    expect(limiter.take('a')).toEqual({ ok: true });
    now = 30_000;
    expect(limiter.take('a')).toEqual({ ok: false, retryAfterSeconds: 30 });
    expect(limiter.take('b')).toEqual({ ok: true });
    now = 60_001;
    expect(limiter.take('a')).toEqual({ ok: true });
    expect(limiter.take('a')).toEqual({ ok: false, retryAfterSeconds: 10 });
  });

  it('tracks at most maxKeys keys, forgetting the least recently seen', () => {
    const limiter = new RateLimiter({ max: 1, windowMs: 60_000, maxKeys: 10 }, () => 0);
    limiter.take('first');
    for (let i = 0; i < 10; i++) limiter.take(`key-${i}`);
    // Forgotten under the flood: its next call is counted afresh.
    expect(limiter.take('first')).toEqual({ ok: true });
    expect(limiter.take('key-9')).toMatchObject({ ok: false });
  });
});
