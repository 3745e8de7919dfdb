import { Suspense } from 'react';
import { EarningsView } from '@/components/earnings/earnings-view';

export const metadata = { title: 'Earnings' };

export default function EarningsPage() {
  return (
    <Suspense>
      <EarningsView />
    </Suspense>
  );
}
