import { PurchasesList } from '@/components/checkout/purchases-list';

export const metadata = { title: 'Purchases' };

export default function PurchasesPage() {
  return <PurchasesList />;
}
