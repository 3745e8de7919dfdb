import { ListingsSignIn } from '@/components/account/sign-in-prompts';
import { listingsQueryOf } from '@/components/seller/listings-url';
import { ListingsView } from '@/components/seller/listings-view';
import { readListings } from '@/lib/marketplace/seller/client';
import { signedInSession } from '@/lib/server/page-session';
import { serverRead } from '@/lib/server/server-read';
import { inProcessTransport } from '@/lib/server/transport';
import { searchParamsOf, type PageSearchParams } from '@/lib/search-params';

export const metadata = { title: 'Your listings' };

/**
 * Signed out, a sign-in prompt. Signed in, the page of listings the URL names is read with the visitor's session and
 * rendered on the server; another filter or page renders it again.
 */
export default async function SellerProductsPage({ searchParams }: { searchParams: PageSearchParams }) {
  const session = await signedInSession();
  if (!session) return <ListingsSignIn />;
  const place = listingsQueryOf(searchParamsOf(await searchParams));
  const read = await serverRead(readListings(place, { transport: inProcessTransport(session) }));
  return <ListingsView place={place} read={read} />;
}
