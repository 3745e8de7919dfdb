import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { CreatorSignIn } from '@/components/account/sign-in-prompts';
import { CreatedJobView } from '@/components/creator/created-job';
import { entriesPageOf } from '@/components/creator/filters-url';
import { jobTabTitle } from '@/components/creator/words';
import { readCreatedJob, readEntries } from '@/lib/marketplace/creator/client';
import { WORK_ID } from '@/lib/marketplace/creator/terms';
import { decodeRouteParam } from '@/lib/route-param';
import { signedInSession } from '@/lib/server/page-session';
import { serverRead } from '@/lib/server/server-read';
import { inProcessTransport } from '@/lib/server/transport';
import { searchParamsOf, type PageSearchParams } from '@/lib/search-params';

type Params = Promise<{ jobId: string }>;

const jobIdOf = async (params: Params) => {
  const jobId = decodeRouteParam((await params).jobId);
  if (!WORK_ID.test(jobId)) notFound();
  return jobId;
};

/**
 * Signed in, the job is read once per request (the tab's title and the page share the read) with the visitor's
 * session; the proxy binds its secret to a vault handle, the only form of it the page holds.
 */
const readJob = cache(async (jobId: string) => {
  const session = await signedInSession();
  if (!session) return null;
  return { session, job: await serverRead(readCreatedJob(jobId, { transport: inProcessTransport(session) })) };
});

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const read = await readJob(await jobIdOf(params));
  return { title: read?.job.ok ? jobTabTitle(read.job.data) : 'Your job' };
}

/**
 * Signed out, a sign-in prompt. Signed in, the job and the page of its entries `?page=` names (read with the job's
 * vault handle, when the job asks its creator to read them) are rendered on the server.
 */
export default async function CreatedJobPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: PageSearchParams;
}) {
  const read = await readJob(await jobIdOf(params));
  if (!read) return <CreatorSignIn />;
  // Not the creator's job, or none: the not-found page, as for any address with no subject.
  if (!read.job.ok && read.job.failure.status === 404) notFound();
  const job = read.job.ok ? read.job.data : null;
  const handle = job?.nextActions.submissions ? job.secret : null;
  const entries = handle
    ? await serverRead(
        readEntries(handle, entriesPageOf(searchParamsOf(await searchParams)), {
          transport: inProcessTransport(read.session),
        }),
      )
    : null;
  return <CreatedJobView read={read.job} entries={entries} />;
}
