'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Route } from 'next';
import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { SignInPrompt } from '@/components/account/sign-in-prompt';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { FetchedAt } from '@/components/ui/fetched-at';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusBadge } from '@/components/ui/status-badge';
import { ErrorState } from '@/components/ui/states';
import { EmptyState } from '@/components/ui/empty-state';
import { sessionQueries } from '@/lib/marketplace/account/session';
import { jobQueries } from '@/lib/marketplace/jobs/client';
import {
  HISTORY_FILTERS,
  HISTORY_FILTER_LABELS,
  JOB_LIMITS,
  JOB_MODE_LABELS,
  labelOf,
  type HistoryFilter,
  type HistoryRow,
} from '@/lib/marketplace/jobs/contract';
import { earningText, jobRewardText } from '@/lib/marketplace/jobs/reward';
import { AttachmentLinks } from './attachment-links';
import { jobHref } from './job-card';
import { entryOutcome, workStatusText } from './words';

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

/** A shortened identifier: shown for reference, never used to act (the job link uses a whole ID only). */
function Reference({ row }: { row: HistoryRow }) {
  const cut = (field: string) => row.truncatedFields.includes(field);
  const jobId = row.custom_short_id;
  return (
    <p className="text-xs text-slate-500">
      Entry {row.submission_short_id}
      {cut('submission_short_id') && '…'}
      {jobId && (
        <>
          {' · '}
          {cut('custom_short_id') ? (
            <span>Job {jobId}… (shortened)</span>
          ) : (
            <Link href={jobHref(jobId)} className="text-brand-700 hover:underline">
              Job {jobId}
            </Link>
          )}
        </>
      )}
    </p>
  );
}

function Row({ row }: { row: HistoryRow }) {
  const outcome = entryOutcome(row);
  return (
    <li className="space-y-2 rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge tone={outcome.tone}>{outcome.label}</StatusBadge>
        {row.job_mode && <Badge tone="brand">{labelOf(JOB_MODE_LABELS, row.job_mode)}</Badge>}
        <Badge>{workStatusText(row.work_status)}</Badge>
        <span className="ml-auto text-xs text-slate-500">
          {new Date(row.created_at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}
        </span>
      </div>
      {row.content_text && (
        <p className="line-clamp-4 whitespace-pre-line break-words text-sm">
          {row.content_text}
          {row.truncatedFields.includes('content_text') && '…'}
        </p>
      )}
      <AttachmentLinks urls={row.attachment_urls} label="Files of this entry" />
      <div className="grid gap-2 text-sm sm:grid-cols-2">
        <div className="rounded-md bg-slate-50 p-2">
          <p className="text-xs font-medium text-slate-500">Your reward</p>
          <p className="font-semibold">{earningText(row.rewardEarning, row.zero_reward_result)}</p>
        </div>
        <div className="rounded-md bg-slate-50 p-2">
          <p className="text-xs font-medium text-slate-500">The whole job</p>
          <p>{jobRewardText(row.rewardFinancials)}</p>
        </div>
      </div>
      <Reference row={row} />
    </li>
  );
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
          <Skeleton className="h-40" />
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
  const clamped = data && data.page !== page;

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
      {history.isError && (
        <ErrorState error={history.error} title="Your entries could not be loaded" onRetry={() => history.refetch()} />
      )}
      {clamped && (
        <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          There is no page {page}: this is the last page, {data.page}.
        </p>
      )}
      {history.isPending ? (
        <div aria-busy="true" aria-label="Loading your entries" className="space-y-2">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-32" />
          ))}
        </div>
      ) : data && data.submissions.length === 0 ? (
        <EmptyState
          title={
            filter === 'all' ? 'You have not entered a job yet' : `No entries under “${HISTORY_FILTER_LABELS[filter]}”`
          }
          action={
            <Link href="/jobs?view=available" className={buttonClasses()}>
              Find a job
            </Link>
          }
        />
      ) : (
        data && (
          <>
            <ul aria-label="Your entries" className="space-y-2">
              {data.submissions.map((row) => (
                <Row key={row.id} row={row} />
              ))}
            </ul>
            <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-2">
              <Button variant="secondary" size="sm" disabled={data.page <= 1} onClick={() => go(filter, data.page - 1)}>
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
                onClick={() => data.nextPage && go(filter, data.nextPage)}
              >
                Older
              </Button>
            </nav>
          </>
        )
      )}
    </div>
  );
}
