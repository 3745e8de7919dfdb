import { Hydrated } from '@/components/prefetched';
import { SellerStudioSignIn } from '@/components/account/sign-in-prompts';
import { SellerStudioLazy as SellerStudio } from '@/components/seller/seller-lazy';
import { sellerQueries } from '@/lib/marketplace/seller/client';
import { signedInSession } from '@/lib/server/page-session';
import { inProcessTransport } from '@/lib/server/transport';

export const metadata = { title: 'Seller studio' };

/** Signed in, the profile and the first page of listings are read before the page is sent, so the first paint shows them. */
export default async function SellerPage() {
  const session = await signedInSession();
  if (!session) return <SellerStudioSignIn />;
  const transport = inProcessTransport(session);
  return (
    <Hydrated
      prefetch={(client) =>
        Promise.all([
          client.prefetchQuery({ ...sellerQueries.profile(transport), retry: false }),
          // The same read as the studio's own, which is also the listings page's first.
          client.prefetchQuery({ ...sellerQueries.listings({ status: 'all', page: 1 }, transport), retry: false }),
        ])
      }
    >
      <SellerStudio />
    </Hydrated>
  );
}
