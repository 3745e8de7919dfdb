/**
 * The job board, rendered on the server from the first page its page read with the visitor's session. Only its
 * controls run in the browser: the view and filters (kept in the URL, read again by the page), the refresh, and
 * "Load more jobs", whose code loads when it is pressed.
 */
import Link from 'next/link';
import { buttonClasses } from '@/components/ui/button';
import { ReadError } from '@/components/ui/read-error';
import type { BoardPage } from '@/lib/marketplace/jobs/calls';
import { nextCursorOf } from '@/lib/marketplace/jobs/calls';
import { matchesBoardFilters, type BoardFilters } from '@/lib/marketplace/jobs/filters';
import type { ServerRead } from '@/lib/marketplace/read-failure';
import { JobBoardEmpty } from './job-board-empty';
import { JobBoardHeading } from './job-board-intro';
import { ClosesIn, FetchedAtRefresh, JobBoardFilters, JobBoardList } from './job-board-controls-lazy';
import { JobCard } from './job-card';

/** Proof of human would open more of this page's jobs: said, with the way to it. */
function HumanOpportunity({ additionalJobs }: { additionalJobs: number }) {
  return (
    <div
      role="note"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
    >
      <p>
        Proof of human would open {additionalJobs} more job{additionalJobs === 1 ? '' : 's'} on this page to you.
      </p>
      <Link href="/account" className={buttonClasses('secondary', 'sm')}>
        Prove you are human
      </Link>
    </div>
  );
}

function FirstPage({ page, filters }: { page: BoardPage; filters: BoardFilters }) {
  const jobs = page.jobs.filter((job) => matchesBoardFilters(job, filters));
  const next = nextCursorOf(page);
  const additionalJobs = page.proofOfHumanOpportunity?.additionalJobs ?? 0;
  return (
    <>
      {additionalJobs > 0 && <HumanOpportunity additionalJobs={additionalJobs} />}
      <FetchedAtRefresh at={page.fetchedAt} />
      {jobs.length === 0 && !next ? (
        <JobBoardEmpty filters={filters} />
      ) : (
        // A new read (another view, a refresh) starts the list again from its first page.
        <JobBoardList
          key={`${filters.view}:${page.fetchedAt}`}
          cards={jobs.map((job) => (
            <JobCard key={job.id} job={job} countdown={<ClosesIn closesAt={job.closesAt} />} />
          ))}
          shown={jobs.length}
          filters={filters}
          next={next}
        />
      )}
    </>
  );
}

export function JobBoardView({ filters, board }: { filters: BoardFilters; board: ServerRead<BoardPage> }) {
  return (
    <div className="space-y-5">
      <JobBoardHeading />
      <JobBoardFilters filters={filters} />
      {board.ok ? (
        <FirstPage page={board.data} filters={filters} />
      ) : (
        <ReadError failure={board.failure} title="The job board could not be loaded" readsAgain />
      )}
    </div>
  );
}
