/**
 * A job's lifecycle as it follows from its facts and the clock (spec 3.7;
 * transitions are not shown in the contract, so these are the sandbox's):
 *
 *   unpaid ─ payment started ─> funding ─ confirmed ─> open ─ first entry ─> in_progress
 *   open / in_progress ─ closesAt passes ─> review (entries to choose from) or expired (none)
 *   in_progress / review ─ winners chosen (every place, or every entry once closed) ─> completed
 *   unpaid ─ initiation deadline passes ─> expired; any ─ cancelled ─> cancelled
 *
 * Random-selection jobs draw their winners themselves when they close.
 */
import { fromAtomic, normalize, toAtomic } from '@/lib/money';
import type { JobRow } from './schema';

export type JobStatus =
  'awaiting_payment' | 'funding' | 'open' | 'in_progress' | 'review' | 'completed' | 'cancelled' | 'expired';

export type JobFacts = Pick<
  JobRow,
  'paid' | 'fundingStatus' | 'paymentInitiateBefore' | 'closesAt' | 'completedAt' | 'cancelledAt'
>;

export function statusOf(job: JobFacts, entries: number, now: number): JobStatus {
  if (job.cancelledAt) return 'cancelled';
  if (!job.paid) {
    if (job.fundingStatus === 'pending') return 'funding';
    return job.paymentInitiateBefore && job.paymentInitiateBefore.getTime() <= now ? 'expired' : 'awaiting_payment';
  }
  if (job.completedAt) return 'completed';
  if (job.closesAt && job.closesAt.getTime() <= now) return entries > 0 ? 'review' : 'expired';
  return entries > 0 ? 'in_progress' : 'open';
}

/** Entries are taken while the job is open (with or without entries yet). */
export const takesEntries = (status: JobStatus): boolean => status === 'open' || status === 'in_progress';

/** The creator's word for where the work stands. */
export function workStatusOf(status: JobStatus): string | null {
  switch (status) {
    case 'open':
    case 'in_progress':
      return 'accepting_entries';
    case 'review':
      return 'selecting_winners';
    case 'completed':
      return 'winners_selected';
    default:
      return null;
  }
}

export function fundingStatusOf(job: Pick<JobRow, 'paid' | 'fundingStatus'>): string | null {
  if (job.paid) return 'funded';
  return job.fundingStatus;
}

/** Whether choosing winners ends the job: the last winner place is filled, or the window has closed and no entry is left to choose. */
export const selectionEnds = (winnersNow: number, cap: number, entries: number, closed: boolean): boolean =>
  winnersNow >= cap || (closed && winnersNow >= entries);

/**
 * What one winner receives: the gross pool shared by the winner places (rounded
 * down to the asset's precision), or the per-worker amount of legacy jobs; null
 * when the reward is unknown.
 */
export function perWinnerReward(
  job: Pick<JobRow, 'rewardAmount' | 'rewardScope' | 'winnerCap'>,
  decimals: number,
): string | null {
  if (job.rewardAmount === null || job.rewardScope === null) return null;
  if (job.rewardScope === 'legacy_per_worker') return normalize(job.rewardAmount);
  return normalize(fromAtomic(toAtomic(normalize(job.rewardAmount), decimals) / BigInt(job.winnerCap), decimals));
}
