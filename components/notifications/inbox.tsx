'use client';

import { useQuery } from '@tanstack/react-query';
import type { Route } from 'next';
import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { SignInPrompt } from '@/components/account/sign-in-prompt';
import { Button, buttonClasses } from '@/components/ui/button';
import { FetchedAt } from '@/components/ui/fetched-at';
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorState } from '@/components/ui/states';
import { EmptyState } from '@/components/ui/empty-state';
import { sessionQueries } from '@/lib/marketplace/account/session';
import { notificationQueries } from '@/lib/marketplace/notifications/client';
import { NOTIFICATION_LIMITS, type Inbox } from '@/lib/marketplace/notifications/contract';
import { ConnectionIndicator } from './connection-indicator';
import { inboxPageOf } from './inbox-page';
import { useNotificationCenter } from './notification-center';
import { NotificationItem } from './notification-item';

const pageHref = (page: number) => (page === 1 ? '/notifications' : `/notifications?page=${page}`) as Route;
const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Whether this browser has told this account what opening the inbox does; null until storage has been read. */
function useExplained(accountId: string | undefined): [boolean | null, () => void] {
  const key = accountId && `marketplace.notifications.inbox-explained.v1:${accountId}`;
  const [explained, setExplained] = useState<boolean | null>(null);
  useEffect(() => {
    // Storage exists only in the browser: read after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setExplained(key ? globalThis.localStorage?.getItem(key) === 'yes' : null);
  }, [key]);
  const acknowledge = () => {
    if (key) globalThis.localStorage?.setItem(key, 'yes');
    setExplained(true);
  };
  return [explained, acknowledge];
}

function Header() {
  return (
    <div className="space-y-2">
      <h1 className="text-2xl font-semibold tracking-tight">Notifications</h1>
      <ConnectionIndicator />
    </div>
  );
}

function FirstVisit({ onOpen }: { onOpen: () => void }) {
  return (
    <section
      aria-labelledby="first-visit-title"
      className="rounded-lg border border-amber-200 bg-amber-50 p-5 text-sm text-amber-900"
    >
      <h2 id="first-visit-title" className="text-base font-semibold">
        Opening your inbox marks everything in it as read
      </h2>
      <p className="mt-2">
        When you open the inbox, the marketplace marks every notification you have as read, up to that moment, and your
        unread count goes to zero. Only what arrives afterwards counts as unread. The live notifications in the bell
        never mark anything read.
      </p>
      <Button className="mt-4" onClick={onOpen}>
        Open my inbox
      </Button>
    </section>
  );
}

function Paging({ inbox }: { inbox: Inbox }) {
  const { page, totalPages } = inbox;
  if (page > totalPages) return null;
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3 text-sm">
      {page > 1 ? (
        <Link href={pageHref(page - 1)} className={buttonClasses('secondary', 'sm')}>
          Newer
        </Link>
      ) : (
        <span />
      )}
      <span className="text-slate-600">
        Page {page} of {totalPages}
      </span>
      {inbox.hasMore && inbox.nextPage ? (
        <Link href={pageHref(inbox.nextPage)} className={buttonClasses('secondary', 'sm')}>
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

export function NotificationInbox() {
  const session = useQuery(sessionQueries.summary());
  const accountId = session.data?.signedIn ? session.data.account?.accountId : undefined;
  const page = inboxPageOf(useSearchParams()?.get('page') ?? null);
  const [explained, acknowledge] = useExplained(accountId);
  const center = useNotificationCenter();
  const inbox = useQuery({
    ...notificationQueries.inbox(accountId ?? '', page ?? 1),
    enabled: accountId !== undefined && explained === true && page !== undefined,
  });

  const { visited } = center;
  const data = inbox.data;
  useEffect(() => {
    if (data)
      visited(
        data.readThrough,
        data.notifications.map((n) => n.id),
      );
  }, [data, visited]);

  if (session.isPending || (accountId && explained === null)) {
    return (
      <div className="space-y-6">
        <Header />
        <Skeleton className="h-40" />
      </div>
    );
  }
  if (!accountId) {
    return (
      <div className="space-y-6">
        <h1 className="text-2xl font-semibold tracking-tight">Notifications</h1>
        <SignInPrompt title="Sign in to read your notifications">
          Notifications belong to your account: news about your orders, messages and public jobs.
        </SignInPrompt>
      </div>
    );
  }
  if (page === undefined) {
    return (
      <div className="space-y-6">
        <Header />
        <EmptyState
          title="There is no such page"
          action={
            <Link href="/notifications" className={buttonClasses()}>
              Go to the newest
            </Link>
          }
        >
          Inbox pages are numbered from 1 to {NOTIFICATION_LIMITS.pageMax}.
        </EmptyState>
      </div>
    );
  }
  if (!explained) {
    return (
      <div className="space-y-6">
        <Header />
        <FirstVisit onOpen={acknowledge} />
      </div>
    );
  }

  // Live arrivals after this visit join the newest page; the inbox's own copy wins when both have one.
  const shownIds = new Set(data?.notifications.map((n) => n.id));
  const readThrough = data?.readThrough ? Date.parse(data.readThrough) : Infinity;
  const arrived =
    page === 1 && data ? center.live.filter((n) => !shownIds.has(n.id) && Date.parse(n.createdAt) > readThrough) : [];

  return (
    <div className="space-y-6">
      <Header />
      {inbox.isError && (
        <ErrorState error={inbox.error} title="Your inbox could not be opened" onRetry={() => inbox.refetch()} />
      )}
      {inbox.isPending ? (
        <div aria-busy="true" aria-label="Loading notifications" className="space-y-2">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-16" />
          ))}
        </div>
      ) : (
        data && (
          <>
            <div className="space-y-1">
              <Visit inbox={data} />
              <FetchedAt at={data.fetchedAt} onRefresh={() => inbox.refetch()} refreshing={inbox.isFetching} />
            </div>
            {data.notifications.length === 0 && arrived.length === 0 ? (
              data.page > 1 ? (
                <EmptyState
                  title={`Nothing on page ${data.page}`}
                  action={
                    <Link href="/notifications" className={buttonClasses()}>
                      Go to the newest
                    </Link>
                  }
                >
                  Your inbox has {data.totalPages} {data.totalPages === 1 ? 'page' : 'pages'} of {data.perPage}.
                </EmptyState>
              ) : (
                <EmptyState title="No notifications yet">
                  News about your orders, messages and public jobs will appear here, and live in the bell.
                </EmptyState>
              )
            ) : (
              <ul aria-label="Notifications" className="space-y-2">
                {arrived.map((n) => (
                  <NotificationItem key={n.id} notification={n} unread />
                ))}
                {data.notifications.map((n) => (
                  <NotificationItem key={n.id} notification={n} unread={!n.isRead} />
                ))}
              </ul>
            )}
            <Paging inbox={data} />
            <p className="text-xs text-slate-500">
              Newest first, {data.perPage} a page. The inbox keeps your latest{' '}
              {data.historyLimit.toLocaleString('en-US')} notifications.
            </p>
          </>
        )
      )}
    </div>
  );
}
