/**
 * One opened inbox page, rendered on the server: what the visit did, the notifications (the browser adds live
 * arrivals on the newest page), and paging.
 */
import Link from 'next/link';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import type { Inbox } from '@/lib/marketplace/notifications/contract';
import { FetchedAtRefresh, InboxList } from './inbox-controls-lazy';
import { inboxPageHref } from './inbox-page';
import { NotificationRow } from './notification-row';
import { LocalTime } from '@/components/ui/local-time';

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
      {inbox.readThrough ? (
        <>
          Opening the inbox marked everything up to <LocalTime iso={inbox.readThrough} /> as read.{' '}
        </>
      ) : null}
      {inbox.unreadCount > 0
        ? `${inbox.unreadCount} ${inbox.unreadCount === 1 ? 'was' : 'were'} unread before this visit. `
        : 'Nothing was unread before this visit. '}
      {inbox.lastNotificationVisit ? (
        <>
          Your previous visit was <LocalTime iso={inbox.lastNotificationVisit} />.
        </>
      ) : (
        'This was your first visit.'
      )}
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

export function InboxContents({ inbox, website }: { inbox: Inbox & { fetchedAt: number }; website: string | null }) {
  return (
    <>
      <div className="space-y-1">
        <Visit inbox={inbox} />
        <FetchedAtRefresh at={inbox.fetchedAt} />
      </div>
      <InboxList
        ids={inbox.notifications.map((n) => n.id)}
        readThrough={inbox.readThrough}
        newest={inbox.page === 1}
        empty={<NoNotifications inbox={inbox} />}
      >
        {inbox.notifications.map((n) => (
          <NotificationRow key={n.id} notification={n} unread={!n.isRead} website={website} />
        ))}
      </InboxList>
      <Paging inbox={inbox} />
      <p className="text-xs text-slate-500">
        Newest first, {inbox.perPage} a page. The inbox keeps your latest {inbox.historyLimit.toLocaleString('en-US')}{' '}
        notifications.
      </p>
    </>
  );
}
