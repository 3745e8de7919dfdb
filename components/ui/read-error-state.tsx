'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useMemo } from 'react';
import { MarketplaceError } from '@/lib/marketplace/errors';
import { retryDelay } from '@/lib/marketplace/polling';
import type { ReadFailure } from '@/lib/marketplace/read-failure';
import { ErrorState } from './states';

/**
 * A read that failed while the server rendered the page, in the page's place
 * for it: the plain words for its code, and a retry, once any read window has
 * passed, that renders the page again. With `readsAgain`, a refusal that names
 * its wait renders the page again on its own once the wait is over.
 */
export default function ReadErrorState({
  failure,
  title,
  readsAgain = false,
}: {
  failure: ReadFailure;
  title: string;
  readsAgain?: boolean;
}) {
  const router = useRouter();
  // Each render of the page on the server hands a new failure, with its own wait.
  const error = useMemo(() => new MarketplaceError(failure), [failure]);
  useEffect(() => {
    const wait = readsAgain ? retryDelay(error) : undefined;
    if (wait === undefined) return;
    const timer = setTimeout(() => router.refresh(), wait);
    return () => clearTimeout(timer);
  }, [error, readsAgain, router]);
  return <ErrorState error={error} title={title} onRetry={() => router.refresh()} />;
}
