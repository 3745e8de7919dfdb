'use client';

import { Suspense, use, type ReactNode } from 'react';
import { MarketplaceError, errorWordsPending } from '@/lib/marketplace/errors';
import { Button } from './button';
import { formatDuration, useSecondsLeft } from './countdown';
import { Icon } from '@/components/ui/icon';

/** What a person reads about a failure: our one sentence for its code (never the code itself nor the upstream's wording). */
export function errorMessage(error: unknown): string {
  if (error instanceof MarketplaceError) return error.message;
  // Wallet and browser errors carry their own plain message ("User rejected the request").
  return error instanceof Error && error.message ? error.message : 'Something went wrong.';
}

interface ErrorStateProps {
  error: unknown;
  onRetry?: () => void;
  /** null when a heading nearby already says what failed (a dialog step). */
  title?: string | null;
  children?: ReactNode;
}

/**
 * A failed request in plain words: our message for its code, which says what
 * to do next, and when it must wait (Retry-After) the time left, once. The
 * words load with the first error: the view shows once they are here (the
 * gateway's errors bring them), never with a stand-in sentence first.
 */
export function ErrorState(props: ErrorStateProps) {
  return (
    <Suspense fallback={null}>
      <WordedError {...props} />
    </Suspense>
  );
}

/** Nothing to wait for, as React's `use` reads a settled promise it has tracked: at once, without suspending. */
const NOTHING_TO_WAIT_FOR = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

function WordedError({ error, onRetry, title = 'This could not be loaded', children }: ErrorStateProps) {
  // Called on every render: a render that suspended on the words is replayed once they are here, and React expects
  // the same `use` then.
  use((error instanceof MarketplaceError && errorWordsPending()) || NOTHING_TO_WAIT_FOR);
  const retryAt = error instanceof MarketplaceError ? error.retryAt : undefined;
  const secondsLeft = useSecondsLeft(retryAt);
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900">
      <div className="flex items-start gap-3">
        <Icon name="triangle-exclamation-point" className="mt-0.5 size-5 shrink-0 text-red-600" />
        <div className="min-w-0 flex-1">
          {title && <p className="mb-1 font-semibold">{title}</p>}
          <p>{errorMessage(error)}</p>
          {!onRetry && secondsLeft > 0 && <p className="mt-1">You can try again in {formatDuration(secondsLeft)}.</p>}
          {children}
          {onRetry && (
            <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry} disabled={secondsLeft > 0}>
              <Icon name="rotate-cw" className="size-4" />
              {secondsLeft > 0 ? `Try again in ${formatDuration(secondsLeft)}` : 'Try again'}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
