import { HydrationBoundary, dehydrate } from '@tanstack/react-query';
import { AccountView } from '@/components/account/account-view';
import { getQueryClient } from '@/components/query-client';
import { currentSession } from '@/lib/server/page-session';
import { inProcessTransport } from '@/lib/server/transport';
import { accountQueries } from '@/lib/marketplace/account/client';

export const metadata = { title: 'Account' };

export default async function AccountPage() {
  const session = await currentSession();
  const queryClient = getQueryClient();
  if (session?.accountId) await queryClient.prefetchQuery(accountQueries.profile(inProcessTransport(session)));
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <AccountView />
    </HydrationBoundary>
  );
}
