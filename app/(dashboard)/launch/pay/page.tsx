import { PayJob } from '@/components/launch/pay-job';

export const metadata = { title: 'Pay a job' };

export default function PayJobPage() {
  return <PayJob />;
}
