'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useMemo } from 'react';
import { retryAtOf, waitUntilOpen, type ReadFailure } from '@/lib/marketplace/read-failure';
import { Button } from './button';
import { formatDuration, useSecondsLeft } from './countdown';
import { Icon } from '@/components/ui/icon';

/**
 * The retry of a read the server was refused (read-error.tsx): it renders the page again, once any wait it was told
 * is over; with `readsAgain`, on its own then.
 */
export function ReadRetry({ failure, readsAgain }: { failure: ReadFailure; readsAgain: boolean }) {
  const router = useRouter();
  // Each render of the page on the server hands a new failure, its wait counted from when it arrives.
  const retryAt = useMemo(() => retryAtOf(failure), [failure]);
  useEffect(() => {
    if (!readsAgain || retryAt === undefined) return;
    const timer = setTimeout(() => router.refresh(), waitUntilOpen(retryAt));
    return () => clearTimeout(timer);
  }, [retryAt, readsAgain, router]);
  return <RetryButton retryAt={retryAt} onRetry={() => router.refresh()} />;
}

/** Apart, so its ticking re-renders only itself, not the timer above. */
function RetryButton({ retryAt, onRetry }: { retryAt: number | undefined; onRetry: () => void }) {
  const secondsLeft = useSecondsLeft(retryAt);
  return (
    <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry} disabled={secondsLeft > 0}>
      <Icon name="rotate-cw" className="size-4" />
      {secondsLeft > 0 ? `Try again in ${formatDuration(secondsLeft)}` : 'Try again'}
    </Button>
  );
}
