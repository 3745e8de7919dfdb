/**
 * After winners are chosen the page renders the job again until the copy it shows postdates the choice: inside the
 * job's read window the proxy answers from its cache, so a read right after the choice can predate it.
 */
import { paceOf } from '@/lib/marketplace/polling';
import type { RateWindow } from '@/lib/marketplace/route';

/** Renderings of the page after a choice, at most (as `readUntilSince` reads). */
export const REFRESHES_AFTER_CHOICE = 3;

/**
 * How long to wait before the next rendering, or null when none is needed: the copy shown is from `since` or later,
 * or the renderings are spent. A copy from inside the window waits for it to open; once it is open the first
 * rendering goes at once, and a copy still older after that (a stale one served while another read holds the window)
 * waits a whole window.
 */
export function refreshWait(
  fetchedAt: number,
  since: number,
  refreshes: number,
  window: Pick<RateWindow, 'seconds'>,
  now: number,
): number | null {
  if (fetchedAt >= since || refreshes >= REFRESHES_AFTER_CHOICE) return null;
  const opensIn = fetchedAt + paceOf(window) - now;
  if (opensIn > 0) return opensIn;
  return refreshes === 0 ? 0 : paceOf(window);
}
