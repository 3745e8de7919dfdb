import { Suspense } from 'react';
import { PurchasesList } from '@/components/purchases/purchases-list';

export const metadata = { title: 'Purchases' };

export default function PurchasesPage() {
  return (
    <Suspense>
      <PurchasesList />
    </Suspense>
  );
}
