'use client';

/** The notifications inbox: signed in, past the first-visit explanation, one page of the account's inbox. */
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { SignInPrompt } from '@/components/account/sign-in-prompt';
import { QueryView } from '@/components/ui/query-view';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingState } from '@/components/ui/query-view';
import { sessionQueries } from '@/lib/marketplace/account/session';
import { notificationQueries } from '@/lib/marketplace/notifications/client';
import { NOTIFICATION_LIMITS } from '@/lib/marketplace/notifications/terms';
import { ConnectionIndicator } from './connection-indicator';
import { FirstVisit, useExplained } from './first-visit';
import { InboxContents } from './inbox-contents';
import { inboxPageOf } from './inbox-page';
import { useNotificationCenter } from './use-notification-center';

function Header() {
  return (
    <div className="space-y-2">
      <h1 className="text-2xl font-semibold tracking-tight">Notifications</h1>
      <ConnectionIndicator />
    </div>
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
        <LoadingState label="Loading notifications" rows={1} rowClassName="h-40" />
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
      <QueryView
        query={inbox}
        loading={{ label: 'Loading notifications', rows: 4, rowClassName: 'h-16' }}
        error={{ title: 'Your inbox could not be opened' }}
        keepData="with-error"
      >
        {(data) => (
          <InboxContents
            inbox={data}
            arrived={arrived}
            onRefresh={() => inbox.refetch()}
            refreshing={inbox.isFetching}
          />
        )}
      </QueryView>
    </div>
  );
}
