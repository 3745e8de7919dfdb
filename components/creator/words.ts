/**
 * The creator's pages in plain words: a created job's facts as badges, the
 * action queue's states and types, and how many winners can still be chosen.
 */
import type { Tone } from '@/components/ui/badge';
import type { CreatedJob } from '@/lib/marketplace/creator/contract';
import { CREATED_STATUS_LABELS, JOB_KIND_LABELS } from '@/lib/marketplace/creator/terms';
import { labelOf } from '@/lib/marketplace/jobs/terms';

const STATUS_TONES: Record<string, Tone> = {
  awaiting_payment: 'warning',
  funding: 'warning',
  open: 'brand',
  in_progress: 'brand',
  review: 'success',
  completed: 'neutral',
  cancelled: 'danger',
  expired: 'neutral',
};

const WORK_STATUS_WORDS: Record<string, string> = {
  accepting_entries: 'Taking entries',
  selecting_winners: 'Choosing winners',
  winners_selected: 'Winners chosen',
  in_progress: 'Work in progress',
  delivered: 'Delivered',
  approved: 'Approved',
};

const FUNDING_WORDS: Record<string, string> = {
  funded: 'Funded',
  pending: 'Payment pending',
  awaiting_funding: 'Payment pending',
  failed: 'Payment failed',
  refunded: 'Refunded',
};

export interface JobBadge {
  label: string;
  tone: Tone;
}

/** Kind, status, payment, pause, archive and work status, each a badge in words. */
export function createdJobBadges(
  job: Pick<CreatedJob, 'kind' | 'status' | 'paid' | 'paused' | 'archived' | 'fundingStatus' | 'workStatus'>,
): JobBadge[] {
  const badges: JobBadge[] = [
    { label: labelOf(JOB_KIND_LABELS, job.kind), tone: 'brand' },
    { label: labelOf(CREATED_STATUS_LABELS, job.status), tone: STATUS_TONES[job.status] ?? 'neutral' },
  ];
  if (job.paid) badges.push({ label: 'Paid', tone: 'success' });
  else if (job.fundingStatus) badges.push({ label: labelOf(FUNDING_WORDS, job.fundingStatus), tone: 'warning' });
  else badges.push({ label: 'Not paid', tone: 'warning' });
  if (job.workStatus) badges.push({ label: labelOf(WORK_STATUS_WORDS, job.workStatus), tone: 'neutral' });
  if (job.paused) badges.push({ label: 'Paused', tone: 'warning' });
  if (job.archived) badges.push({ label: 'Archived', tone: 'neutral' });
  return badges;
}

export const ACTION_TYPE_WORDS: Record<string, string> = {
  choose_winners: 'Choose the winners',
  complete_payment: 'Finish paying for the job',
  collect_entries: 'Entries are coming in',
  resume_job: 'The job is paused',
  refund_review: 'A refund is being reviewed',
  await_funding: 'The payment is being confirmed',
  random_selection: 'Winners will be drawn',
};

/** How many more winners can be chosen, and the "n of cap" a selection shows. */
export function winnerRoom(
  cap: number | null | undefined,
  winnersNow: number,
  selected: number,
): { left: number; counter: string; full: boolean } {
  const total = cap ?? 0;
  const left = Math.max(0, total - winnersNow);
  return {
    left,
    counter: `${winnersNow + selected} of ${total} winner${total === 1 ? '' : 's'}`,
    full: selected >= left,
  };
}
