import { PurchasesList } from '@/components/checkout/purchases-list';
import { Prefetched } from '@/components/prefetched';
import { checkoutQueries } from '@/lib/marketplace/checkout/client';
import { signedInSession } from '@/lib/server/page-session';
import { inProcessTransport } from '@/lib/server/transport';
import { searchParamsOf, type PageSearchParams } from '@/lib/search-params';

export const metadata = { title: 'Purchases' };

/** Signed in, the page of purchases is read before the page is sent, so the first paint shows it; signed out, the list's own sign-in prompt. */
export default async function PurchasesPage({ searchParams }: { searchParams: PageSearchParams }) {
  const session = await signedInSession();
  if (!session) return <PurchasesList />;
  const cursor = searchParamsOf(await searchParams).get('cursor') ?? undefined;
  return (
    <Prefetched query={checkoutQueries.history(cursor, inProcessTransport(session))}>
      <PurchasesList />
    </Prefetched>
  );
}
