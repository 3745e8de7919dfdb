import { EarningsView } from '@/components/earnings/earnings-view';

export const metadata = { title: 'Earnings' };

export default function EarningsPage() {
  return <EarningsView />;
}
