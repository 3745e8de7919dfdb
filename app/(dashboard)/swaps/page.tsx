import { SwapsView } from '@/components/swaps/swaps-view';

export const metadata = { title: 'Swaps' };

export default function SwapsPage() {
  return <SwapsView />;
}
