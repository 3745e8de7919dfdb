import { PurchaseView } from '@/components/purchases/purchase-view';
import { decodeRouteParam } from '@/lib/route-param';

export const metadata = { title: 'Order' };

export default async function PurchasePage({ params, searchParams }: { params: Promise<{ purchaseId: string }>; searchParams: Promise<{ kind?: string }> }) {
  const purchaseId = decodeRouteParam((await params).purchaseId);
  const { kind } = await searchParams;
  return <PurchaseView purchaseId={purchaseId} kind={kind === 'store' || kind === 'hire' ? kind : undefined} />;
}
