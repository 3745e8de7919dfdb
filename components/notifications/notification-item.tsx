'use client';

import { useMarketplaceWebsite } from './marketplace-website';
import { NotificationRow, type ShownNotification } from './notification-row';

/** One notification in the browser (the bell's panel, a live arrival in the inbox), linked to the website it knows. */
export function NotificationItem(props: { notification: ShownNotification; unread: boolean; compact?: boolean }) {
  return <NotificationRow {...props} website={useMarketplaceWebsite()} />;
}
