'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import type { Route } from 'next';
import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { Button } from '@/components/ui/button';
import { FetchedAt } from '@/components/ui/fetched-at';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { StatusBadge } from '@/components/ui/status-badge';
import { QueryView } from '@/components/ui/query-view';
import { EmptyState } from '@/components/ui/empty-state';
import { creatorQueries } from '@/lib/marketplace/creator/client';
import type { CreatedJob } from '@/lib/marketplace/creator/contract';
import {
  CREATED_STATUS_FILTERS,
  CREATED_STATUS_LABELS,
  type CreatedStatusFilter,
} from '@/lib/marketplace/creator/terms';
import { labelOf } from '@/lib/marketplace/jobs/terms';
import { createdStatusOf } from './filters-url';
import { CreatorSignedIn } from './signed-in';
import { createdJobBadges } from './words';

export const createdJobHref = (jobId: string) => `/creator/jobs/${encodeURIComponent(jobId)}` as Route;

function Row({ job }: { job: CreatedJob }) {
  return (
    <li className="relative space-y-2 rounded-lg border border-slate-200 bg-white p-4 hover:border-brand-500">
      <ul aria-label="Facts" className="flex flex-wrap gap-1.5">
        {createdJobBadges(job).map((badge) => (
          <li key={badge.label}>
            <StatusBadge tone={badge.tone}>{badge.label}</StatusBadge>
          </li>
        ))}
      </ul>
      <Link
        href={createdJobHref(job.jobId)}
        className="line-clamp-2 break-words text-sm font-medium after:absolute after:inset-0"
      >
        {job.summary}
        {job.summaryTruncated && '…'}
      </Link>
      <p className="text-xs text-slate-500">
        Created {new Date(job.createdAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}
      </p>
    </li>
  );
}

function List({ status }: { status: CreatedStatusFilter }) {
  const router = useRouter();
  const created = useInfiniteQuery(creatorQueries.created(status));
  const pages = created.data?.pages ?? [];
  const jobs = pages.flatMap((page) => page.jobs);
  const offered =
    pages[0]?.availableStatuses.filter((s): s is CreatedStatusFilter =>
      (CREATED_STATUS_FILTERS as readonly string[]).includes(s),
    ) ?? CREATED_STATUS_FILTERS;

  return (
    <div className="space-y-4">
      <Field label="Status" className="max-w-xs">
        <Select
          value={status}
          onChange={(e) =>
            router.replace(`/creator/jobs${e.target.value === 'all' ? '' : `?status=${e.target.value}`}` as Route, {
              scroll: false,
            })
          }
        >
          {(offered.includes('all') ? offered : ['all' as const, ...offered]).map((value) => (
            <option key={value} value={value}>
              {labelOf(CREATED_STATUS_LABELS, value)}
            </option>
          ))}
        </Select>
      </Field>
      {pages.at(-1) && (
        <FetchedAt at={pages.at(-1)!.fetchedAt} onRefresh={() => created.refetch()} refreshing={created.isFetching} />
      )}
      <QueryView
        query={created}
        keepData="with-error"
        loading={{ label: 'Loading your jobs', rows: 4 }}
        error={{ title: 'Your jobs could not be loaded' }}
        isEmpty={() => jobs.length === 0 && !created.hasNextPage}
        empty={
          <EmptyState
            title={
              status === 'all'
                ? 'You have not created a job yet'
                : `No jobs “${labelOf(CREATED_STATUS_LABELS, status)}”`
            }
          />
        }
      >
        {() => (
          <ul aria-label="Your jobs" className="space-y-2">
            {jobs.map((job) => (
              <Row key={job.jobId} job={job} />
            ))}
          </ul>
        )}
      </QueryView>
      {created.hasNextPage && (
        <div className="flex justify-center">
          <Button variant="secondary" onClick={() => created.fetchNextPage()} disabled={created.isFetchingNextPage}>
            {created.isFetchingNextPage ? 'Loading…' : 'Load more jobs'}
          </Button>
        </div>
      )}
    </div>
  );
}

export function CreatedJobs() {
  const status = createdStatusOf(useSearchParams() ?? new URLSearchParams());
  return (
    <CreatorSignedIn>
      <List key={status} status={status} />
    </CreatorSignedIn>
  );
}
