import { notFound } from 'next/navigation';
import { CreatedJobView } from '@/components/creator/created-job';
import { Prefetched } from '@/components/prefetched';
import { creatorQueries } from '@/lib/marketplace/creator/client';
import { WORK_ID } from '@/lib/marketplace/creator/terms';
import { decodeRouteParam } from '@/lib/route-param';
import { signedInSession } from '@/lib/server/page-session';
import { inProcessTransport } from '@/lib/server/transport';

export const metadata = { title: 'Your job' };

/** Signed in, the job is read before the page is sent (its secret bound to a vault handle by the proxy), so the first paint shows it. */
export default async function CreatedJobPage({ params }: { params: Promise<{ jobId: string }> }) {
  const jobId = decodeRouteParam((await params).jobId);
  if (!WORK_ID.test(jobId)) notFound();
  const session = await signedInSession();
  const view = <CreatedJobView key={jobId} jobId={jobId} />;
  if (!session) return view;
  return <Prefetched query={creatorQueries.job(jobId, inProcessTransport(session))}>{view}</Prefetched>;
}
