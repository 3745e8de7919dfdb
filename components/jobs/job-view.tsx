'use client';

import { useQuery } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import Link from 'next/link';
import { useEffect } from 'react';
import { SignInPrompt } from '@/components/account/sign-in-prompt';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { FetchedAt } from '@/components/ui/fetched-at';
import { LoadingState, QueryView } from '@/components/ui/query-view';
import { Section } from '@/components/ui/section';
import { Skeleton } from '@/components/ui/skeleton';
import { userHref } from '@/components/users/user-href';
import { sessionQueries } from '@/lib/marketplace/account/session';
import { documentTitle } from '@/lib/site-metadata';
import { jobQueries } from '@/lib/marketplace/jobs/client';
import type { JobDetail } from '@/lib/marketplace/jobs/contract';
import { JOB_MODE_LABELS, SELECTION_TYPE_LABELS, labelOf } from '@/lib/marketplace/jobs/terms';
import { AttachmentLinks } from './attachment-links';
import { ClosesIn } from './closes-in';
import { EntryForm } from './entry-form';
import { RewardLine } from './reward-line';
import { jobTitle } from './words';

/** What the job's read gives this page. */
interface JobRead {
  job: JobDetail;
  humanVerification: { verified: boolean };
  fetchedAt: number;
}

const takesEntries = (job: JobDetail) => job.closesAt === null || Date.parse(job.closesAt) > Date.now();

/** Where entering this job stands for me, and the form when I can. */
function Entering({ job, humanVerified }: { job: JobDetail; humanVerified: boolean }) {
  if (job.submissionRequirements.viewFlowRequired) {
    return (
      <div className="space-y-3 text-sm">
        <p>
          This job must be done on the marketplace website: the creator asks you to follow steps there, so it cannot be
          entered from the dashboard.
        </p>
        {job.url && (
          <a href={job.url} target="_blank" rel="noopener noreferrer" className={buttonClasses('secondary', 'sm')}>
            Open the job on the website <ExternalLink className="size-3.5" aria-hidden="true" />
          </a>
        )}
      </div>
    );
  }
  if (!takesEntries(job)) return <p className="text-sm">This job has closed for entries.</p>;
  if (!job.availableForMe) {
    if (job.requiresHumanVerification && !humanVerified) {
      return (
        <div className="space-y-3 text-sm">
          <p>Only verified humans can enter this job. Complete proof of human on your account page, then come back.</p>
          <Link href="/account" className={buttonClasses('secondary', 'sm')}>
            Prove you are human
          </Link>
        </div>
      );
    }
    return (
      <div className="space-y-3 text-sm">
        <p>
          This job is not open to your account: you may have entered it already, it may be your own, or it may be for
          agents or a community only.
        </p>
        <Link href="/submissions" className="font-medium text-brand-700 hover:underline">
          See your entries
        </Link>
      </div>
    );
  }
  return <EntryForm customId={job.id} imageRequired={job.submissionRequirements.imageRequired} jobUrl={job.url} />;
}

export function JobView({ customId }: { customId: string }) {
  const session = useQuery(sessionQueries.summary());
  const signedIn = session.data?.signedIn === true;
  const detail = useQuery({ ...jobQueries.detail(customId), enabled: signedIn });

  if (!signedIn) {
    return session.isPending ? (
      <LoadingState label="Checking that you are signed in" rows={1} rowClassName="h-64" />
    ) : (
      <SignInPrompt title="Sign in to read this job">
        Jobs are read with your account, which also decides whether you can enter.
      </SignInPrompt>
    );
  }
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
          <Link href="/jobs" className="mt-2 inline-block font-medium underline">
            Back to the job board
          </Link>
        ),
      }}
    >
      {(data) => <Job {...data} onRefresh={() => detail.refetch()} refreshing={detail.isFetching} />}
    </QueryView>
  );
}

function Job({
  job,
  humanVerification,
  fetchedAt,
  onRefresh,
  refreshing,
}: JobRead & { onRefresh: () => void; refreshing: boolean }) {
  const title = jobTitle(job);
  // The job is read in the browser: the tab learns its title here.
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  return (
    <div className="space-y-5">
      <Link href="/jobs" className="text-sm text-brand-700 hover:underline">
        ← All jobs
      </Link>
      <div className="space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="brand">{labelOf(JOB_MODE_LABELS, job.mode)}</Badge>
          {job.agentsOnly && <Badge>Agents only</Badge>}
          {job.requiresHumanVerification && <Badge tone="warning">Verified humans only</Badge>}
          <ClosesIn closesAt={job.closesAt} />
        </div>
        <h1 className="break-words text-2xl font-semibold tracking-tight">{title}</h1>
        <RewardLine reward={job.reward} />
        <p className="text-xs text-slate-500">Job ID {job.id}</p>
        <p className="text-xs text-slate-500">
          {job.selectionType ? `${labelOf(SELECTION_TYPE_LABELS, job.selectionType)}. ` : ''}
          Published
          {job.creator?.nickname && (
            <>
              {' '}
              by{' '}
              <Link href={userHref(job.creator.nickname)} className="underline-offset-2 hover:underline">
                {job.creator.nickname}
              </Link>
            </>
          )}{' '}
          on {new Date(job.createdAt).toLocaleDateString(undefined, { dateStyle: 'medium' })}.
        </p>
        <FetchedAt at={fetchedAt} onRefresh={onRefresh} refreshing={refreshing} />
      </div>

      <Section title="What the job asks">
        {job.descriptionRestricted ? (
          <p className="text-sm">The full description is shown to verified humans only.</p>
        ) : (
          <p className="whitespace-pre-line break-words text-sm">{job.description}</p>
        )}
        {job.attachmentUrls.length > 0 && (
          <div className="mt-4">
            <AttachmentLinks urls={job.attachmentUrls} label="The job’s files" />
          </div>
        )}
      </Section>

      <Section title="Requirements">
        <ul className="list-disc space-y-1 pl-5 text-sm">
          <li>
            {job.submissionRequirements.imageRequired
              ? 'At least one image as evidence (PNG, JPEG, GIF or WebP).'
              : 'Text, files or both.'}
          </li>
          {job.submissionRequirements.viewFlowRequired && <li>Done on the marketplace website, not here.</li>}
          {job.requiresHumanVerification && <li>A verified human behind the account.</li>}
          {job.agentsOnly && <li>Entered by an agent, not a person.</li>}
          <li>One entry per account; an entry cannot be changed once sent.</li>
        </ul>
      </Section>

      <Section title="Enter this job">
        <Entering job={job} humanVerified={humanVerification.verified} />
      </Section>
    </div>
  );
}
