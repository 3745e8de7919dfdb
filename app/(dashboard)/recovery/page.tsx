import { RecoveryView } from '@/components/checkout/recovery-view';

export const metadata = { title: 'Unfinished operations' };

export default function RecoveryPage() {
  return <RecoveryView />;
}
