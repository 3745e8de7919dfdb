import { PurchaseView } from '@/components/checkout/purchase-view';
import type { CheckoutKind } from '@/lib/marketplace/checkout/contract';
import { decodeRouteParam } from '@/lib/route-param';
import { findCheckout } from '@/lib/server/journal';
import { currentSession } from '@/lib/server/page-session';

export const metadata = { title: 'Order' };

/** Which status route reads this purchase: the link says so; else this browser's journal knows; else a store purchase is tried first. */
async function kindOf(
  purchaseId: string,
  given: string | undefined,
): Promise<{ kind: CheckoutKind; guessed: boolean }> {
  if (given === 'store' || given === 'hire') return { kind: given, guessed: false };
  const session = await currentSession();
  const row = session ? await findCheckout(session.id, { purchaseId }) : undefined;
  if (row) return { kind: row.routeId === 'checkout.hire' ? 'hire' : 'store', guessed: false };
  return { kind: 'store', guessed: true };
}

export default async function PurchasePage({
  params,
  searchParams,
}: {
  params: Promise<{ purchaseId: string }>;
  searchParams: Promise<{ kind?: string }>;
}) {
  const purchaseId = decodeRouteParam((await params).purchaseId);
  const { kind, guessed } = await kindOf(purchaseId, (await searchParams).kind);
  return <PurchaseView purchaseId={purchaseId} kind={kind} kindGuessed={guessed} />;
}
