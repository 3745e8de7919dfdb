import { RecoverLoader } from '@/components/launch/recover-loader';

export const metadata = { title: 'Find the work you paid for' };

export default function RecoverWorkPage() {
  return <RecoverLoader />;
}
