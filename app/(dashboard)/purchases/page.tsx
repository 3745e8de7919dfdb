import { PurchasesSignIn } from '@/components/account/sign-in-prompts';
import { PurchasesListLazy as PurchasesList } from '@/components/checkout/purchases-list-lazy';
import { Prefetched } from '@/components/prefetched';
import { checkoutQueries } from '@/lib/marketplace/checkout/client';
import { signedInSession } from '@/lib/server/page-session';
import { inProcessTransport } from '@/lib/server/transport';
import { searchParamsOf, type PageSearchParams } from '@/lib/search-params';

export const metadata = { title: 'Purchases' };

/** Signed in, the page of purchases is read before the page is sent, so the first paint shows it; signed out, a sign-in prompt rendered here, without the list's code. */
export default async function PurchasesPage({ searchParams }: { searchParams: PageSearchParams }) {
  const session = await signedInSession();
  if (!session) return <PurchasesSignIn />;
  const cursor = searchParamsOf(await searchParams).get('cursor') ?? undefined;
  return (
    <Prefetched query={checkoutQueries.history(cursor, inProcessTransport(session))}>
      <PurchasesList />
    </Prefetched>
  );
}
