import { UserProfile } from '@/components/users/user-profile';
import { callRoute } from '@/lib/marketplace/call';
import { userRoutes } from '@/lib/marketplace/users/contract';
import { currentSession } from '@/lib/server/page-session';
import { serverRead } from '@/lib/server/server-read';
import { inProcessTransport } from '@/lib/server/transport';
import { decodeRouteParam } from '@/lib/route-param';

export const metadata = { title: 'Profile' };

/**
 * The profile is read before the page is sent (signed out, with the dashboard's
 * reader account) and rendered there, so the first paint shows it. A read that
 * fails says why, and for a refused window reads again once it has passed.
 * Hiring from the profile hands the profile read here to the checkout, which
 * finds whom it hires without reading again.
 */
export default async function UserPage({ params }: { params: Promise<{ nickname: string }> }) {
  const nickname = decodeRouteParam((await params).nickname);
  const read = await serverRead(
    callRoute(userRoutes.profile, {
      params: { nickname },
      transport: inProcessTransport(await currentSession()),
    }).then(({ data }) => ({ data: data.user })),
  );
  return <UserProfile nickname={nickname} read={read} />;
}
