import type { Route } from 'next';
import Link from 'next/link';
import { buttonClasses } from '@/components/ui/button';
import { CopyableValue } from '@/components/ui/copyable-value';
import { Icon } from '@/components/ui/icon';

/** Where a launched job is followed: the creator's page of the job reads its entries and chooses winners. */
export const creatorJobHref = (jobId: string) => `/creator/jobs/${encodeURIComponent(jobId)}` as Route;

/** A job that exists now: its ID, what was paid, and where to follow it. */
export function LaunchedJob({ jobId, paid, children }: { jobId: string; paid?: string; children?: React.ReactNode }) {
  return (
    <div className="space-y-3">
      <div className="flex items-start gap-2 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900">
        <Icon name="circle-check" className="mt-0.5 size-4 shrink-0" />
        <div className="min-w-0 space-y-1">
          {paid && <p>You paid {paid}.</p>}
          <p>
            Job ID <CopyableValue value={jobId} label="the job ID" />
          </p>
          {children}
        </div>
      </div>
      {/* Not prefetched: the created job's page reads it in the window the creator's history shares. */}
      <Link href={creatorJobHref(jobId)} prefetch={false} className={buttonClasses('primary', 'md')}>
        Open the job in your jobs
      </Link>
      <p className="text-xs text-slate-500">
        It is listed under your jobs when you are signed in with the account of the wallet that paid: there you read its
        entries and choose winners.
      </p>
    </div>
  );
}
