/**
 * One pattern for reads that follow something moving (a payment settling, an
 * order's chat): a React Query query whose refetch interval is the route's
 * rate window while the thing moves, and the Retry-After of a refused read
 * when there is one. Components never run timers of their own.
 */
import { MarketplaceError } from './errors';
import { waitForNewerCopy } from './read-pace';
import type { RateWindow } from './route';
import { waitUntilOpen } from './read-failure';

export { paceOf } from './read-pace';

/** How long a refused read must wait before it is repeated (Retry-After), or undefined when it was not told to wait. */
export function retryDelay(error: unknown, now = Date.now()): number | undefined {
  return error instanceof MarketplaceError && error.retryAt !== undefined
    ? waitUntilOpen(error.retryAt, now)
    : undefined;
}

/** The next read of a polled query: after Retry-After when refused; else at `pace` (false: the thing stopped moving). */
export const nextRead = (error: unknown, pace: number | false): number | false => retryDelay(error) ?? pace;

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
