import { describe, expect, it } from 'vitest';
import { followingClock } from './window-clock';

describe('the clock rate windows are judged by', () => {
  it('follows the upstream’s clock once synced, and keeps flowing with the wall clock', async () => {
    let wall = 1_000_000;
    let upstream = wall + 60_000;
    const clock = followingClock(
      async () => upstream,
      () => wall,
    );
    expect(clock.now()).toBe(1_000_000);
    await clock.sync();
    expect(clock.now()).toBe(1_060_000);
    wall += 5_000;
    expect(clock.now()).toBe(1_065_000);
    // The test moves the upstream's clock on: the next judgement sees it.
    const fetchedAt = clock.now();
    upstream = wall + 60_000 + 10_000;
    await clock.sync();
    expect(clock.now()).toBe(wall + 70_000);
    // What was read before the move reads as older on the wall clock, never newer than it was.
    expect(clock.wallOf(fetchedAt)).toBe(wall - 10_000);
    expect(clock.wallOf(clock.now())).toBe(wall);
  });

  it('asks once for judgements made together', async () => {
    let asked = 0;
    const clock = followingClock(async () => (asked++, 5));
    await Promise.all([clock.sync(), clock.sync(), clock.sync()]);
    expect(asked).toBe(1);
    await clock.sync();
    expect(asked).toBe(2);
  });

  it('keeps the wall clock, and stops asking, when the upstream cannot say', async () => {
    let asked = 0;
    const clock = followingClock(
      async () => (asked++, undefined),
      () => 42,
    );
    await clock.sync();
    await clock.sync();
    expect(clock.now()).toBe(42);
    expect(asked).toBe(1);
    const failing = followingClock(
      () => Promise.reject(new Error('refused')),
      () => 7,
    );
    await failing.sync();
    expect(failing.now()).toBe(7);
  });
});
