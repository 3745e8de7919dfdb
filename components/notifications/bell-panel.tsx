'use client';

import { ConnectionIndicator } from './connection-indicator';
import { NotificationItem } from './notification-item';
import { useNotificationCenter } from './use-notification-center';

const PANEL_SHOWS = 10;

/**
 * What the bell's panel lists: where the live feed stands and what arrived live. Loaded when the bell is first
 * pointed at, focused or opened (bell.tsx), not with the header: most page views never open it.
 */
export default function BellPanelContents() {
  const { live, isUnread } = useNotificationCenter();
  return (
    <>
      <ConnectionIndicator className="mt-1" />
      {live.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">
          Nothing has arrived since this page opened. New notifications appear here and as a short message in the
          corner.
        </p>
      ) : (
        <ul aria-label="Arrived live" className="mt-2 divide-y divide-slate-200">
          {live.slice(0, PANEL_SHOWS).map((n) => (
            <NotificationItem key={n.id} notification={n} unread={isUnread(n.id)} compact />
          ))}
        </ul>
      )}
    </>
  );
}
