import { ExternalJobForm } from '@/components/launch/external-job-form';

export const metadata = { title: 'Social jobs' };

export default function ExternalJobPage() {
  return <ExternalJobForm />;
}
