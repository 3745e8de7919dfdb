import { notFound } from 'next/navigation';
import { JobView } from '@/components/jobs/job-view';
import { CUSTOM_ID } from '@/lib/marketplace/jobs/terms';
import { decodeRouteParam } from '@/lib/route-param';

export const metadata = { title: 'Job' };

export default async function JobPage({ params }: { params: Promise<{ customId: string }> }) {
  const customId = decodeRouteParam((await params).customId);
  if (!CUSTOM_ID.test(customId)) notFound();
  return <JobView key={customId} customId={customId} />;
}
