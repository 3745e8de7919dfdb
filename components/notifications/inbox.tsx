/**
 * The notifications inbox, rendered on the server: past the first-visit explanation, one page of the account's inbox
 * as the page read it. The browser gets the feed's state, the explanation's button, the refresh and the list's live
 * arrivals.
 */
import Link from 'next/link';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ReadError } from '@/components/ui/read-error';
import type { Inbox } from '@/lib/marketplace/notifications/contract';
import type { ServerRead } from '@/lib/marketplace/read-failure';
import { NOTIFICATION_LIMITS } from '@/lib/marketplace/notifications/terms';
import { InboxContents } from './inbox-contents';
import { ConnectionIndicator, FirstVisit } from './inbox-controls-lazy';

/** What the page found: no such page, not yet explained (nothing read), or the page's read. */
export type InboxState =
  | { kind: 'no-such-page' }
  | { kind: 'unexplained'; accountId: string }
  | { kind: 'opened'; read: ServerRead<Inbox & { fetchedAt: number }>; website: string | null };

function NoSuchPage() {
  return (
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
  );
}

function Body({ state }: { state: InboxState }) {
  switch (state.kind) {
    case 'no-such-page':
      return <NoSuchPage />;
    case 'unexplained':
      return <FirstVisit accountId={state.accountId} />;
    case 'opened':
      return state.read.ok ? (
        <InboxContents inbox={state.read.data} website={state.website} />
      ) : (
        <ReadError failure={state.read.failure} title="Your inbox could not be opened" readsAgain />
      );
  }
}

export function NotificationInbox({ state }: { state: InboxState }) {
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <h1 className="text-2xl font-semibold tracking-tight">Notifications</h1>
        <ConnectionIndicator />
      </div>
      <Body state={state} />
    </div>
  );
}
