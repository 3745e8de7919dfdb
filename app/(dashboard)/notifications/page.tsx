import { cookies } from 'next/headers';
import { NotificationsSignIn } from '@/components/account/sign-in-prompts';
import { NotificationInbox, type InboxState } from '@/components/notifications/inbox';
import { INBOX_EXPLAINED_COOKIE, explainedAccounts } from '@/components/notifications/inbox-explained';
import { inboxPageOf } from '@/components/notifications/inbox-page';
import { callRoute } from '@/lib/marketplace/call';
import { notificationRoutes } from '@/lib/marketplace/notifications/contract';
import { marketplaceWebsite } from '@/lib/server/marketplace-website';
import { signedInSession } from '@/lib/server/page-session';
import { serverRead } from '@/lib/server/server-read';
import { inProcessTransport } from '@/lib/server/transport';
import { searchParamsOf, type PageSearchParams } from '@/lib/search-params';

export const metadata = { title: 'Notifications' };

/**
 * Signed out, a sign-in prompt. Signed in, the inbox page asked for is read here with the visitor's session and
 * rendered on the server, but only once this browser has said what opening it does: the read marks the whole inbox
 * read (spec 4.13), so before that the page says so and reads nothing. A refresh renders the page again, reading again.
 */
export default async function NotificationsPage({ searchParams }: { searchParams: PageSearchParams }) {
  const session = await signedInSession();
  if (!session?.accountId) return <NotificationsSignIn />;
  const page = inboxPageOf(searchParamsOf(await searchParams).get('page'));
  return <NotificationInbox state={await stateOf(session.accountId, page, inProcessTransport(session))} />;
}

async function stateOf(
  accountId: string,
  page: number | undefined,
  transport: ReturnType<typeof inProcessTransport>,
): Promise<InboxState> {
  if (page === undefined) return { kind: 'no-such-page' };
  const explained = explainedAccounts((await cookies()).get(INBOX_EXPLAINED_COOKIE)?.value).includes(accountId);
  if (!explained) return { kind: 'unexplained', accountId };
  const [read, website] = await Promise.all([
    serverRead(
      callRoute(notificationRoutes.inbox, { body: { page }, transport }).then(({ data, fetchedAt }) => ({
        data: { ...data, fetchedAt },
      })),
    ),
    marketplaceWebsite(),
  ]);
  return { kind: 'opened', read, website };
}
