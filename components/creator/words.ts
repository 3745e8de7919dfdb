/**
 * The creator's pages in plain words: a created job's facts as badges, the
 * action queue's next step for each job, and how many winners can still be chosen.
 */
import type { Tone } from '@/components/ui/badge';
import type { ActionItem, CreatedJob } from '@/lib/marketplace/creator/contract';
import { CREATED_STATUS_LABELS, JOB_KIND_LABELS } from '@/lib/marketplace/creator/terms';
import { timeLeft } from '@/components/jobs/words';
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
  // A status and a work status can say the same thing ("Taking entries"): each fact once.
  return badges.filter((badge, i) => badges.findIndex((b) => b.label === badge.label) === i);
}

/** "1 winner", "up to 3 winners", "1 more winner": how many can still be chosen, with the right plural. */
export function winnersToChoose(left: number, more = false): string {
  const noun = `${more ? 'more ' : ''}winner${left === 1 ? '' : 's'}`;
  return left === 1 ? `1 ${noun}` : `up to ${left} ${noun}`;
}

/** The one moment an action card names: the payment deadline, or the entry deadline. */
export interface StepTime {
  kind: 'pay_by' | 'entries';
  at: string;
}

/** What an action card says: the one next step, and at most one moment it hangs on. */
export interface ActionStep {
  step: string;
  time: StepTime | null;
}

/** "Pay within 25 min", "Entries close in 2 h 05 min", "Entries closed 3 h 10 min ago". */
export function stepTimeText(time: StepTime, now: number): string {
  const left = (Date.parse(time.at) - now) / 1000;
  if (time.kind === 'pay_by') return left > 0 ? `Pay within ${timeLeft(left)}` : 'The time to pay has passed';
  return left > 0 ? `Entries close in ${timeLeft(left)}` : `Entries closed ${timeLeft(-left)} ago`;
}

/**
 * The next step of an action item in our own words (the marketplace's guidance
 * is free text, kept only for a type we do not know).
 */
export function actionStep(item: ActionItem): ActionStep {
  const left = item.selection?.remainingPositions;
  const more = (item.selection?.selectedCount ?? 0) > 0;
  const toChoose = left === undefined || left < 1 ? 'the winners' : winnersToChoose(left, more);
  const entries: StepTime | null = item.selectionClosesAt ? { kind: 'entries', at: item.selectionClosesAt } : null;
  const payBy: StepTime | null = item.deadline ? { kind: 'pay_by', at: item.deadline.at } : null;
  switch (item.type) {
    case 'complete_payment':
      return { step: 'Pay for the job to publish it', time: payBy };
    case 'await_funding':
      return { step: 'Wait while the payment is confirmed; the job opens then', time: null };
    case 'refund_review':
      return { step: 'Nothing to do until the refund review ends', time: null };
    case 'resume_job':
      return { step: 'Resume the job on the marketplace website to take entries again', time: null };
    case 'choose_winners':
      return { step: `Choose ${toChoose} from the entries`, time: entries };
    case 'collect_entries':
      return { step: `Wait for entries, then choose ${toChoose}`, time: entries };
    case 'random_selection':
      return { step: 'Nothing to choose: winners are drawn when entries close', time: entries };
    default:
      return { step: item.guidance, time: payBy ?? entries };
  }
}

/**
 * The marketplace flags every paid or paying job `doNotPayAgain`; the warning is
 * shown where a payment's outcome is still open (not yet confirmed, or under a
 * refund review), the moments a second payment could be made by mistake.
 */
export const paymentUnsettled = (item: Pick<ActionItem, 'doNotPayAgain' | 'paid' | 'type'>): boolean =>
  item.doNotPayAgain && (!item.paid || item.type === 'refund_review' || item.type === 'await_funding');

/** The same for a created job's detail: paid and confirmed, nothing can be paid twice. */
export const jobPaymentUnsettled = (job: Pick<CreatedJob, 'paid' | 'status' | 'fundingStatus'>): boolean =>
  !job.paid &&
  (job.status === 'funding' || job.fundingStatus === 'pending' || job.fundingStatus === 'awaiting_funding');

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

/** An entry's opening words, enough to know it again: "“Midnight Ember, a dark roast…”", or "files only". */
export function entryPreview(text: string | null, max = 60): string {
  const flat = text?.replace(/\s+/g, ' ').trim() ?? '';
  if (!flat) return 'files only';
  return `“${flat.length > max ? `${flat.slice(0, max).trimEnd()}…` : flat}”`;
}
