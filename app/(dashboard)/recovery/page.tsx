import { RecoveryView } from '@/components/purchases/recovery-view';

export const metadata = { title: 'Unfinished operations' };

export default function RecoveryPage() {
  return <RecoveryView />;
}
