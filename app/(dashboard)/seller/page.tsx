import { SellerStudioSignIn } from '@/components/account/sign-in-prompts';
import { SellerStudio } from '@/components/seller/seller-studio';
import { readListings, readProfile } from '@/lib/marketplace/seller/client';
import { marketplaceWebsite } from '@/lib/server/marketplace-website';
import { signedInSession } from '@/lib/server/page-session';
import { serverRead } from '@/lib/server/server-read';
import { inProcessTransport } from '@/lib/server/transport';

export const metadata = { title: 'Seller studio' };

/**
 * Signed out, a sign-in prompt. Signed in, the profile and the first page of listings (the listings page's own first
 * read, which the read cache then answers) are read with the visitor's session and the studio is rendered on the
 * server: the browser gets only its refresh.
 */
export default async function SellerPage() {
  const session = await signedInSession();
  if (!session) return <SellerStudioSignIn />;
  const transport = inProcessTransport(session);
  const [profile, listings, website] = await Promise.all([
    serverRead(readProfile({ transport })),
    serverRead(readListings({ status: 'all', page: 1 }, { transport })),
    marketplaceWebsite(),
  ]);
  return <SellerStudio profile={profile} listings={listings} website={website} />;
}
