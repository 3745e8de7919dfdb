/**
 * A job the account created, rendered on the server from the page's read of it with the visitor's session (its
 * secret bound by the proxy to a vault handle), with the page of entries it asks its creator to read. Only the
 * controls run in the browser: the refresh, the countdown, and reviewing the entries and choosing winners.
 */
import Link from 'next/link';
import { RewardLine } from '@/components/jobs/reward-line';
import { jobHref } from '@/components/jobs/job-card';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ReadError } from '@/components/ui/read-error';
import { Section } from '@/components/ui/section';
import { StatusBadge } from '@/components/ui/status-badge';
import type { CreatedJobRead, EntriesPage } from '@/lib/marketplace/creator/client';
import type { ServerRead } from '@/lib/marketplace/read-failure';
import { DoNotPayAgain } from './action-card';
import { ClosesIn, EntriesReview, FetchedAtRefresh, TabTitle } from './creator-controls-lazy';
import { EntryContent, EntryPages, EntrySent } from './entry-content';
import { createdJobHref } from './filters-url';
import { canChooseWinners } from './winner-room';
import { createdJobBadges, jobPaymentUnsettled, jobTabTitle, orderHrefOf, payJobHref } from './words';
import { Icon } from '@/components/ui/icon';

function BackToJobs() {
  return (
    <Link href="/creator/jobs" className="text-sm text-brand-700 hover:underline">
      ← Your jobs
    </Link>
  );
}

/** What the job needs next, in words, with the way to do it. */
function NextActions({ job }: { job: CreatedJobRead }) {
  const { website, chooseWinners, submissions } = job.nextActions;
  const order = orderHrefOf(job);
  const unpaid = !order && job.status === 'awaiting_payment' && !job.paid && !jobPaymentUnsettled(job);
  return (
    <Section title="Next">
      <div className="space-y-3 text-sm">
        {chooseWinners ? (
          <p>The entries are in. Choose the winners below; the choice is final and pays them at once.</p>
        ) : submissions ? (
          <p>Read the entries below as they come in.</p>
        ) : order ? (
          <>
            <p>This is an order you placed: follow it, approve the delivery and review it on its order page.</p>
            <Link href={order} prefetch={false} className={buttonClasses('secondary', 'sm')}>
              Open the order
            </Link>
          </>
        ) : unpaid ? (
          <>
            <p>The job waits for its payment before workers see it.</p>
            <Link href={payJobHref(job.jobId)} prefetch={false} className={buttonClasses('primary', 'sm')}>
              Pay this job
            </Link>
          </>
        ) : !website ? (
          <p>Nothing to do on this job right now.</p>
        ) : null}
        {website && (
          <>
            <p>
              This job has no API secret, so its entries and winners are managed on the marketplace website, signed in
              as its owner.
            </p>
            <a
              href={website.url}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses('secondary', 'sm')}
            >
              Open on the website <Icon name="external-link" className="size-3.5" />
            </a>
          </>
        )}
        {jobPaymentUnsettled(job) && <DoNotPayAgain />}
      </div>
    </Section>
  );
}

/** The job's page of entries, or why it could not be read. */
function Entries({ job, handle, read }: { job: CreatedJobRead; handle: string; read: ServerRead<EntriesPage> }) {
  if (!read.ok) return <ReadError failure={read.failure} title="The entries could not be loaded" readsAgain />;
  const { submissions, page, pageSize, total, totalPages } = read.data;
  if (total === 0) return <EmptyState title="No entries yet">Entries show here as workers send them.</EmptyState>;
  const entries = submissions.map((entry, i) => {
    const index = (page - 1) * pageSize + i + 1;
    return {
      id: entry.id,
      index,
      text: entry.content_text,
      winner: entry.winner,
      sent: <EntrySent entry={entry} />,
      content: <EntryContent entry={entry} index={index} />,
    };
  });
  return (
    <EntriesReview
      handle={handle}
      entries={entries}
      total={total}
      pages={
        totalPages > 1 && (
          <EntryPages page={page} totalPages={totalPages} hrefOf={(to) => createdJobHref(job.jobId, to)} />
        )
      }
      cap={job.winnerCap}
      reward={job.reward}
      winnersNow={job.winnersNow ?? entries.filter((entry) => entry.winner).length}
      canChoose={canChooseWinners(job)}
      jobFetchedAt={job.fetchedAt}
    />
  );
}

function JobDetail({ job, entries }: { job: CreatedJobRead; entries: ServerRead<EntriesPage> | null }) {
  return (
    <div className="space-y-5">
      <TabTitle title={jobTabTitle(job)} />
      <BackToJobs />
      <div className="space-y-2">
        <ul aria-label="Facts" className="flex flex-wrap gap-1.5">
          {createdJobBadges(job).map((badge) => (
            <li key={badge.label}>
              <StatusBadge tone={badge.tone}>{badge.label}</StatusBadge>
            </li>
          ))}
        </ul>
        <h1 className="break-words text-2xl font-semibold tracking-tight">{job.summary}</h1>
        {job.reward !== undefined && <RewardLine reward={job.reward} />}
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
          {job.closesAt !== undefined && <ClosesIn closesAt={job.closesAt} />}
          {job.entryCount !== undefined && <span>{job.entryCount} entries</span>}
          {job.winnerCap != null && (
            <span>
              {job.winnersNow ?? 0} of {job.winnerCap} winners chosen
            </span>
          )}
          {job.customId && job.paid && (
            // Not prefetched: the job's page reads it in the window every job read shares (action-card.tsx).
            <Link href={jobHref(job.customId)} prefetch={false} className="text-brand-700 hover:underline">
              See it as workers do
            </Link>
          )}
        </div>
        <FetchedAtRefresh at={job.fetchedAt} />
      </div>
      <NextActions job={job} />
      {job.secret && entries && (
        <Section title="Entries">
          <Entries job={job} handle={job.secret} read={entries} />
        </Section>
      )}
    </div>
  );
}

/** The job, or why it could not be read, with the way back to the list. */
export function CreatedJobView({
  read,
  entries,
}: {
  read: ServerRead<CreatedJobRead>;
  /** The page of entries, read when the job asks its creator to read them. */
  entries: ServerRead<EntriesPage> | null;
}) {
  if (read.ok) return <JobDetail job={read.data} entries={entries} />;
  return (
    <div className="space-y-5">
      <BackToJobs />
      <ReadError failure={read.failure} title="This job could not be loaded" readsAgain />
    </div>
  );
}
