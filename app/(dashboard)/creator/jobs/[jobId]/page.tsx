import { notFound } from 'next/navigation';
import { CreatedJobView } from '@/components/creator/created-job';
import { WORK_ID } from '@/lib/marketplace/creator/contract';
import { decodeRouteParam } from '@/lib/route-param';

export const metadata = { title: 'Your job' };

export default async function CreatedJobPage({ params }: { params: Promise<{ jobId: string }> }) {
  const jobId = decodeRouteParam((await params).jobId);
  if (!WORK_ID.test(jobId)) notFound();
  return <CreatedJobView key={jobId} jobId={jobId} />;
}
