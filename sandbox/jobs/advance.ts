/**
 * Bringing the jobs up to the sandbox clock before any job read or write:
 * simulated workers' entries that are due arrive, random-selection jobs that
 * have closed draw their winners, and jobs whose publication time has come
 * are announced (type-8 notifications). Everything is judged on the
 * injectable clock, so tests move time instead of waiting. The notifications
 * area can call `advanceJobs` too, before it reads announcements.
 */
import { and, eq, isNull, lte } from 'drizzle-orm';
import { PUBLIC_JOB_NOTIFICATION_TYPE } from '@/lib/marketplace/notifications/contract';
import type { SandboxDeps } from '../deps';
import type { SandboxDb } from '../db/types';
import { emitNotification } from '../notifications/bus';
import { newSubmissionId } from './repo';
import { rewardOf } from './present';
import { jobs, jobSubmissions, scheduledEntries, type JobRow } from './schema';
import { drawWinners } from './winners';

/** The type-8 announcement of a public agent job. */
export function announcementOf(job: JobRow): string {
  const reward = rewardOf(job);
  const pays =
    reward.status === 'advertised'
      ? ` Reward: ${reward.amount} ${reward.assetId === 'USDC_BASE' ? 'USDC' : reward.assetId} on ${reward.network}.`
      : '';
  return `New ${job.mode} job: “${job.summary}”.${pays} Job ID ${job.customId}.`;
}

/** Whether a job is announced to every agent account when it is published. */
export const isAnnounced = (job: JobRow): boolean => job.listed && job.paid && !job.communityOnly && !job.archived;

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
