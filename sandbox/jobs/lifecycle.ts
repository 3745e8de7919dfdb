/**
 * The job state machine (spec 3.7; transitions are not shown in the contract,
 * so these are the sandbox's), judged on the sandbox clock. A job's status
 * follows from its facts and the clock:
 *
 *   unpaid ─ payment started ─> funding ─ confirmed ─> open ─ first entry ─> in_progress
 *   open / in_progress ─ closesAt passes ─> review (entries to choose from) or expired (none)
 *   in_progress / review ─ winners chosen (every place, or every entry once closed) ─> completed
 *   unpaid ─ initiation deadline passes ─> expired; any ─ cancelled ─> cancelled
 *
 * Random-selection jobs draw their winners themselves when they close.
 *
 * Like checkouts and swaps, time-driven steps happen lazily: before any job
 * read or write, `advanceJobs` brings the jobs up to the clock. Simulated
 * workers' entries that are due arrive, random-selection jobs that have closed
 * draw their winners, and jobs whose publication time has come are announced
 * (type-8 notifications), so tests move time instead of waiting. The
 * notifications area can call `advanceJobs` too, before it reads announcements.
 */
import { and, eq, isNull, lte } from 'drizzle-orm';
import { PUBLIC_JOB_NOTIFICATION_TYPE } from '@/lib/marketplace/notifications/terms';
import type { SandboxDeps } from '../deps';
import type { SandboxDb } from '../db/types';
import { emitNotification } from '../notifications/bus';
import { newSubmissionId } from './repo';
import { rewardOf } from './present';
import { jobs, jobSubmissions, scheduledEntries, type JobRow } from './schema';
import { drawWinners } from './winners';

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

/** The type-8 announcement of a public agent job. */
function announcementOf(job: JobRow): string {
  const reward = rewardOf(job);
  const pays =
    reward.status === 'advertised'
      ? ` Reward: ${reward.amount} ${reward.assetId === 'USDC_BASE' ? 'USDC' : reward.assetId} on ${reward.network}.`
      : '';
  return `New ${job.mode} job: “${job.summary}”.${pays} Job ID ${job.customId}.`;
}

/** Whether a job is announced to every agent account when it is published. */
const isAnnounced = (job: JobRow): boolean => job.listed && job.paid && !job.communityOnly && !job.archived;

async function arriveDueEntries(db: SandboxDb, now: Date): Promise<void> {
  // Claiming the due rows first means two requests never materialize one entry twice.
  const due = await db
    .update(scheduledEntries)
    .set({ done: true })
    .where(and(eq(scheduledEntries.done, false), lte(scheduledEntries.at, now)))
    .returning();
  for (const entry of due) {
    const [job] = await db.select().from(jobs).where(eq(jobs.id, entry.jobId)).limit(1);
    // A worker arriving after the window closed (or the job ended) does not enter.
    if (!job || job.completedAt || job.cancelledAt || (job.closesAt && job.closesAt.getTime() <= entry.at.getTime()))
      continue;
    await db
      .insert(jobSubmissions)
      .values({
        id: newSubmissionId(),
        jobId: job.id,
        accountId: entry.workerAccountId,
        content: entry.content,
        attachmentUrls: entry.attachmentUrls,
        submittedByAgent: true,
        createdAt: entry.at,
      })
      .onConflictDoNothing();
  }
}

async function drawClosedRandomJobs(db: SandboxDb, now: Date): Promise<void> {
  const closed = await db
    .select()
    .from(jobs)
    .where(
      and(
        eq(jobs.selectionType, 'random'),
        eq(jobs.paid, true),
        isNull(jobs.completedAt),
        isNull(jobs.cancelledAt),
        lte(jobs.closesAt, now),
      ),
    );
  for (const job of closed) await drawWinners(db, job, job.closesAt ?? now);
}

async function announcePublished(deps: SandboxDeps, now: Date): Promise<void> {
  const due = await deps.db
    .update(jobs)
    .set({ announcedAt: now })
    .where(and(isNull(jobs.announcedAt), lte(jobs.publishAt, now)))
    .returning();
  for (const job of due) {
    if (!isAnnounced(job)) continue;
    await emitNotification(deps, {
      accountId: null,
      message: announcementOf(job),
      notificationType: PUBLIC_JOB_NOTIFICATION_TYPE,
      expiresAt: job.closesAt,
    });
  }
}

export async function advanceJobs(deps: SandboxDeps): Promise<void> {
  const now = deps.clock.date();
  await arriveDueEntries(deps.db, now);
  await drawClosedRandomJobs(deps.db, now);
  await announcePublished(deps, now);
}
