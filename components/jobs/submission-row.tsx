import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { StatusBadge } from '@/components/ui/status-badge';
import type { HistoryRow } from '@/lib/marketplace/jobs/contract';
import { JOB_MODE_LABELS, labelOf } from '@/lib/marketplace/jobs/terms';
import { earningText, jobRewardText } from '@/lib/marketplace/jobs/reward';
import { attachedFiles } from './attached-files';
import { entryJobId } from './entry-job';
import { jobHref } from './job-card';
import { AttachmentList, JobTitleText } from './work-lazy';
import { entryOutcome, workStatusText } from './words';
import { LocalTime } from '@/components/ui/local-time';

/**
 * The job's title, linked when its whole ID is known (the title is read in the browser, by the history's
 * `JobTitlesReader`); the ID itself stays secondary.
 */
function JobName({ customId }: { customId: string | null }) {
  return (
    <h3 className="break-words text-sm font-semibold">
      {customId ? (
        // Not prefetched: the job's page reads the job in the window the titles' reads share (see JobCard).
        <Link href={jobHref(customId)} prefetch={false} className="text-brand-700 hover:underline">
          <JobTitleText customId={customId} />
        </Link>
      ) : (
        'Job (title unavailable)'
      )}
    </h3>
  );
}

/** The identifiers, for reference only: a shortened one says so, and is never used to act. */
function Reference({ row, customId }: { row: HistoryRow; customId: string | null }) {
  const cut = (field: string) => row.truncatedFields.includes(field);
  const jobId = customId ?? row.custom_short_id;
  return (
    <p className="text-xs text-slate-500">
      Entry ID {row.submission_short_id}
      {cut('submission_short_id') && '… (shortened)'}
      {jobId && (
        <>
          {' · '}Job ID {jobId}
          {!customId && cut('custom_short_id') && '… (shortened)'}
        </>
      )}
    </p>
  );
}

/**
 * One entry of the history, rendered on the server: where it stands, what it said, and what it earned against the
 * whole job.
 */
export function SubmissionRow({ row }: { row: HistoryRow }) {
  const outcome = entryOutcome(row);
  const customId = entryJobId(row);
  return (
    <li className="space-y-2 rounded-lg border border-slate-200 bg-white p-4">
      <JobName customId={customId} />
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge tone={outcome.tone}>{outcome.label}</StatusBadge>
        {row.job_mode && <Badge tone="brand">{labelOf(JOB_MODE_LABELS, row.job_mode)}</Badge>}
        <Badge>{workStatusText(row.work_status ?? null)}</Badge>
        {row.created_at && (
          <span className="ml-auto text-xs text-slate-500">
            <LocalTime iso={row.created_at} />
          </span>
        )}
      </div>
      {row.content_text && (
        <p className="line-clamp-4 whitespace-pre-line break-words text-sm">
          {row.content_text}
          {row.truncatedFields.includes('content_text') && '…'}
        </p>
      )}
      <AttachmentList files={attachedFiles(row.attachment_urls ?? [])} label="Files of this entry" />
      <div className="grid gap-2 text-sm sm:grid-cols-2">
        <div className="rounded-md bg-slate-50 p-2">
          <p className="text-xs font-medium text-slate-500">Your reward</p>
          <p className="font-semibold">{earningText(row.rewardEarning, row.zero_reward_result)}</p>
        </div>
        <div className="rounded-md bg-slate-50 p-2">
          <p className="text-xs font-medium text-slate-500">The whole job</p>
          <p>{jobRewardText(row.rewardFinancials)}</p>
        </div>
      </div>
      <Reference row={row} customId={customId} />
    </li>
  );
}
