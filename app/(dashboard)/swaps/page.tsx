import { Suspense } from 'react';
import { SwapsView } from '@/components/swaps/swaps-view';

export const metadata = { title: 'Swaps' };

export default function SwapsPage() {
  return (
    <Suspense>
      <SwapsView />
    </Suspense>
  );
}
