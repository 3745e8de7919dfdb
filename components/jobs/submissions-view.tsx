/**
 * The history of one's entries, rendered on the server from the page of it the page read with the visitor's session.
 * The filter and the pages are in the URL, so each is a page the server renders; only the controls run in the
 * browser (work-lazy.tsx): the filter, the refresh, the files' previews, and the reader of the jobs' titles, which
 * history rows do not carry (the page reads the first with the history, job-titles-start.ts). Its links are not
 * prefetched: each page of entries, and the board, reads the marketplace as it renders, in rate windows.
 */
import Link from 'next/link';
import type { ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ReadError } from '@/components/ui/read-error';
import type { HistoryPage } from '@/lib/marketplace/jobs/calls';
import { historyHref, type HistoryPlace } from '@/lib/marketplace/jobs/history-place';
import { HISTORY_FILTERS, HISTORY_FILTER_LABELS } from '@/lib/marketplace/jobs/terms';
import type { ServerRead } from '@/lib/marketplace/read-failure';
import { jobIdsOf } from './entry-job';
import type { TitlesStart } from './job-titles-start';
import { SubmissionRow } from './submission-row';
import { FetchedAtRefresh, HistoryFilterChoice, JobTitlesReader, LinkPending } from './work-lazy';

/** A link to another page of the history, or nothing where there is none. */
function PageLink({ place, children }: { place: HistoryPlace; children: ReactNode }) {
  return (
    <Link prefetch={false} href={historyHref(place)} scroll={false} className={buttonClasses('secondary', 'sm')}>
      <LinkPending>{children}</LinkPending>
    </Link>
  );
}

/** Newer and older pages, and where this one is. */
function HistoryPages({ data }: { data: HistoryPage }) {
  const { filter, page } = data;
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-2">
      {page > 1 ? <PageLink place={{ filter, page: page - 1 }}>Newer</PageLink> : <span />}
      <p className="text-sm text-slate-600">
        Page {page} of {Math.max(1, data.totalPages)} · {data.totalCount} entr
        {data.totalCount === 1 ? 'y' : 'ies'}
      </p>
      {data.hasMore && data.nextPage !== null ? (
        <PageLink place={{ filter, page: data.nextPage }}>Older</PageLink>
      ) : (
        <span />
      )}
    </nav>
  );
}

function Entries({ place, data, titles }: { place: HistoryPlace; data: HistoryPage; titles: TitlesStart }) {
  // Asked for a page past the last one, the marketplace answers with the last.
  const clamped = data.page !== place.page && (
    <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
      There is no page {place.page}: this is the last page, {data.page}.
    </p>
  );
  if (data.submissions.length === 0) {
    return (
      <>
        {clamped}
        <EmptyState
          title={
            place.filter === 'all'
              ? 'You have not entered a job yet'
              : `No entries under “${HISTORY_FILTER_LABELS[place.filter]}”`
          }
          action={
            <Link prefetch={false} href="/jobs?view=available" className={buttonClasses()}>
              Find a job
            </Link>
          }
        />
      </>
    );
  }
  return (
    <>
      {clamped}
      <JobTitlesReader customIds={jobIdsOf(data.submissions)} start={titles}>
        <ul aria-label="Your entries" className="space-y-2">
          {data.submissions.map((row) => (
            <SubmissionRow key={row.id} row={row} />
          ))}
        </ul>
      </JobTitlesReader>
      <HistoryPages data={data} />
    </>
  );
}

export function SubmissionsView({
  place,
  read,
  titles,
}: {
  place: HistoryPlace;
  read: ServerRead<HistoryPage>;
  /** The jobs' titles the page read with the history, and when the browser may read the next. */
  titles: TitlesStart;
}) {
  return (
    <div className="space-y-5">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Submissions</h1>
        <p className="text-sm text-slate-600">
          Every job you entered, newest first, with where it stands and what you earned.
        </p>
      </div>
      <HistoryFilterChoice
        value={place.filter}
        // With how many entries there are of each, when the history was read.
        choices={HISTORY_FILTERS.map((filter) => ({
          value: filter,
          label: `${HISTORY_FILTER_LABELS[filter]}${read.ok && read.data.summary ? ` (${read.data.summary[filter]})` : ''}`,
          href: historyHref({ filter, page: 1 }),
        }))}
      />
      {read.ok ? (
        <>
          <FetchedAtRefresh at={read.data.fetchedAt} />
          <Entries place={place} data={read.data} titles={titles} />
        </>
      ) : (
        <ReadError failure={read.failure} title="Your entries could not be loaded" readsAgain />
      )}
    </div>
  );
}
