import { RecoveryView } from '@/components/checkout/recovery-view';
import { Queries } from '@/components/queries';

export const metadata = { title: 'Unfinished operations' };

export default function RecoveryPage() {
  return (
    <Queries>
      <RecoveryView />
    </Queries>
  );
}
