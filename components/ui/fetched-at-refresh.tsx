'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { FetchedAt } from './fetched-at';

/** When a read the server rendered was fetched; its refresh renders the page again, reading it again. */
export function FetchedAtRefresh({ at }: { at: number }) {
  const router = useRouter();
  const [refreshing, startRefresh] = useTransition();
  return <FetchedAt at={at} onRefresh={() => startRefresh(() => router.refresh())} refreshing={refreshing} />;
}
