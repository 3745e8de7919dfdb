import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { JobSignIn } from '@/components/account/sign-in-prompts';
import { JobView } from '@/components/jobs/job-view';
import { jobTitle } from '@/components/jobs/words';
import { readJob } from '@/lib/marketplace/jobs/calls';
import { CUSTOM_ID } from '@/lib/marketplace/jobs/terms';
import { decodeRouteParam } from '@/lib/route-param';
import { signedInSession } from '@/lib/server/page-session';
import { serverRead } from '@/lib/server/server-read';
import { inProcessTransport } from '@/lib/server/transport';

type Params = Promise<{ customId: string }>;

/**
 * The job, read once per request with the visitor's session (the tab's title and the page share it); null signed
 * out, where nothing is read. An ID that cannot be a job's, or that no job has, is a 404.
 */
const loadJob = cache(async (customId: string) => {
  if (!CUSTOM_ID.test(customId)) notFound();
  const session = await signedInSession();
  if (!session) return null;
  const read = await serverRead(readJob(customId, { transport: inProcessTransport(session) }));
  if (!read.ok && read.failure.status === 404) notFound();
  return read;
});

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const read = await loadJob(decodeRouteParam((await params).customId));
  return { title: read?.ok ? jobTitle(read.data.job) : 'Job' };
}

/** Signed out, a sign-in prompt rendered here, without the job's code. Signed in, the job rendered on the server. */
export default async function JobPage({ params }: { params: Params }) {
  const read = await loadJob(decodeRouteParam((await params).customId));
  return read ? <JobView read={read} /> : <JobSignIn />;
}
