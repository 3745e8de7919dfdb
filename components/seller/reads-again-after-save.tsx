'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { waitForNewerCopy } from '@/lib/marketplace/read-pace';
import { sellerWire } from '@/lib/marketplace/seller/terms';
import { lastSavedAt, useSavedSince } from './listing-memory';

/** How many times a page read before a save is rendered again before it is left as it is. */
const ATTEMPTS = 3;

/**
 * A page of listings read before this tab's last save (the proxy answers a repeat inside the read window from its
 * cache) is rendered again once the window has opened, so it reads what was saved. A copy from inside the window says
 * when that is; an older one (a stale copy served while another read holds the window) does not, so the page waits
 * a whole window from now.
 */
export function ReadsAgainAfterSave({ fetchedAt }: { fetchedAt: number }) {
  const router = useRouter();
  // A save made on this page counts too.
  const saves = useSavedSince(fetchedAt).length;
  const [attempts, setAttempts] = useState(0);
  useEffect(() => {
    if (fetchedAt >= lastSavedAt() || attempts >= ATTEMPTS) return;
    const timer = setTimeout(
      () => {
        setAttempts((n) => n + 1);
        router.refresh();
      },
      waitForNewerCopy(fetchedAt, sellerWire.list.window),
    );
    return () => clearTimeout(timer);
  }, [fetchedAt, saves, attempts, router]);
  return null;
}
