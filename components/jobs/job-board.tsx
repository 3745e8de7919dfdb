'use client';

import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Route } from 'next';
import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { Button, buttonClasses } from '@/components/ui/button';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { FetchedAt } from '@/components/ui/fetched-at';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { LoadingState, QueryView } from '@/components/ui/query-view';
import { EmptyState } from '@/components/ui/empty-state';
import { sessionQueries } from '@/lib/marketplace/account/session';
import { jobQueries } from '@/lib/marketplace/jobs/client';
import { JOB_MODES, JOB_MODE_LABELS, type JobView } from '@/lib/marketplace/jobs/terms';
import {
  DEFAULT_BOARD_FILTERS,
  boardFiltersFrom,
  boardFiltersToQuery,
  matchesBoardFilters,
  type BoardFilters,
} from '@/lib/marketplace/jobs/filters';
import { JobBoardHeading, JobBoardSignIn } from './job-board-intro';
import { JobCard } from './job-card';

const VIEW_CHOICES = [
  { value: 'all', label: 'All open jobs' },
  { value: 'available', label: 'Jobs I can enter' },
] as const satisfies readonly { value: JobView; label: string }[];

/** The board's filters, kept in the URL so a filtered board can be shared. */
function useBoardFilters() {
  const router = useRouter();
  const filters = boardFiltersFrom(useSearchParams() ?? new URLSearchParams());
  const update = (patch: Partial<BoardFilters>) =>
    router.replace(`/jobs${boardFiltersToQuery({ ...filters, ...patch })}` as Route, { scroll: false });
  return { filters, update };
}

function Filters({ filters, update }: ReturnType<typeof useBoardFilters>) {
  return (
    <div className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4">
      <Field label="Kind of job">
        <Select value={filters.mode} onChange={(e) => update({ mode: e.target.value as BoardFilters['mode'] })}>
          <option value="all">Any kind</option>
          {JOB_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {JOB_MODE_LABELS[mode]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Entry type">
        <Select value={filters.type} onChange={(e) => update({ type: e.target.value as BoardFilters['type'] })}>
          <option value="all">Any entry</option>
          <option value="custom">Text and files</option>
          <option value="social">A social media post</option>
        </Select>
      </Field>
      <Field label="Human verification">
        <Select
          value={filters.humanVerification}
          onChange={(e) => update({ humanVerification: e.target.value as BoardFilters['humanVerification'] })}
        >
          <option value="any">Either way</option>
          <option value="required">Verified humans only</option>
          <option value="not_required">No verification needed</option>
        </Select>
      </Field>
      <label className="flex items-center gap-2 self-end pb-2 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          checked={filters.agentsOnly}
          onChange={(e) => update({ agentsOnly: e.target.checked })}
          className="size-4"
        />
        Only jobs for agents
      </label>
    </div>
  );
}

export default function JobBoard() {
  const { filters, update } = useBoardFilters();
  const session = useQuery(sessionQueries.summary());
  const signedIn = session.data?.signedIn === true;
  const board = useInfiniteQuery({ ...jobQueries.board(filters.view), enabled: signedIn });

  const pages = board.data?.pages ?? [];
  const jobs = pages.flatMap((page) => page.jobs).filter((job) => matchesBoardFilters(job, filters));
  const last = pages.at(-1);
  const opportunity = pages[0]?.proofOfHumanOpportunity;
  const filtered = boardFiltersToQuery({ ...filters, view: DEFAULT_BOARD_FILTERS.view }) !== '';

  return (
    <div className="space-y-5">
      <JobBoardHeading />

      {!signedIn ? (
        session.isPending ? (
          <LoadingState label="Checking that you are signed in" rows={1} rowClassName="h-40" />
        ) : (
          <JobBoardSignIn />
        )
      ) : (
        <>
          <ChoiceGroup
            legend="Show"
            name="view"
            variant="segmented"
            choices={VIEW_CHOICES}
            value={filters.view}
            onChange={(view) => update({ view })}
          />
          <Filters filters={filters} update={update} />

          {opportunity && opportunity.additionalJobs > 0 && (
            <div
              role="note"
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
            >
              <p>
                Proof of human would open {opportunity.additionalJobs} more job
                {opportunity.additionalJobs === 1 ? '' : 's'} on this page to you.
              </p>
              <Link href="/account" className={buttonClasses('secondary', 'sm')}>
                Prove you are human
              </Link>
            </div>
          )}

          {last && <FetchedAt at={last.fetchedAt} onRefresh={() => board.refetch()} refreshing={board.isFetching} />}
          <QueryView
            query={board}
            keepData="with-error"
            loading={{ label: 'Loading jobs', rows: 4, rowClassName: 'h-28' }}
            error={{ title: 'The job board could not be loaded' }}
            isEmpty={() => jobs.length === 0}
            empty={
              !board.hasNextPage && (
                <EmptyState
                  title={
                    filtered
                      ? 'No jobs match these filters'
                      : filters.view === 'available'
                        ? 'No job is open to you right now'
                        : 'No open jobs right now'
                  }
                >
                  {filtered
                    ? 'Try other filters, or clear them.'
                    : 'New jobs are published every few hours. Come back later.'}
                </EmptyState>
              )
            }
          >
            {() => (
              <ul aria-label="Jobs" className="space-y-2">
                {jobs.map((job) => (
                  <JobCard key={job.id} job={job} />
                ))}
              </ul>
            )}
          </QueryView>

          {board.hasNextPage && (
            <div className="flex flex-col items-center gap-2">
              {last && last.jobs.filter((job) => matchesBoardFilters(job, filters)).length === 0 && (
                <p role="status" className="text-sm text-slate-600">
                  The last part of the board had no jobs {filtered ? 'matching your filters' : 'for you'}, but there are
                  more to look through.
                </p>
              )}
              <Button variant="secondary" onClick={() => board.fetchNextPage()} disabled={board.isFetchingNextPage}>
                {board.isFetchingNextPage ? 'Loading…' : 'Load more jobs'}
              </Button>
            </div>
          )}
          {!board.hasNextPage && jobs.length > 0 && (
            <p className="text-center text-xs text-slate-500">That is every open job.</p>
          )}
        </>
      )}
    </div>
  );
}
