/**
 * The creator's action queue (spec 2.8, 4.7): what each custom job needs from
 * its creator now, in priority order (lower first). Items describe; they do
 * not reserve funds or approve anything. Sandbox assumption: the item types,
 * reasons and priorities below (the contract names only
 * `submission_window_closed`).
 */
import type { ActionState } from '@/lib/marketplace/creator/terms';
import type { SandboxConfig } from '../config';
import type { EntryStats } from '../jobs/repo';
import type { JobRow } from '../jobs/schema';
import type { JobStatus } from '../jobs/lifecycle';
import { jobUrl } from '../jobs/present';
import { nextActionsOf, selectionOf } from './present';

/** Moderators step in when a creator has not chosen within a day of closing (the live service's rule). */
const MODERATION_HOURS = 24;

interface Draft {
  type: string;
  reason: string;
  state: ActionState;
  priority: number;
  priorityReason: string;
  guidance: string;
  deadline?: { kind: 'payment_initiation'; at: string } | null;
}

const ago = (ms: number) => {
  const minutes = Math.max(1, Math.round(ms / 60_000));
  return minutes < 120 ? `${minutes} minutes` : `${Math.round(minutes / 60)} hours`;
};

function draftOf(job: JobRow, status: JobStatus, stats: EntryStats, now: number): Draft | null {
  if (job.archived || status === 'completed' || status === 'cancelled' || status === 'expired') return null;
  const left = job.winnerCap - stats.winners;
  if (job.refundReview) {
    return {
      type: 'refund_review',
      reason: 'refund_under_review',
      state: 'blocked',
      priority: 50,
      priorityReason: 'A refund is under review; selection is paused until it is settled.',
      guidance: 'Nothing to do until the review ends. Do not pay for this job again.',
    };
  }
  if (status === 'awaiting_payment') {
    return {
      type: 'complete_payment',
      reason: 'payment_required',
      state: 'actionable',
      priority: 20,
      priorityReason: 'The job goes live once it is paid; payment must start before the deadline.',
      guidance:
        'Pay for the job once, before the deadline. If a payment was already sent, read its status instead of paying again.',
      deadline: job.paymentInitiateBefore
        ? { kind: 'payment_initiation', at: job.paymentInitiateBefore.toISOString() }
        : null,
    };
  }
  if (status === 'funding') {
    return {
      type: 'await_funding',
      reason: 'payment_confirming',
      state: 'waiting',
      priority: 60,
      priorityReason: 'A payment is being confirmed; the job opens when it is.',
      guidance: 'Wait for the confirmation. Do not pay again: a second payment would not replace the first.',
    };
  }
  if (job.paused) {
    return {
      type: 'resume_job',
      reason: 'job_paused',
      state: 'blocked',
      priority: 45,
      priorityReason: 'The job is paused and takes no entries.',
      guidance: 'Resume the job on the website to take entries again.',
    };
  }
  if (status === 'review') {
    const closedFor = now - (job.closesAt?.getTime() ?? now);
    return {
      type: 'choose_winners',
      reason: 'submission_window_closed',
      state: 'actionable',
      priority: 10,
      priorityReason: `The entry window closed ${ago(closedFor)} ago and ${stats.entries - stats.winners} entries wait for your choice; moderators step in ${MODERATION_HOURS} hours after closing.`,
      guidance: `Review the entries and choose up to ${left} winners. The choice is final and pays the winners at once.`,
    };
  }
  if (job.selectionType === 'random') {
    return {
      type: 'random_selection',
      reason: 'random_draw_scheduled',
      state: 'waiting',
      priority: 70,
      priorityReason: 'Winners are drawn at random when the entry window closes.',
      guidance: 'Nothing to choose: the draw pays the winners when the window closes.',
    };
  }
  return {
    type: 'collect_entries',
    reason: 'submission_window_open',
    state: 'waiting',
    priority: 40,
    priorityReason:
      stats.entries > 0
        ? `${stats.entries} entries so far; the window is still open.`
        : 'No entries yet; the window is still open.',
    guidance:
      stats.entries > 0
        ? `You can review entries now and choose up to ${left} winners, or wait for the window to close.`
        : 'Wait for entries; this item asks for your review when the window closes.',
  };
}

export function actionItemOf(config: SandboxConfig, job: JobRow, status: JobStatus, stats: EntryStats, now: number) {
  const draft = draftOf(job, status, stats, now);
  if (!draft) return null;
  const { deadline = null, ...rest } = draft;
  return {
    id: `act_${job.id}_${draft.type}`,
    ...rest,
    jobId: job.id,
    customId: job.customId,
    checkoutId: job.checkoutId,
    summary: job.summary,
    createdAt: job.createdAt.toISOString(),
    updatedAt: job.updatedAt.toISOString(),
    kind: job.kind,
    url: jobUrl(config, job),
    status,
    paid: job.paid,
    paused: job.paused,
    doNotPayAgain: job.paid || job.fundingStatus === 'pending' || job.refundReview,
    nextActions: nextActionsOf(config, job, status, stats),
    selection: job.paid ? selectionOf(job, stats) : null,
    selectionClosesAt: job.closesAt?.toISOString() ?? null,
    deadline,
    lastMessage: null,
    guidance: draft.guidance,
  };
}

export type ActionItem = NonNullable<ReturnType<typeof actionItemOf>>;

/** Priority first, then the most pressing deadline, then the oldest job. */
export function byPriority(a: ActionItem, b: ActionItem): number {
  const due = (item: ActionItem) => Date.parse(item.deadline?.at ?? item.selectionClosesAt ?? '9999-12-31T00:00:00Z');
  return (
    a.priority - b.priority || due(a) - due(b) || a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id)
  );
}
