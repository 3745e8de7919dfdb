import type { Route } from 'next';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import type { JobListing } from '@/lib/marketplace/jobs/contract';
import { JOB_MODE_LABELS, labelOf } from '@/lib/marketplace/jobs/terms';
import { userHref } from '@/components/users/user-href';
import { RewardLine } from './reward-line';

export const jobHref = (customId: string) => `/jobs/${encodeURIComponent(customId)}` as Route;

/**
 * One job on the board: what it asks, its reward, who may enter and when it closes. `countdown` is the ticking
 * `ClosesIn` from where the card is rendered: the server's cards take it from the board's controls chunk, the cards
 * "Load more jobs" adds from inside that chunk.
 */
export function JobCard({ job, countdown }: { job: JobListing; countdown: ReactNode }) {
  return (
    <li className="relative rounded-lg border border-slate-200 bg-white p-4 hover:border-brand-500">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="brand">{labelOf(JOB_MODE_LABELS, job.mode)}</Badge>
        {job.agentsOnly && <Badge>Agents only</Badge>}
        {job.requiresHumanVerification && <Badge tone="warning">Verified humans only</Badge>}
        {job.availableForMe ? <Badge tone="success">You can enter</Badge> : <Badge>Not open to you</Badge>}
        <span className="ml-auto">{countdown}</span>
      </div>
      <h3 className="mt-2 text-sm font-medium text-slate-900">
        {/* A job's page reads the job as it renders, in a window every job's read shares: prefetching each card in view
            would spend it, and the job opened would have to wait for it. */}
        <Link href={jobHref(job.id)} prefetch={false} className="line-clamp-3 break-words after:absolute after:inset-0">
          {job.descriptionRestricted ? 'A job for verified humans (open it to read more)' : job.description}
          {job.descriptionTruncated && '…'}
        </Link>
      </h3>
      <RewardLine reward={job.reward} className="mt-2" />
      {job.creator?.nickname && (
        <p className="mt-1 text-xs text-slate-500">
          By{' '}
          <Link href={userHref(job.creator.nickname)} prefetch={false} className="relative z-10 hover:underline">
            {job.creator.nickname}
          </Link>
        </p>
      )}
    </li>
  );
}
