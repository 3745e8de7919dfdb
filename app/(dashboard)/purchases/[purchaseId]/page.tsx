import { dehydrate } from '@tanstack/react-query';
import { PurchaseRefused } from '@/components/checkout/purchase-refused';
import { PurchaseViewLazy } from '@/components/checkout/purchase-view-lazy';
import { chatReadOnOpen } from '@/components/orders/order-room-reads';
import { Queries } from '@/components/queries';
import { getQueryClient } from '@/components/query-client';
import { checkoutQueries } from '@/lib/marketplace/checkout/client';
import type { CheckoutKind } from '@/lib/marketplace/checkout/terms';
import { MarketplaceError } from '@/lib/marketplace/errors';
import { orderQueries } from '@/lib/marketplace/orders/client';
import type { ReadFailure } from '@/lib/marketplace/read-failure';
import { decodeRouteParam } from '@/lib/route-param';
import { findCheckout } from '@/lib/server/journal';
import { currentSession } from '@/lib/server/page-session';
import type { Session } from '@/lib/server/session';
import { inProcessTransport } from '@/lib/server/transport';

export const metadata = { title: 'Order' };

/** Which status route reads this purchase: the link says so; else this browser's journal knows; else a store purchase is tried first. */
async function kindOf(
  session: Session | null,
  purchaseId: string,
  given: string | undefined,
): Promise<{ kind: CheckoutKind; guessed: boolean }> {
  if (given === 'store' || given === 'hire') return { kind: given, guessed: false };
  const row = session ? await findCheckout(session.id, { purchaseId }) : undefined;
  if (row) return { kind: row.routeId === 'checkout.hire' ? 'hire' : 'store', guessed: false };
  return { kind: 'store', guessed: true };
}

/**
 * A refusal the browser would show as it stands, never reading again: the page shows it at once. A refusal that
 * names a time to wait (a used read window) is left to the browser, which reads again then, as it always did.
 */
function finalFailure(error: unknown): ReadFailure | undefined {
  if (!(error instanceof MarketplaceError) || error.status === 429 || error.retryAt !== undefined) return undefined;
  return { status: error.status, code: error.code, retryAfterSeconds: undefined };
}

/**
 * The status is read before the page is sent, with this browser's session (its checkout token or account key), so
 * the first paint shows the order, and then its order room's messages. The proxy runs in-process and binds the order's secret to this session's vault
 * handle, as it does for the browser's own reads: the page never holds the secret. Without a session the read goes
 * without credentials, as the browser's own would, and its refusal is on the first paint, rendered here: the code
 * that follows an order loads only with an order to follow.
 */
export default async function PurchasePage({
  params,
  searchParams,
}: {
  params: Promise<{ purchaseId: string }>;
  searchParams: Promise<{ kind?: string }>;
}) {
  const purchaseId = decodeRouteParam((await params).purchaseId);
  const session = await currentSession();
  const { kind, guessed } = await kindOf(session, purchaseId, (await searchParams).kind);
  const queryClient = getQueryClient();
  const transport = inProcessTransport(session);
  const read = await queryClient
    .fetchQuery({ ...checkoutQueries.status(purchaseId, kind, transport), retry: false })
    .then(
      (status) => ({ status }),
      (error: unknown) => ({ failure: finalFailure(error) }),
    );
  // The order room's messages too, with the handle the status read gave this session; a refused read is left to the browser.
  const chat = 'status' in read ? chatReadOnOpen(read.status.purchase) : undefined;
  if (chat) await queryClient.prefetchQuery({ ...orderQueries.chat(chat, transport), retry: false });
  // Refused for good: said at once, without the view that follows an order, and not read again.
  if ('failure' in read && read.failure)
    return <PurchaseRefused purchaseId={purchaseId} failure={read.failure} kindGuessed={guessed} />;
  return (
    <Queries state={dehydrate(queryClient)}>
      <PurchaseViewLazy purchaseId={purchaseId} kind={kind} kindGuessed={guessed} />
    </Queries>
  );
}
