/** The pace of reads inside a route's rate window, apart from the errors' words, for code that loads with a page. */
import type { RateWindow } from './route';

/** A little over the window, so the next read lands in a fresh one and never earns a 429. */
export const paceOf = (window: Pick<RateWindow, 'seconds'>): number => window.seconds * 1000 + 500;

/**
 * How long until a read of a route can be newer than the copy fetched at `fetchedAt`: a copy from inside the window
 * says when the window opens; an older one (a stale copy served while another read holds the window) does not, so a
 * whole window from now.
 */
export function waitForNewerCopy(fetchedAt: number, window: Pick<RateWindow, 'seconds'>, now = Date.now()): number {
  const opensIn = fetchedAt + paceOf(window) - now;
  return opensIn > 0 ? opensIn : paceOf(window);
}
