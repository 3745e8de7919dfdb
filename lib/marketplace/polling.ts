/**
 * One pattern for reads that follow something moving (a payment settling, an
 * order's chat): a React Query query whose refetch interval is the route's
 * rate window while the thing moves, and the Retry-After of a refused read
 * when there is one. Components never run timers of their own.
 */
import { MarketplaceError } from './errors';
import type { RateWindow } from './route';

/** A little over the window, so the next read lands in a fresh one and never earns a 429. */
export const paceOf = (window: Pick<RateWindow, 'seconds'>): number => window.seconds * 1000 + 500;

/** How long a refused read must wait before it is repeated (Retry-After), or undefined when it was not told to wait. */
export function retryDelay(error: unknown, now = Date.now()): number | undefined {
  return error instanceof MarketplaceError && error.retryAt !== undefined
    ? Math.max(1000, error.retryAt - now + 250)
    : undefined;
}

/** The next read of a polled query: after Retry-After when refused; else at `pace` (false: the thing stopped moving). */
export const nextRead = (error: unknown, pace: number | false): number | false => retryDelay(error) ?? pace;

/**
 * How long until a read of a route can be newer than the copy fetched at `fetchedAt`: a copy from inside the window
 * says when the window opens; an older one (a stale copy served while another read holds the window) does not, so a
 * whole window from now.
 */
export function waitForNewerCopy(fetchedAt: number, window: Pick<RateWindow, 'seconds'>, now = Date.now()): number {
  const opensIn = fetchedAt + paceOf(window) - now;
  return opensIn > 0 ? opensIn : paceOf(window);
}

/**
 * Read again until the answer is from `since` or later: inside a route's rate
 * window the proxy answers from its cache, so a read right after a change can
 * predate it. The next read waits the window out (or a refusal's Retry-After).
 */
export async function readUntilSince(
  read: () => Promise<{ fetchedAt: number }>,
  since: number,
  window: Pick<RateWindow, 'seconds'>,
  attempts = 3,
): Promise<void> {
  let waitMs: number;
  try {
    const { fetchedAt } = await read();
    if (fetchedAt >= since) return;
    waitMs = waitForNewerCopy(fetchedAt, window);
  } catch (error) {
    waitMs = retryDelay(error) ?? 2_000;
  }
  if (attempts > 1) setTimeout(() => void readUntilSince(read, since, window, attempts - 1), Math.max(500, waitMs));
}
