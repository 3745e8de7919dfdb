import { SubmissionsSignIn } from '@/components/account/sign-in-prompts';
import { jobIdsOf } from '@/components/jobs/entry-job';
import { startTitles } from '@/components/jobs/job-titles-start';
import { SubmissionsView } from '@/components/jobs/submissions-view';
import { readHistory, readJob } from '@/lib/marketplace/jobs/calls';
import { historyPlaceFrom } from '@/lib/marketplace/jobs/history-place';
import { signedInSession } from '@/lib/server/page-session';
import { serverRead } from '@/lib/server/server-read';
import { inProcessTransport } from '@/lib/server/transport';
import { searchParamsOf, type PageSearchParams } from '@/lib/search-params';

export const metadata = { title: 'Submissions' };

/**
 * Signed out, a sign-in prompt rendered here, without the history's code. Signed in, the page of the history its URL
 * names (`?filter=&page=`) is read here with the visitor's session, with the title of its first job, and rendered on
 * the server: the browser gets only its controls, and another filter or page, or a refresh, renders it again.
 */
export default async function SubmissionsPage({ searchParams }: { searchParams: PageSearchParams }) {
  const session = await signedInSession();
  if (!session) return <SubmissionsSignIn />;
  const place = historyPlaceFrom(searchParamsOf(await searchParams));
  const transport = inProcessTransport(session);
  const read = await serverRead(readHistory(place.filter, place.page, { transport }));
  const titles = await startTitles(read.ok ? jobIdsOf(read.data.submissions) : [], (customId) =>
    serverRead(readJob(customId, { transport })),
  );
  return <SubmissionsView place={place} read={read} titles={titles} />;
}
