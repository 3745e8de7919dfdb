'use client';

/**
 * The opened page's list in the browser: it tells the tab's notification center the inbox was visited (every bell's
 * count goes to zero), and on the newest page shows above the page's own notifications those that arrived live since.
 */
import dynamic from 'next/dynamic';
import { useEffect, type ReactNode } from 'react';
import { useNotificationCenter } from './use-notification-center';

// Only a live arrival needs the item's code in the browser: the page's own are rendered on the server.
const NotificationItem = dynamic(() => import('./notification-item').then((m) => m.NotificationItem));

export function InboxList({
  ids,
  readThrough,
  newest,
  empty,
  children,
}: {
  /** The page's own notifications, rendered on the server as `children`. */
  ids: string[];
  readThrough: string | null;
  newest: boolean;
  /** Shown while the page has nothing and nothing arrived. */
  empty: ReactNode;
  children: ReactNode;
}) {
  const { live, visited } = useNotificationCenter();
  useEffect(() => {
    visited(readThrough, ids);
  }, [visited, readThrough, ids]);

  // The inbox's own copy wins when both have one.
  const shown = new Set(ids);
  const after = readThrough ? Date.parse(readThrough) : Infinity;
  const arrived = newest ? live.filter((n) => !shown.has(n.id) && Date.parse(n.createdAt) > after) : [];
  if (ids.length === 0 && arrived.length === 0) return empty;
  return (
    <ul aria-label="Notifications" className="space-y-2">
      {arrived.map((n) => (
        <NotificationItem key={n.id} notification={n} unread />
      ))}
      {children}
    </ul>
  );
}
