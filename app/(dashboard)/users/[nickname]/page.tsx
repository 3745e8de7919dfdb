import { dehydrate } from '@tanstack/react-query';
import { Queries } from '@/components/queries';
import { getQueryClient } from '@/components/query-client';
import { UserProfile } from '@/components/users/user-profile';
import { userQueries } from '@/lib/marketplace/users/client';
import { currentSession } from '@/lib/server/page-session';
import { serverRead } from '@/lib/server/server-read';
import { inProcessTransport } from '@/lib/server/transport';
import { decodeRouteParam } from '@/lib/route-param';

export const metadata = { title: 'Profile' };

/**
 * The profile is read before the page is sent (signed out, with the dashboard's
 * reader account) and rendered there, so the first paint shows it. A read that
 * fails says why, and for a refused window reads again once it has passed. The
 * answer also goes to the browser's query cache, where hiring from the profile
 * finds whom it hires without reading again.
 */
export default async function UserPage({ params }: { params: Promise<{ nickname: string }> }) {
  const nickname = decodeRouteParam((await params).nickname);
  const queryClient = getQueryClient();
  const query = userQueries.profile(nickname, inProcessTransport(await currentSession()));
  const read = await serverRead(
    queryClient.fetchQuery({ ...query, retry: false }).then(({ user }) => ({ data: user })),
  );
  return (
    <Queries state={dehydrate(queryClient)}>
      <UserProfile nickname={nickname} read={read} />
    </Queries>
  );
}
