import { Suspense } from 'react';
import { JobBoard } from '@/components/jobs/job-board';

export const metadata = { title: 'Jobs' };

export default function JobsPage() {
  return (
    <Suspense>
      <JobBoard />
    </Suspense>
  );
}
