/**
 * Reads inside a shared rate window (part 8): a 429 that says when the window
 * opens again is waited out and the read retried, a few times at most; any
 * other error is shown at once. For React Query's `retry` and `retryDelay`.
 */
import { readRetrying } from '@/lib/read-retrying';
import { MarketplaceError } from './errors';

const MAX_WAITS = 3;
/** Past the window's end, so the retry lands in the next one. */
const MARGIN_MS = 250;

export function retryAfterWindow(failureCount: number, error: unknown): boolean {
  return (
    error instanceof MarketplaceError && error.status === 429 && error.retryAt !== undefined && failureCount < MAX_WAITS
  );
}

/** "Not now" (spec 7): the window (429) or a pause the marketplace names (503 with Retry-After); nothing was done. */
export const isNotNow = (error: unknown): error is MarketplaceError =>
  error instanceof MarketplaceError && (error.status === 429 || (error.status === 503 && error.retryAt !== undefined));

/** A change held back "not now" that says until when: waited out a few times at most. */
export const retryAfterNotNow = (failureCount: number, error: unknown): boolean =>
  isNotNow(error) && error.retryAt !== undefined && failureCount < MAX_WAITS;

export function windowRetryDelay(_failureCount: number, error: unknown, now: number = Date.now()): number {
  const retryAt = error instanceof MarketplaceError ? error.retryAt : undefined;
  return retryAt === undefined ? 1000 : Math.max(0, retryAt - now) + MARGIN_MS;
}

/** The options to spread into a query over a rate-windowed route. */
export const windowedRetry = {
  retry: retryAfterWindow,
  retryDelay: (failureCount: number, error: unknown) => windowRetryDelay(failureCount, error),
} as const;

/** A read outside React Query with the same waits: a 429 that says when its window opens is waited out, a few times. */
export const readInWindows = <T>(read: () => Promise<T>, sleep?: (ms: number) => Promise<void>): Promise<T> =>
  readRetrying(
    read,
    (error, waits) => (retryAfterWindow(waits, error) ? windowRetryDelay(waits, error) : undefined),
    sleep,
  );
