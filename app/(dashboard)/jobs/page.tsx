import { JobBoardHeading, JobBoardSignIn } from '@/components/jobs/job-board-intro';
import { JobBoardLazy } from '@/components/jobs/job-board-lazy';
import { PrefetchedPages } from '@/components/prefetched';
import { jobQueries } from '@/lib/marketplace/jobs/client';
import { JOB_LIMITS } from '@/lib/marketplace/jobs/terms';
import { boardFiltersFrom } from '@/lib/marketplace/jobs/filters';
import { signedInSession } from '@/lib/server/page-session';
import { inProcessTransport } from '@/lib/server/transport';
import { searchParamsOf, type PageSearchParams } from '@/lib/search-params';

export const metadata = { title: 'Jobs' };

/**
 * Signed out, the board is a sign-in prompt and downloads none of the board's code; signing in renders it again.
 * Signed in, the board's first page is read before the page is sent, so the first paint shows it.
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
  const { view } = boardFiltersFrom(searchParamsOf(await searchParams));
  return (
    <PrefetchedPages query={jobQueries.board(view, JOB_LIMITS.listLimitDefault, inProcessTransport(session))}>
      <JobBoardLazy />
    </PrefetchedPages>
  );
}
