import { PurchasesSignIn } from '@/components/account/sign-in-prompts';
import {
  PurchasesFrame,
  PurchasesHistory,
  type PurchasesPage as HistoryPage,
} from '@/components/checkout/purchases-view';
import { callRoute } from '@/lib/marketplace/call';
import { checkoutRoutes } from '@/lib/marketplace/checkout/contract';
import { signedInSession } from '@/lib/server/page-session';
import { serverRead } from '@/lib/server/server-read';
import { inProcessTransport } from '@/lib/server/transport';
import { searchParamsOf, type PageSearchParams } from '@/lib/search-params';

export const metadata = { title: 'Purchases' };

/** Rows a page of the history shows. */
const PAGE_SIZE = 20;

/**
 * Signed out, a sign-in prompt. Signed in, the history's page (`?cursor=`) is read here with the visitor's session
 * and rendered on the server: the browser gets only the page's controls, and a refresh or another page renders it
 * again on the server.
 */
export default async function PurchasesPage({ searchParams }: { searchParams: PageSearchParams }) {
  const session = await signedInSession();
  if (!session) return <PurchasesSignIn />;
  const cursor = searchParamsOf(await searchParams).get('cursor') || undefined;
  const read = await serverRead<HistoryPage>(
    callRoute(checkoutRoutes.history, {
      query: { limit: PAGE_SIZE, cursor },
      transport: inProcessTransport(session),
    }).then(({ data, fetchedAt }) => ({ data: { ...data, fetchedAt } })),
  );
  return (
    <PurchasesFrame>
      <PurchasesHistory cursor={cursor} read={read} />
    </PurchasesFrame>
  );
}
