/**
 * The clock the contract's rate windows are judged by. Against the live
 * service, the wall clock. Against the sandbox, the sandbox's own clock, which
 * tests move forward (`POST /__sandbox/clock`) instead of waiting out a window:
 * its offset from the wall clock is read again before each judgement (one
 * local call, shared by judgements made together), so a window the sandbox
 * has closed is closed here too.
 */
export interface WindowClock {
  now: () => number;
  /** Bring `now` in line with the upstream's clock, where it has one of its own. */
  sync: () => Promise<void>;
  /**
   * An instant of this clock on the wall clock, which the browser compares
   * with its own: a time the clock was since moved past reads as earlier,
   * never later, than it was.
   */
  wallOf: (instant: number) => number;
}

/** A clock that is what `now` says (the wall clock, or a test's). */
export const clockOf = (now: () => number): WindowClock => ({
  now,
  sync: async () => undefined,
  wallOf: (instant) => instant,
});

export const wallClock = clockOf(Date.now);

/** `readNow` answers the sandbox's epoch ms, or undefined when it cannot say (its control surface is off: the wall clock stays). */
export function followingClock(readNow: () => Promise<number | undefined>, wall: () => number = Date.now): WindowClock {
  let offset = 0;
  let silent = false;
  let pending: Promise<void> | undefined;
  return {
    now: () => wall() + offset,
    wallOf: (instant) => instant - offset,
    sync() {
      if (silent) return Promise.resolve();
      pending ??= (async () => {
        const askedAt = wall();
        const upstreamNow = await readNow().catch(() => undefined);
        if (upstreamNow === undefined) silent = true;
        // Half the round trip stands between the upstream's reading and ours.
        else offset = upstreamNow - (askedAt + wall()) / 2;
      })().finally(() => (pending = undefined));
      return pending;
    },
  };
}
