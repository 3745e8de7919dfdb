'use client';

/** One opened inbox page: what the visit did, the notifications (with live arrivals on the newest page), and paging. */
import Link from 'next/link';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FetchedAt } from '@/components/ui/fetched-at';
import type { Inbox, StreamedNotification } from '@/lib/marketplace/notifications/contract';
import { inboxPageHref } from './inbox-page';
import { NotificationItem } from './notification-item';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function Paging({ inbox }: { inbox: Inbox }) {
  const { page, totalPages } = inbox;
  if (page > totalPages) return null;
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3 text-sm">
      {page > 1 ? (
        <Link href={inboxPageHref(page - 1)} className={buttonClasses('secondary', 'sm')}>
          Newer
        </Link>
      ) : (
        <span />
      )}
      <span className="text-slate-600">
        Page {page} of {totalPages}
      </span>
      {inbox.hasMore && inbox.nextPage ? (
        <Link href={inboxPageHref(inbox.nextPage)} className={buttonClasses('secondary', 'sm')}>
          Older
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

function Visit({ inbox }: { inbox: Inbox }) {
  return (
    <p className="text-sm text-slate-600">
      {inbox.readThrough ? <>Opening the inbox marked everything up to {when(inbox.readThrough)} as read. </> : null}
      {inbox.unreadCount > 0
        ? `${inbox.unreadCount} ${inbox.unreadCount === 1 ? 'was' : 'were'} unread before this visit. `
        : 'Nothing was unread before this visit. '}
      {inbox.lastNotificationVisit
        ? `Your previous visit was ${when(inbox.lastNotificationVisit)}.`
        : 'This was your first visit.'}
    </p>
  );
}

function NoNotifications({ inbox }: { inbox: Inbox }) {
  return inbox.page > 1 ? (
    <EmptyState
      title={`Nothing on page ${inbox.page}`}
      action={
        <Link href="/notifications" className={buttonClasses()}>
          Go to the newest
        </Link>
      }
    >
      Your inbox has {inbox.totalPages} {inbox.totalPages === 1 ? 'page' : 'pages'} of {inbox.perPage}.
    </EmptyState>
  ) : (
    <EmptyState title="No notifications yet">
      News about your orders, messages and public jobs will appear here, and live in the bell.
    </EmptyState>
  );
}

export function InboxContents({
  inbox,
  arrived,
  onRefresh,
  refreshing,
}: {
  inbox: Inbox & { fetchedAt: number };
  /** Live notifications that came after this visit, shown above the page's own. */
  arrived: StreamedNotification[];
  onRefresh: () => void;
  refreshing: boolean;
}) {
  return (
    <>
      <div className="space-y-1">
        <Visit inbox={inbox} />
        <FetchedAt at={inbox.fetchedAt} onRefresh={onRefresh} refreshing={refreshing} />
      </div>
      {inbox.notifications.length === 0 && arrived.length === 0 ? (
        <NoNotifications inbox={inbox} />
      ) : (
        <ul aria-label="Notifications" className="space-y-2">
          {arrived.map((n) => (
            <NotificationItem key={n.id} notification={n} unread />
          ))}
          {inbox.notifications.map((n) => (
            <NotificationItem key={n.id} notification={n} unread={!n.isRead} />
          ))}
        </ul>
      )}
      <Paging inbox={inbox} />
      <p className="text-xs text-slate-500">
        Newest first, {inbox.perPage} a page. The inbox keeps your latest {inbox.historyLimit.toLocaleString('en-US')}{' '}
        notifications.
      </p>
    </>
  );
}
