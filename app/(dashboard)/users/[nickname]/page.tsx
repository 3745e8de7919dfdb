import { UserProfile } from '@/components/users/user-profile';
import { callRoute, type Transport } from '@/lib/marketplace/call';
import { sellerRoutes } from '@/lib/marketplace/seller/contract';
import { userRoutes } from '@/lib/marketplace/users/contract';
import { currentSession, signedInSession } from '@/lib/server/page-session';
import { serverRead } from '@/lib/server/server-read';
import { inProcessTransport } from '@/lib/server/transport';
import { decodeRouteParam } from '@/lib/route-param';

type Params = { params: Promise<{ nickname: string }> };

/** Titled with the nickname, as a product's page is with its name. */
export async function generateMetadata({ params }: Params) {
  return { title: decodeRouteParam((await params).nickname) };
}

/**
 * Whether a signed-in visitor is looking at their own profile: the nickname of their seller profile, whose read has
 * no window and is never a cached copy (the private profile's username may be one from before a rename). Not knowing
 * is not being: the profile then offers hiring, which the marketplace refuses for oneself before anything is paid.
 */
async function isOwnProfile(nickname: string, transport: Transport): Promise<boolean> {
  if (!(await signedInSession())) return false;
  try {
    const { data } = await callRoute(sellerRoutes.profile, { transport });
    return data.profile?.nickname?.toLowerCase() === nickname.toLowerCase();
  } catch {
    return false;
  }
}

/**
 * The profile is read before the page is sent (signed out, with the dashboard's
 * reader account) and rendered there, so the first paint shows it. A read that
 * fails says why, and for a refused window reads again once it has passed.
 * Hiring from the profile hands the profile read here to the checkout, which
 * finds whom it hires without reading again.
 */
export default async function UserPage({ params }: Params) {
  const nickname = decodeRouteParam((await params).nickname);
  const session = await currentSession();
  const transport = inProcessTransport(session);
  const [read, own] = await Promise.all([
    serverRead(
      callRoute(userRoutes.profile, { params: { nickname }, transport }).then(({ data }) => ({ data: data.user })),
    ),
    isOwnProfile(nickname, transport),
  ]);
  return <UserProfile nickname={nickname} read={read} own={own} />;
}
