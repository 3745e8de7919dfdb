'use client';

/** What became of a social job sent: created (paid from the balance, or waiting for its USDC), or in doubt. */
import type { Route } from 'next';
import Link from 'next/link';
import { buttonClasses } from '@/components/ui/button';
import { LocalTime } from '@/components/ui/local-time';
import type { ExternalCreated } from '@/lib/marketplace/launch/contract';
import { formatAsset } from '@/lib/money';
import { LaunchedJob, creatorJobHref } from './launched-job';
import { JobPayment } from './pay-job';
import { SolBalance } from './sol-balance';
import { Icon } from '@/components/ui/icon';

/**
 * No certain answer came back: the job may exist, so it is looked for, never created again. For an earlier create
 * (`earlierAt`), every new one waits until it is known.
 */
export function ExternalUncertain({ fromBalance, earlierAt }: { fromBalance: boolean; earlierAt?: string }) {
  const charged = fromBalance ? ' and your balance charged' : '';
  return (
    <div role="alert" className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
      <p className="flex items-start gap-2 font-medium">
        <Icon name="triangle-exclamation-point" className="mt-0.5 size-4 shrink-0" />
        {earlierAt ? (
          <span>
            A social job you asked for earlier, at <LocalTime iso={earlierAt} />, got no answer: it may have been
            created{charged}.
          </span>
        ) : (
          <span>We could not confirm whether this went through: the job may have been created{charged}.</span>
        )}
      </p>
      {earlierAt ? (
        <p>
          Nothing new is created until you know how it went. Look for it in your jobs; if it is not there, remove it
          from{' '}
          <Link href={'/recovery' as Route} className="font-medium underline">
            your unfinished operations
          </Link>{' '}
          and create this one.
        </p>
      ) : (
        <p>Do not create it again. Look for it in your jobs first.</p>
      )}
      <Link href="/creator/jobs" className={buttonClasses('secondary', 'sm')}>
        Open your jobs
      </Link>
    </div>
  );
}

export function ExternalCreatedJob({ job, total }: { job: ExternalCreated; total: string }) {
  return job.balancePayment === 1 ? (
    <div className="space-y-3">
      <h3 className="text-base font-semibold">Created and paid from your balance</h3>
      <LaunchedJob jobId={job.jobId} paid={formatAsset(total, 'SOL')}>
        <p>It is pending: workers can take it once the marketplace opens it.</p>
      </LaunchedJob>
      <p className="text-sm">
        <SolBalance />
      </p>
    </div>
  ) : (
    <div className="space-y-3">
      <h3 className="text-base font-semibold">Created: now pay it in USDC</h3>
      <p className="text-sm text-slate-600">
        The job {job.jobId} waits for its payment before workers see it. You can also pay it later from{' '}
        <Link href={`/launch/pay?job=${job.jobId}`}>Pay a job</Link> or follow it in{' '}
        <Link href={creatorJobHref(job.jobId)}>your jobs</Link>.
      </p>
      <JobPayment jobId={job.jobId} total={total} />
    </div>
  );
}
