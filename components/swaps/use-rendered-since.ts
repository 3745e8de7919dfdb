'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { paceOf, waitForNewerCopy } from '@/lib/marketplace/read-pace';
import type { RateWindow } from '@/lib/marketplace/route';

/** A read the server rendered the page with: when it was fetched (undefined: it failed, and says so itself). */
export interface RenderedRead {
  fetchedAt: number | undefined;
  window: Pick<RateWindow, 'seconds'>;
}

const ATTEMPTS = 3;

/**
 * After a change at `since`, renders the page again until each read it shows is from then or later: inside a read's
 * window the proxy answers from its cache, so the page is rendered again once the last stale read's window opens (a
 * few times at most, as `readUntilSince` reads again).
 */
export function useRenderedSince(since: number | undefined, reads: readonly RenderedRead[]) {
  const router = useRouter();
  // Each render asked for counts, so a render that brought the same copies again is followed by another.
  const [asked, setAsked] = useState(0);
  const attempts = useRef({ since, left: ATTEMPTS });
  const stale = reads.filter((read) => since !== undefined && read.fetchedAt !== undefined && read.fetchedAt < since);
  // The fetch times say whether the page was rendered again.
  const key = reads.map((read) => read.fetchedAt).join();
  useEffect(() => {
    if (attempts.current.since !== since) attempts.current = { since, left: ATTEMPTS };
    if (stale.length === 0 || attempts.current.left === 0) return;
    // First when the last stale read's window opens (at once if it has); then, should the same copies come back
    // (another read held the window), a whole window later.
    const first = attempts.current.left === ATTEMPTS;
    const now = Date.now();
    const waits = stale.map(({ fetchedAt, window }) =>
      first ? fetchedAt! + paceOf(window) - now : waitForNewerCopy(fetchedAt!, window, now),
    );
    attempts.current.left--;
    const timer = setTimeout(
      () => {
        router.refresh();
        setAsked((count) => count + 1);
      },
      Math.max(500, ...waits),
    );
    return () => clearTimeout(timer);
    // `stale` follows `since` and the fetch times.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [since, key, asked, router]);
}
