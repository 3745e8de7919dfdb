'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { paceOf } from '@/lib/marketplace/polling';
import { sellerWire } from '@/lib/marketplace/seller/terms';
import { lastSavedAt, useSavedSince } from './listing-memory';

/**
 * A page of listings read before this tab's last save (the proxy answers a repeat inside the read window from its
 * cache) is rendered again once the window has opened, so it reads what was saved.
 */
export function ReadsAgainAfterSave({ fetchedAt }: { fetchedAt: number }) {
  const router = useRouter();
  // A save made on this page counts too.
  const saves = useSavedSince(fetchedAt).length;
  useEffect(() => {
    if (fetchedAt >= lastSavedAt()) return;
    const opensIn = fetchedAt + paceOf(sellerWire.list.window) - Date.now();
    const timer = setTimeout(() => router.refresh(), Math.max(500, opensIn));
    return () => clearTimeout(timer);
  }, [fetchedAt, saves, router]);
  return null;
}
