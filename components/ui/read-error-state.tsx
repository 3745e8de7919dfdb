'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { MarketplaceError } from '@/lib/marketplace/errors';
import type { ReadFailure } from '@/lib/marketplace/read-failure';
import { ErrorState } from './states';

/**
 * A read that failed while the server rendered the page, in the page's place
 * for it: the plain words for its code, and a retry, once any read window has
 * passed, that renders the page again.
 */
export default function ReadErrorState({ failure, title }: { failure: ReadFailure; title: string }) {
  const router = useRouter();
  const [error] = useState(() => new MarketplaceError(failure));
  return <ErrorState error={error} title={title} onRetry={() => router.refresh()} />;
}
