/**
 * The creator's pages in plain words: a created job's facts as badges, the
 * action queue's next step for each job, how many winners can still be chosen,
 * and an entry's opening words.
 */
import type { Route } from 'next';
import type { Tone } from '@/components/ui/badge';
import type { ActionItem, CreatedJob } from '@/lib/marketplace/creator/contract';
import { CREATED_STATUS_LABELS, JOB_KIND_LABELS } from '@/lib/marketplace/creator/terms';
import { titleOf } from '@/components/jobs/words';
import { MarketplaceError } from '@/lib/marketplace/errors';
import { labelOf } from '@/lib/marketplace/jobs/terms';
import type { StepTime } from './step-time-words';

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

/**
 * A store order or a hire has a seller doing the work, not entries or winners: its states in an order's words (in
 * review, the seller delivered and the work waits for approval).
 */
const ORDER_STATUS_LABELS: Record<string, string> = {
  open: 'Placed',
  in_progress: 'In progress',
  review: 'Delivered, waiting for your approval',
};

const statusLabelOf = (job: Pick<CreatedJob, 'kind' | 'status'>): string =>
  (ORDER_KINDS[job.kind] && ORDER_STATUS_LABELS[job.status]) || labelOf(CREATED_STATUS_LABELS, job.status);

/** Kind, status, payment, pause, archive and work status, each a badge in words. */
export function createdJobBadges(
  job: Pick<CreatedJob, 'kind' | 'status' | 'paid' | 'paused' | 'archived' | 'fundingStatus' | 'workStatus'>,
): JobBadge[] {
  const badges: JobBadge[] = [
    { label: labelOf(JOB_KIND_LABELS, job.kind), tone: 'brand' },
    { label: statusLabelOf(job), tone: STATUS_TONES[job.status] ?? 'neutral' },
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

/** What an action card says: the one next step, and at most one moment it hangs on. */
export interface ActionStep {
  step: string;
  time: StepTime | null;
}

/**
 * The next step of an action item in our own words (the marketplace's guidance
 * is free text, kept only for a type we do not know).
 */
export function actionStep(item: ActionItem): ActionStep {
  const left = item.selection?.remainingPositions;
  const more = (item.selection?.selectedCount ?? 0) > 0;
  const toChoose = left == null || left < 1 ? 'the winners' : winnersToChoose(left, more);
  const entries: StepTime | null = item.selectionClosesAt ? { kind: 'entries', at: item.selectionClosesAt } : null;
  const payBy: StepTime | null = item.deadline?.at ? { kind: 'pay_by', at: item.deadline.at } : null;
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

/** The purchases' kind of a created job that is a store order or a hire. */
const ORDER_KINDS: Record<string, 'store' | 'hire'> = { store: 'store', direct_hire: 'hire' };

/** A store order's or a hire's page, where it is followed, approved and reviewed; undefined for other jobs. */
export function orderHrefOf({ kind, checkoutId }: Pick<CreatedJob, 'kind' | 'checkoutId'>): Route | undefined {
  const family = ORDER_KINDS[kind];
  return family && checkoutId ? (`/purchases/${encodeURIComponent(checkoutId)}?kind=${family}` as Route) : undefined;
}

/** Where an unpaid job is paid (its payment requirements are read there, and a payment in doubt holds it). */
export const payJobHref = (jobId: string) => `/launch/pay?job=${encodeURIComponent(jobId)}` as Route;

/** The same for a created job's detail: paid and confirmed, nothing can be paid twice. */
export const jobPaymentUnsettled = (job: Pick<CreatedJob, 'paid' | 'status' | 'fundingStatus'>): boolean =>
  !job.paid &&
  (job.status === 'funding' || job.fundingStatus === 'pending' || job.fundingStatus === 'awaiting_funding');

/** An entry's opening words, enough to know it again: "“Midnight Ember, a dark roast…”", or "files only". */
export function entryPreview(text: string | null, max = 60): string {
  const flat = text?.replace(/\s+/g, ' ').trim() ?? '';
  if (!flat) return 'files only';
  return `“${flat.length > max ? `${flat.slice(0, max).trimEnd()}…` : flat}”`;
}

/** A created job's tab title: its own words, or "Your job" when it has none. */
export const jobTabTitle = (job: Pick<CreatedJob, 'summary'>): string => titleOf(job.summary) || 'Your job';

/** Refusals of a choice of winners whose general words speak to a worker entering a job: said to the creator. */
const CHOICE_REFUSALS: Record<string, string> = {
  AGENT_JOB_CLOSED: 'Selection for this job has ended: its winners are final, and no more can be chosen.',
  AGENT_JOB_NOT_FOUND: 'This job could not be found by its secret. Open it again from your jobs.',
};

/** A refused choice of winners, in the creator's words where the general ones are a worker's. */
export const choiceRefusal = (error: unknown): unknown =>
  error instanceof MarketplaceError && CHOICE_REFUSALS[error.code] ? new Error(CHOICE_REFUSALS[error.code]) : error;
