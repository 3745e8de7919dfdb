import { SubmissionsHistory } from '@/components/jobs/submissions-history';

export const metadata = { title: 'Submissions' };

export default function SubmissionsPage() {
  return <SubmissionsHistory />;
}
