import { dehydrate } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { CreatorSignIn } from '@/components/account/sign-in-prompts';
import { CreatedJobViewLazy as CreatedJobView } from '@/components/creator/creator-lazy';
import { titleOf } from '@/components/jobs/words';
import { Queries } from '@/components/queries';
import { getQueryClient } from '@/components/query-client';
import { creatorQueries } from '@/lib/marketplace/creator/client';
import { WORK_ID } from '@/lib/marketplace/creator/terms';
import { decodeRouteParam } from '@/lib/route-param';
import { signedInSession } from '@/lib/server/page-session';
import { inProcessTransport } from '@/lib/server/transport';

type Params = Promise<{ jobId: string }>;

const jobIdOf = async (params: Params) => {
  const jobId = decodeRouteParam((await params).jobId);
  if (!WORK_ID.test(jobId)) notFound();
  return jobId;
};

/**
 * Signed in, the job is read once per request before the page is sent (its
 * secret bound to a vault handle by the proxy): the tab's title names it and
 * the first paint shows it, with the first page of the entries it asks the
 * creator to read (with that handle). A read that fails is left to the browser.
 */
const readJob = cache(async (jobId: string) => {
  const session = await signedInSession();
  if (!session) return null;
  const client = getQueryClient();
  const transport = inProcessTransport(session);
  const query = creatorQueries.job(jobId, transport);
  await client.prefetchQuery({ ...query, retry: false });
  const job = client.getQueryData(query.queryKey);
  // The view reads the entries under the same condition (created-job.tsx).
  if (job?.secret && job.nextActions.submissions)
    await client.prefetchQuery({ ...creatorQueries.entries(jobId, job.secret, 1, transport), retry: false });
  return { client, job };
});

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const read = await readJob(await jobIdOf(params));
  return { title: read?.job ? titleOf(read.job.summary) || 'Your job' : 'Your job' };
}

export default async function CreatedJobPage({ params }: { params: Params }) {
  const jobId = await jobIdOf(params);
  const read = await readJob(jobId);
  if (!read) return <CreatorSignIn />;
  const view = <CreatedJobView key={jobId} jobId={jobId} />;
  return <Queries state={dehydrate(read.client)}>{view}</Queries>;
}
