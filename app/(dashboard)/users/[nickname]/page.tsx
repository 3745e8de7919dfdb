import { Prefetched } from '@/components/prefetched';
import { UserProfile } from '@/components/users/user-profile';
import { userQueries } from '@/lib/marketplace/users/client';
import { currentSession } from '@/lib/server/page-session';
import { inProcessTransport } from '@/lib/server/transport';
import { decodeRouteParam } from '@/lib/route-param';

export const metadata = { title: 'Profile' };

/**
 * The profile is read before the page is sent (signed out, with the dashboard's
 * reader account), so the first paint shows it. A read that fails here is left
 * to the browser, which says why and, for a refused window, when it reads again.
 */
export default async function UserPage({ params }: { params: Promise<{ nickname: string }> }) {
  const nickname = decodeRouteParam((await params).nickname);
  return (
    <Prefetched query={userQueries.profile(nickname, inProcessTransport(await currentSession()))}>
      <UserProfile nickname={nickname} />
    </Prefetched>
  );
}
