import { JobBoardHeading, JobBoardSignIn } from '@/components/jobs/job-board-intro';
import { JobBoardView } from '@/components/jobs/job-board-view';
import { readBoardPage } from '@/lib/marketplace/jobs/calls';
import { boardFiltersFrom } from '@/lib/marketplace/jobs/filters';
import { signedInSession } from '@/lib/server/page-session';
import { serverRead } from '@/lib/server/server-read';
import { inProcessTransport } from '@/lib/server/transport';
import { searchParamsOf, type PageSearchParams } from '@/lib/search-params';

export const metadata = { title: 'Jobs' };

/**
 * Signed out, the board is a sign-in prompt and downloads none of the board's code; signing in renders it again.
 * Signed in, the first page of the board's view is read here, with the visitor's session, and the board is rendered
 * on the server: the browser gets only its controls. A change of view or filter renders the page again.
 */
export default async function JobsPage({ searchParams }: { searchParams: PageSearchParams }) {
  const session = await signedInSession();
  if (!session) {
    return (
      <div className="space-y-5">
        <JobBoardHeading />
        <JobBoardSignIn />
      </div>
    );
  }
  const filters = boardFiltersFrom(searchParamsOf(await searchParams));
  const board = await serverRead(readBoardPage(filters.view, undefined, { transport: inProcessTransport(session) }));
  return <JobBoardView filters={filters} board={board} />;
}
