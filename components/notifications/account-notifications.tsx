'use client';

/** A signed-in account's notification center: the live feed, the unread count and a toast for each new notification. */
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { refreshProfileRetrying, useHeldProfile } from '@/components/account/profile-store';
import { putSession } from '@/components/account/session-store';
import { NotificationFeed } from '@/lib/marketplace/notifications/feed';
import type { StreamedNotification } from '@/lib/marketplace/notifications/contract';
import { CONNECTING, type NotificationCenter } from './center';
import { useMarketplaceWebsite } from './marketplace-website';
import { count, rebase, tallyFrom, unreadOf, type UnreadTally } from './unread';

const LIVE_KEPT = 50;
/**
 * The account's last inbox visit in this browser: every tab's bell goes to zero
 * together, and a page loaded soon after still knows of it when the profile it
 * reads is the proxy's cached answer from before the visit.
 */
const VISIT_KEY = 'marketplace.notifications.visit.v1';

/** What this browser counted as unread since the account's last known point, for the next page load. */
const FRESH_KEY = 'marketplace.notifications.fresh.v1';
const FRESH_KEPT = 200;

function storedFresh(accountId: string): [string, number][] {
  try {
    const stored = JSON.parse(globalThis.localStorage?.getItem(FRESH_KEY) ?? 'null') as {
      accountId?: unknown;
      fresh?: unknown;
    } | null;
    if (stored?.accountId !== accountId || !Array.isArray(stored.fresh)) return [];
    return stored.fresh.filter(
      (entry): entry is [string, number] =>
        Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'number',
    );
  } catch {
    return [];
  }
}

function storeFresh(accountId: string, tally: UnreadTally): void {
  globalThis.localStorage?.setItem(
    FRESH_KEY,
    JSON.stringify({ accountId, fresh: [...tally.fresh].slice(-FRESH_KEPT) }),
  );
}

function visitOf(value: string | null | undefined, accountId: string): number | undefined {
  try {
    const visit = JSON.parse(value ?? 'null') as { accountId?: unknown; at?: unknown } | null;
    return visit?.accountId === accountId && typeof visit.at === 'number' ? visit.at : undefined;
  } catch {
    return undefined;
  }
}

/** Read who is signed in now (rarely: its module is loaded then, with React Query's options it also holds). */
async function refreshSession(): Promise<void> {
  const { readSessionSummary, sessionFetch } = await import('@/lib/marketplace/account/session');
  const summary = await sessionFetch(readSessionSummary).catch(() => undefined);
  if (summary) putSession({ summary, at: Date.now() });
}

// Toasts keep their order of arrival: the module's imports resolve in the order they were asked for.
const loadToast = () => import('./live-toast');

/** The account's feed and count, handed to the provider above the page (never wrapping the page, so a sign-in keeps what the page holds). */
export default function AccountNotifications({
  accountId,
  publish,
}: {
  accountId: string;
  publish: (center: NotificationCenter) => void;
}) {
  const profileData = useHeldProfile(accountId);
  const [feed] = useState(() => new NotificationFeed(accountId));
  const [tally, setTally] = useState<UnreadTally>(() => tallyFrom(null, Date.now(), storedFresh(accountId)));
  const tallyRef = useRef(tally);
  const [live, setLive] = useState<StreamedNotification[]>([]);
  const website = useMarketplaceWebsite();

  const update = useCallback(
    (next: UnreadTally) => {
      tallyRef.current = next;
      setTally(next);
      storeFresh(accountId, next);
    },
    [accountId],
  );

  useEffect(() => {
    const stop = feed.listen({
      onNotification: (notification) => {
        const { tally: next, isNew } = count(tallyRef.current, notification);
        update(next);
        setLive((shown) => [notification, ...shown.filter((n) => n.id !== notification.id)].slice(0, LIVE_KEPT));
        if (isNew) void loadToast().then(({ toastFor }) => toastFor(notification, website));
      },
      // The position was lost, so live news may have gone by unseen: the profile's unread count is read again (the
      // inbox itself is not: reading it marks everything read).
      onReset: () => void refreshProfileRetrying().catch(() => undefined),
      // Signed in anew (or out) in another tab: read who is signed in now, and every part of the page follows.
      onAccountChanged: () => void refreshSession(),
    });
    feed.start();
    return () => {
      stop();
      feed.stop();
    };
  }, [feed, update, website]);

  /** A known point: `base` unread at `since`; an older one than the tally's changes nothing. */
  const settle = useCallback(
    (base: number, since: number) => {
      const current = tallyRef.current;
      if (current.base === null || since > current.since) update(rebase(current, base, since));
    },
    [update],
  );

  // The profile's count is the starting point, unless an inbox visit since it was read is newer; every newer profile
  // this tab reads (a page's too) is a newer known point. Unread stays unknown when it cannot be read.
  useEffect(() => {
    refreshProfileRetrying().catch(() => undefined);
  }, []);
  useEffect(() => {
    if (!profileData) return;
    const visit = visitOf(globalThis.localStorage?.getItem(VISIT_KEY), accountId);
    if (visit !== undefined && visit >= profileData.fetchedAt) settle(0, visit);
    else settle(profileData.data.unreadNotificationCount, profileData.fetchedAt);
  }, [profileData, accountId, settle]);

  const visited = useCallback(
    (readThrough: string | null, ids: string[]) => {
      feed.markSeen(ids);
      if (!readThrough) return;
      const at = Date.parse(readThrough);
      if (Number.isNaN(at)) return;
      settle(0, at);
      globalThis.localStorage?.setItem(VISIT_KEY, JSON.stringify({ accountId, at }));
    },
    [feed, accountId, settle],
  );

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      const at = event.key === VISIT_KEY ? visitOf(event.newValue, accountId) : undefined;
      if (at !== undefined) settle(0, at);
    };
    globalThis.addEventListener('storage', onStorage);
    return () => globalThis.removeEventListener('storage', onStorage);
  }, [accountId, settle]);

  const connection = useSyncExternalStore(feed.subscribeState, feed.getState, () => CONNECTING);
  const reconnect = useCallback(() => feed.reconnect(), [feed]);

  const value = useMemo<NotificationCenter>(
    () => ({
      signedIn: true,
      connection,
      unread: unreadOf(tally),
      live,
      isUnread: (id) => tally.fresh.has(id),
      reconnect,
      visited,
    }),
    [connection, tally, live, reconnect, visited],
  );
  useEffect(() => publish(value), [publish, value]);
  return null;
}
