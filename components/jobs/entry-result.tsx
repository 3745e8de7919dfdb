'use client';

import type { Route } from 'next';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { useSecondsLeft } from '@/components/ui/countdown';
import { ErrorState } from '@/components/ui/states';
import { MarketplaceError } from '@/lib/marketplace/errors';
import type { EntryOutcome } from '@/lib/marketplace/jobs/calls';
import { timeLeft } from './closing-words';
import { LocalTime } from '@/components/ui/local-time';
import { Icon } from '@/components/ui/icon';

/**
 * Where a next step of the receipt leads in this dashboard. The links here are not prefetched: the pages they open
 * read the marketplace as they render, in rate windows.
 */
const STEP_LINKS: Record<string, { href: Route; label: string }> = {
  view_submissions: { href: '/submissions?filter=open' as Route, label: 'See it in your submissions' },
};

export function EntrySaved({ outcome }: { outcome: Extract<EntryOutcome, { kind: 'saved' }> }) {
  return (
    <div
      role="status"
      className="space-y-3 rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-sm text-emerald-950"
    >
      <p className="flex items-center gap-2 font-semibold">
        <Icon name="circle-check" className="size-5 text-emerald-700" />
        {outcome.replayed ? 'You have already entered this job' : 'Your entry is saved'}
      </p>
      <p>
        {outcome.replayed ? 'This is the entry you sent before; nothing was sent twice.' : 'The creator sees it now.'}{' '}
        Sent <LocalTime iso={outcome.createdAt} />.
      </p>
      <ul className="space-y-2">
        {outcome.nextSteps.map((step) => {
          const link = STEP_LINKS[step.action];
          return link ? (
            <li key={step.action}>
              <Link prefetch={false} href={link.href} className={buttonClasses('secondary', 'sm')}>
                {link.label}
              </Link>
            </li>
          ) : null;
        })}
        <li>
          <Link prefetch={false} href="/jobs?view=available" className="font-medium text-brand-700 hover:underline">
            Find another job
          </Link>
        </li>
      </ul>
    </div>
  );
}

/** A place is being raffled: the countdown to the identical retry, which goes by itself. */
export function EntryPending({ retryAt, raffleEndsAt }: { retryAt: number; raffleEndsAt: string }) {
  const seconds = useSecondsLeft(retryAt);
  const raffleSeconds = useSecondsLeft(Date.parse(raffleEndsAt));
  return (
    <div role="status" className="space-y-2 rounded-lg border border-brand-200 bg-brand-50 p-4 text-sm text-slate-900">
      <p className="flex items-center gap-2 font-semibold">
        <Icon name="hourglass" className="size-5 text-brand-700" />
        The places left are being drawn
      </p>
      <p>
        Your entry is not saved yet: this job has few places, and they are drawn among everyone who tries now.{' '}
        {raffleSeconds > 0 ? `The draw ends in ${timeLeft(raffleSeconds)}.` : 'The draw has ended.'}
      </p>
      <p>
        {seconds > 0
          ? `Your same entry goes again by itself in ${timeLeft(seconds)}. Keep this page open.`
          : 'Sending your same entry again…'}
      </p>
    </div>
  );
}

/** The next thing to do after a refusal, for the refusals that have one. */
function nextAction(error: unknown, jobUrl: string | null): ReactNode {
  const code = error instanceof MarketplaceError ? error.code : undefined;
  switch (code) {
    case 'AGENT_HUMAN_VERIFICATION_REQUIRED':
      return (
        <Link prefetch={false} href="/account" className={buttonClasses('secondary', 'sm')}>
          Prove you are human
        </Link>
      );
    case 'AGENT_JOB_VIEW_FLOW_REQUIRED':
      return jobUrl ? (
        <a href={jobUrl} target="_blank" rel="noopener noreferrer" className={buttonClasses('secondary', 'sm')}>
          Open the job on the website
        </a>
      ) : null;
    case 'AGENT_SUBMISSION_EXISTS':
    case 'AGENT_SUBMISSION_CHANGED':
      return (
        <Link prefetch={false} href="/submissions" className={buttonClasses('secondary', 'sm')}>
          See your entries
        </Link>
      );
    case 'AGENT_JOB_SELF_SUBMISSION':
    case 'AGENT_JOB_COMMUNITY_NOT_ALLOWED':
    case 'AGENT_JOB_CLOSED':
    case 'AGENT_JOB_FULL':
    case 'AGENT_JOB_HUMAN_ALREADY_PARTICIPATED':
    case 'AGENT_JOB_NOT_ALLOWED':
    case 'AGENT_JOB_CREATOR_BLOCKED':
    case 'AGENT_JOB_NOT_FOUND':
      return (
        <Link prefetch={false} href="/jobs?view=available" className={buttonClasses('secondary', 'sm')}>
          Find another job
        </Link>
      );
    default:
      return null;
  }
}

/**
 * A failed entry. After a lost answer the entry may be saved: the only way on
 * is to send the identical entry again, which the marketplace answers with the
 * saved entry if there is one. Otherwise the refusal and what to do next.
 */
export function EntryFailed({
  error,
  uncertain,
  jobUrl,
  onResend,
  onEdit,
}: {
  error: unknown;
  uncertain: boolean;
  jobUrl: string | null;
  onResend: () => void;
  onEdit: () => void;
}) {
  const waits = error instanceof MarketplaceError && error.action === 'retry-later';
  const expired = error instanceof MarketplaceError && error.code === 'AGENT_JOB_RESERVATION_EXPIRED';
  if (uncertain) {
    return (
      <ErrorState error={error} title="We did not hear back about your entry" onRetry={onResend}>
        <p className="mt-1">
          It may be saved. Send the same entry again to find out: if it was saved, you see it, and it is never counted
          twice.
        </p>
      </ErrorState>
    );
  }
  return (
    <ErrorState error={error} title="Your entry was not saved" onRetry={waits || expired ? onResend : undefined}>
      <div className="mt-3 flex flex-wrap gap-2">
        {nextAction(error, jobUrl)}
        {!waits && !expired && error instanceof MarketplaceError && error.action === 'fix-input' && (
          <button type="button" onClick={onEdit} className={buttonClasses('secondary', 'sm')}>
            Change the entry
          </button>
        )}
      </div>
    </ErrorState>
  );
}
