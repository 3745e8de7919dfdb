'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import Link from 'next/link';
import { useEffect } from 'react';
import { RewardLine } from '@/components/jobs/reward-line';
import { ClosesIn } from '@/components/jobs/closes-in';
import { jobHref } from '@/components/jobs/job-card';
import { titleOf } from '@/components/jobs/words';
import { buttonClasses } from '@/components/ui/button';
import { FetchedAt } from '@/components/ui/fetched-at';
import { Section } from '@/components/ui/section';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusBadge } from '@/components/ui/status-badge';
import { QueryView } from '@/components/ui/query-view';
import { creatorQueries } from '@/lib/marketplace/creator/client';
import type { CreatedJobDetail } from '@/lib/marketplace/creator/contract';
import { creatorWire } from '@/lib/marketplace/creator/terms';
import { readUntilSince } from '@/lib/marketplace/polling';
import { documentTitle } from '@/lib/site-metadata';
import { DoNotPayAgain } from './action-card';
import { EntriesReview } from './entries-review';
import { CreatorSignedIn } from './signed-in';
import { createdJobBadges, jobPaymentUnsettled } from './words';

/** What the job needs next, in words, with the way to do it. */
function NextActions({ job }: { job: CreatedJobDetail }) {
  const { website, chooseWinners, submissions } = job.nextActions;
  return (
    <Section title="Next">
      <div className="space-y-3 text-sm">
        {chooseWinners ? (
          <p>The entries are in. Choose the winners below; the choice is final and pays them at once.</p>
        ) : submissions ? (
          <p>Read the entries below as they come in.</p>
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
              Open on the website <ExternalLink className="size-3.5" aria-hidden="true" />
            </a>
          </>
        )}
        {jobPaymentUnsettled(job) && <DoNotPayAgain />}
      </div>
    </Section>
  );
}

function Detail({ jobId }: { jobId: string }) {
  const detail = useQuery(creatorQueries.job(jobId));
  const queryClient = useQueryClient();
  // After a choice the job is read again, until the copy postdates the choice (inside its window the proxy answers from its cache).
  const readAfterChoice = () =>
    void readUntilSince(
      () => queryClient.fetchQuery({ ...creatorQueries.job(jobId), staleTime: 0 }),
      Date.now(),
      creatorWire.createdJob.window,
    );
  return (
    <QueryView
      query={detail}
      loading={{
        label: 'Loading the job',
        children: (
          <>
            <Skeleton className="h-8 w-2/3" />
            <Skeleton className="h-40" />
          </>
        ),
      }}
      error={{
        title: 'This job could not be loaded',
        children: (
          <Link href="/creator/jobs" className="mt-2 inline-block font-medium underline">
            Back to your jobs
          </Link>
        ),
      }}
    >
      {(job) => (
        <JobDetail
          job={job}
          onRefresh={() => detail.refetch()}
          refreshing={detail.isFetching}
          onChosen={readAfterChoice}
        />
      )}
    </QueryView>
  );
}

function JobDetail({
  job,
  onRefresh,
  refreshing,
  onChosen,
}: {
  job: CreatedJobDetail & { fetchedAt: number };
  onRefresh: () => void;
  refreshing: boolean;
  onChosen: () => void;
}) {
  const handle = job.secret ?? null;
  // Read in the browser (the server's read may have met the shared window), the tab still names the job.
  const title = titleOf(job.summary) || 'Your job';
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  return (
    <div className="space-y-5">
      <Link href="/creator/jobs" className="text-sm text-brand-700 hover:underline">
        ← Your jobs
      </Link>
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
          {job.customId && (
            <Link href={jobHref(job.customId)} className="text-brand-700 hover:underline">
              See it as workers do
            </Link>
          )}
        </div>
        <FetchedAt at={job.fetchedAt} onRefresh={onRefresh} refreshing={refreshing} />
      </div>
      <NextActions job={job} />
      {handle && job.nextActions.submissions && (
        <Section title="Entries">
          <EntriesReview
            jobId={job.jobId}
            handle={handle}
            cap={job.winnerCap}
            reward={job.reward}
            winnersNow={job.winnersNow ?? 0}
            canChoose={Boolean(job.nextActions.chooseWinners)}
            onChosen={onChosen}
          />
        </Section>
      )}
    </div>
  );
}

export function CreatedJobView({ jobId }: { jobId: string }) {
  return (
    <CreatorSignedIn>
      <Detail jobId={jobId} />
    </CreatorSignedIn>
  );
}
