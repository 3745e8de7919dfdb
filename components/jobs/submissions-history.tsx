'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Route } from 'next';
import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { SignInPrompt } from '@/components/account/sign-in-prompt';
import { Button, buttonClasses } from '@/components/ui/button';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { FetchedAt } from '@/components/ui/fetched-at';
import { LoadingState, QueryView } from '@/components/ui/query-view';
import { EmptyState } from '@/components/ui/empty-state';
import { sessionQueries } from '@/lib/marketplace/account/session';
import { jobQueries } from '@/lib/marketplace/jobs/client';
import type { History } from '@/lib/marketplace/jobs/contract';
import { HISTORY_FILTERS, HISTORY_FILTER_LABELS, JOB_LIMITS, type HistoryFilter } from '@/lib/marketplace/jobs/terms';
import { entryJobId } from './entry-job';
import { SubmissionRow } from './submission-row';
import { useJobTitles } from './use-job-titles';

const historyHref = (filter: HistoryFilter, page: number) => {
  const params = new URLSearchParams();
  if (filter !== 'all') params.set('filter', filter);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return `/submissions${query ? `?${query}` : ''}` as Route;
};

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= JOB_LIMITS.historyPageMax ? page : 1;
}

export function SubmissionsHistory() {
  const router = useRouter();
  const params = useSearchParams() ?? new URLSearchParams();
  const filter = (HISTORY_FILTERS as readonly string[]).includes(params.get('filter') ?? '')
    ? (params.get('filter') as HistoryFilter)
    : 'all';
  const page = readPage(params.get('page'));
  const session = useQuery(sessionQueries.summary());
  const signedIn = session.data?.signedIn === true;
  const history = useQuery({
    ...jobQueries.history(filter, page),
    enabled: signedIn,
    placeholderData: keepPreviousData,
  });
  const jobIds = (history.data?.submissions ?? []).map(entryJobId).filter((id): id is string => id !== null);
  const titles = useJobTitles(jobIds, signedIn);
  const go = (nextFilter: HistoryFilter, nextPage: number) =>
    router.push(historyHref(nextFilter, nextPage), { scroll: false });

  const header = (
    <div>
      <h1 className="text-2xl font-semibold tracking-tight">Submissions</h1>
      <p className="text-sm text-slate-600">
        Every job you entered, newest first, with where it stands and what you earned.
      </p>
    </div>
  );
  if (!signedIn) {
    return (
      <div className="space-y-5">
        {header}
        {session.isPending ? (
          <LoadingState label="Checking that you are signed in" rows={1} rowClassName="h-40" />
        ) : (
          <SignInPrompt title="Sign in to see your entries">Your entries belong to your account.</SignInPrompt>
        )}
      </div>
    );
  }

  const data = history.data;
  const choices = HISTORY_FILTERS.map((value) => ({
    value,
    label: `${HISTORY_FILTER_LABELS[value]}${data ? ` (${data.summary[value]})` : ''}`,
  }));
  // Asked for a page past the last one, the marketplace answers with the last.
  const clamped = data && data.page !== page && (
    <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
      There is no page {page}: this is the last page, {data.page}.
    </p>
  );

  return (
    <div className="space-y-5">
      {header}
      <ChoiceGroup
        legend="Show"
        name="filter"
        variant="segmented"
        choices={choices}
        value={filter}
        onChange={(value) => go(value, 1)}
      />
      {data && <FetchedAt at={data.fetchedAt} onRefresh={() => history.refetch()} refreshing={history.isFetching} />}
      <QueryView
        query={history}
        keepData="with-error"
        loading={{ label: 'Loading your entries', rows: 4, rowClassName: 'h-32' }}
        error={{ title: 'Your entries could not be loaded' }}
        isEmpty={(read) => read.submissions.length === 0}
        empty={
          <>
            {clamped}
            <EmptyState
              title={
                filter === 'all'
                  ? 'You have not entered a job yet'
                  : `No entries under “${HISTORY_FILTER_LABELS[filter]}”`
              }
              action={
                <Link href="/jobs?view=available" className={buttonClasses()}>
                  Find a job
                </Link>
              }
            />
          </>
        }
      >
        {(read) => (
          <>
            {clamped}
            <ul aria-label="Your entries" className="space-y-2">
              {read.submissions.map((row) => (
                <SubmissionRow key={row.id} row={row} title={titles.get(entryJobId(row) ?? '')} />
              ))}
            </ul>
            <HistoryPages data={read} onGo={(nextPage) => go(filter, nextPage)} />
          </>
        )}
      </QueryView>
    </div>
  );
}

/** Newer and older pages, and where this one is. */
function HistoryPages({ data, onGo }: { data: History; onGo: (page: number) => void }) {
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-2">
      <Button variant="secondary" size="sm" disabled={data.page <= 1} onClick={() => onGo(data.page - 1)}>
        Newer
      </Button>
      <p className="text-sm text-slate-600">
        Page {data.page} of {Math.max(1, data.totalPages)} · {data.totalCount} entr
        {data.totalCount === 1 ? 'y' : 'ies'}
      </p>
      <Button
        variant="secondary"
        size="sm"
        disabled={!data.hasMore || data.nextPage === null}
        onClick={() => data.nextPage && onGo(data.nextPage)}
      >
        Older
      </Button>
    </nav>
  );
}
