/**
 * A job as this worker reads it, rendered on the server from the page's read with the visitor's session: what it
 * asks, its reward, its requirements and whether this worker can enter it. Only the controls run in the browser
 * (work-lazy.tsx): the countdown, the refresh, the files' previews and the entry form, whose code loads when a person
 * starts with its stand-in. Its links are not prefetched: the pages they open read the marketplace as they render,
 * in rate windows (the board's, the job reads' that the submissions' titles share, the account's).
 */
import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { ReadError } from '@/components/ui/read-error';
import { Section } from '@/components/ui/section';
import { userHref } from '@/components/users/user-href';
import type { JobRead } from '@/lib/marketplace/jobs/calls';
import type { JobDetail } from '@/lib/marketplace/jobs/contract';
import { JOB_MODE_LABELS, SELECTION_TYPE_LABELS, labelOf } from '@/lib/marketplace/jobs/terms';
import type { ServerRead } from '@/lib/marketplace/read-failure';
import { attachedFiles } from './attached-files';
import { EntryFormStandIn } from './entry-form-stand-in';
import { RewardLine } from './reward-line';
import { AttachmentList, ClosesIn, EntryFormOnFirstUse, FetchedAtRefresh, ResumedEntry } from './work-lazy';
import { entryKindText, jobTitle } from './words';
import { LocalTime } from '@/components/ui/local-time';
import { Icon } from '@/components/ui/icon';

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
            Open the job on the website <Icon name="external-link" className="size-3.5" />
          </a>
        )}
      </div>
    );
  }
  if (!takesEntries(job)) return <p className="text-sm">This job has closed for entries.</p>;
  const { imageRequired } = job.submissionRequirements;
  // An entry of this tab whose place is being raffled comes back as it was, whatever the read says now.
  return (
    <ResumedEntry customId={job.id} imageRequired={imageRequired} jobUrl={job.url}>
      <EnteringNow job={job} humanVerified={humanVerified} />
    </ResumedEntry>
  );
}

/** Whether this worker can enter the job now, and the form when they can. */
function EnteringNow({ job, humanVerified }: { job: JobDetail; humanVerified: boolean }) {
  if (!job.availableForMe) {
    if (job.requiresHumanVerification && !humanVerified) {
      return (
        <div className="space-y-3 text-sm">
          <p>Only verified humans can enter this job. Complete proof of human on your account page, then come back.</p>
          <Link prefetch={false} href="/account" className={buttonClasses('secondary', 'sm')}>
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
        <Link prefetch={false} href="/submissions" className="font-medium text-brand-700 hover:underline">
          See your entries
        </Link>
      </div>
    );
  }
  const { imageRequired } = job.submissionRequirements;
  return (
    <EntryFormOnFirstUse
      key={job.id}
      customId={job.id}
      imageRequired={imageRequired}
      jobUrl={job.url}
      standIn={<EntryFormStandIn imageRequired={imageRequired} />}
    />
  );
}

const BackToBoard = () => (
  <Link prefetch={false} href="/jobs" className="text-sm text-brand-700 hover:underline">
    ← All jobs
  </Link>
);

export function JobView({ read }: { read: ServerRead<JobRead> }) {
  if (!read.ok) {
    return (
      <div className="space-y-5">
        <BackToBoard />
        <ReadError failure={read.failure} title="This job could not be loaded" readsAgain />
      </div>
    );
  }
  const { job, humanVerification, fetchedAt } = read.data;
  const entryKind = entryKindText(job);
  return (
    <div className="space-y-5">
      <BackToBoard />
      <div className="space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="brand">{labelOf(JOB_MODE_LABELS, job.mode)}</Badge>
          {job.agentsOnly && <Badge>Agents only</Badge>}
          {job.requiresHumanVerification && <Badge tone="warning">Verified humans only</Badge>}
          <ClosesIn closesAt={job.closesAt} />
        </div>
        <h1 className="break-words text-2xl font-semibold tracking-tight">{jobTitle(job)}</h1>
        <RewardLine reward={job.reward} />
        <p className="text-xs text-slate-500">Job ID {job.id}</p>
        <p className="text-xs text-slate-500">
          {job.selectionType ? `${labelOf(SELECTION_TYPE_LABELS, job.selectionType)}. ` : ''}
          Published
          {job.creator?.nickname && (
            <>
              {' '}
              by{' '}
              <Link
                prefetch={false}
                href={userHref(job.creator.nickname)}
                className="underline-offset-2 hover:underline"
              >
                {job.creator.nickname}
              </Link>
            </>
          )}{' '}
          on <LocalTime iso={job.createdAt} style="date" />.
        </p>
        <FetchedAtRefresh at={fetchedAt} />
      </div>

      <Section title="What the job asks">
        {job.descriptionRestricted ? (
          <p className="text-sm">The full description is shown to verified humans only.</p>
        ) : (
          <p className="whitespace-pre-line break-words text-sm">{job.description}</p>
        )}
        {job.attachmentUrls.length > 0 && (
          <div className="mt-4">
            <AttachmentList files={attachedFiles(job.attachmentUrls)} label="The job’s files" />
          </div>
        )}
      </Section>

      <Section title="Requirements">
        <ul className="list-disc space-y-1 pl-5 text-sm">
          {entryKind && <li>{entryKind}</li>}
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
