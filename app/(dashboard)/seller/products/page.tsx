import { listingsQueryOf } from '@/components/seller/listings-url';
import { ListingsSignIn } from '@/components/account/sign-in-prompts';
import { ListingsViewLazy as ListingsView } from '@/components/seller/seller-lazy';
import { Prefetched } from '@/components/prefetched';
import { sellerQueries } from '@/lib/marketplace/seller/client';
import { signedInSession } from '@/lib/server/page-session';
import { inProcessTransport } from '@/lib/server/transport';
import { searchParamsOf, type PageSearchParams } from '@/lib/search-params';

export const metadata = { title: 'Your listings' };

/** Signed in, the page of listings the URL names is read before the page is sent, so the first paint shows it. */
export default async function SellerProductsPage({ searchParams }: { searchParams: PageSearchParams }) {
  const session = await signedInSession();
  if (!session) return <ListingsSignIn />;
  const page = listingsQueryOf(searchParamsOf(await searchParams));
  return (
    <Prefetched query={sellerQueries.listings(page, inProcessTransport(session))}>
      <ListingsView />
    </Prefetched>
  );
}
