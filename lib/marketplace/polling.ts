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
  return error instanceof MarketplaceError && error.retryAt !== undefined ? Math.max(1000, error.retryAt - now + 250) : undefined;
}

/** The next read of a polled query: after Retry-After when refused; else at `pace` (false: the thing stopped moving). */
export const nextRead = (error: unknown, pace: number | false): number | false => retryDelay(error) ?? pace;
