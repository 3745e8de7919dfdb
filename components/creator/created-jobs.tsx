/**
 * The jobs the account created, rendered on the server from the page of them the page read with the visitor's
 * session. Only the controls run in the browser: the status filter (kept in the URL) and the refresh, which render
 * the page again on the server; the pages are links.
 */
import Link from 'next/link';
import { EmptyState } from '@/components/ui/empty-state';
import { ReadError } from '@/components/ui/read-error';
import { StatusBadge } from '@/components/ui/status-badge';
import type { CreatedPage } from '@/lib/marketplace/creator/client';
import { nextCursorOf } from '@/lib/marketplace/creator/client';
import type { CreatedJob } from '@/lib/marketplace/creator/contract';
import {
  CREATED_STATUS_FILTERS,
  CREATED_STATUS_LABELS,
  type CreatedStatusFilter,
} from '@/lib/marketplace/creator/terms';
import { labelOf } from '@/lib/marketplace/jobs/terms';
import type { ServerRead } from '@/lib/marketplace/read-failure';
import { CreatedStatusChoice, FetchedAtRefresh } from './creator-controls-lazy';
import { createdJobHref, createdJobsHref, type FilterChoice } from './filters-url';
import { ListPages } from './list-pages';
import { createdJobBadges } from './words';
import { LocalTime } from '@/components/ui/local-time';

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
      {/* Not prefetched: each row's job would be read in the window the list shares (action-card.tsx). */}
      <Link
        href={createdJobHref(job.jobId)}
        prefetch={false}
        className="line-clamp-2 break-words text-sm font-medium after:absolute after:inset-0"
      >
        {job.summary}
        {job.summaryTruncated && '…'}
      </Link>
      <p className="text-xs text-slate-500">
        Created <LocalTime iso={job.createdAt} />
      </p>
    </li>
  );
}

/** The statuses the list says it can filter by (all of ours until it says), with all first, as choices. */
function statusChoices(page: CreatedPage | undefined): FilterChoice<CreatedStatusFilter>[] {
  const offered =
    page?.availableStatuses.filter((s): s is CreatedStatusFilter =>
      (CREATED_STATUS_FILTERS as readonly string[]).includes(s),
    ) ?? CREATED_STATUS_FILTERS;
  return (offered.includes('all') ? offered : ['all' as const, ...offered]).map((value) => ({
    value,
    label: labelOf(CREATED_STATUS_LABELS, value),
    href: createdJobsHref(value),
  }));
}

function List({
  status,
  cursor,
  page,
}: {
  status: CreatedStatusFilter;
  cursor: string | undefined;
  page: CreatedPage;
}) {
  const next = nextCursorOf(page);
  return (
    <>
      <FetchedAtRefresh at={page.fetchedAt} />
      {page.jobs.length === 0 && !next ? (
        <EmptyState
          title={
            cursor
              ? 'No more jobs'
              : status === 'all'
                ? 'You have not created a job yet'
                : `No jobs “${labelOf(CREATED_STATUS_LABELS, status)}”`
          }
        />
      ) : (
        <ul aria-label="Your jobs" className="space-y-2">
          {page.jobs.map((job) => (
            <Row key={job.jobId} job={job} />
          ))}
        </ul>
      )}
      <ListPages
        first={cursor ? createdJobsHref(status) : undefined}
        next={next ? createdJobsHref(status, next) : undefined}
      />
    </>
  );
}

export function CreatedJobs({
  status,
  cursor,
  read,
}: {
  status: CreatedStatusFilter;
  cursor: string | undefined;
  read: ServerRead<CreatedPage>;
}) {
  return (
    <div className="space-y-4">
      <CreatedStatusChoice value={status} choices={statusChoices(read.ok ? read.data : undefined)} />
      {read.ok ? (
        <List status={status} cursor={cursor} page={read.data} />
      ) : (
        <ReadError failure={read.failure} title="Your jobs could not be loaded" readsAgain />
      )}
    </div>
  );
}
