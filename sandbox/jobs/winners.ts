/**
 * Marking winners, by the creator (choose-winners, spec 4.8) or by the draw of
 * a random-selection job: winners are credited their share of the reward at
 * once (when the reward is known), and the job completes when its last winner
 * place is filled, or once closed when no entry is left to choose.
 */
import { createHash } from 'node:crypto';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { fromAtomic, normalize, toAtomic } from '@/lib/money';
import { ledgerEntries } from '../db/schema';
import type { SandboxDb } from '../db/types';
import { fail } from '../http/errors';
import { decimalsOf } from './present';
import { jobs, jobSubmissions, type JobRow } from './schema';

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

export interface Chosen {
  /** Entries newly marked now (already chosen ones do not count again). */
  updated: number;
  winnersNow: number;
  cap: number;
}

async function winnerCount(db: SandboxDb, jobId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(jobSubmissions)
    .where(and(eq(jobSubmissions.jobId, jobId), eq(jobSubmissions.winner, true)));
  return row?.n ?? 0;
}

/** Mark entries of the job as winners, all or none: every ID must be an entry of this job, within the places left. */
export async function markWinners(
  db: SandboxDb,
  job: JobRow,
  submissionIds: readonly string[],
  now: Date,
): Promise<Chosen> {
  return db.transaction(async (tx) => {
    // One selection at a time per job: the row lock orders concurrent choices, and the row is read fresh.
    const [locked] = await tx
      .select({ completedAt: jobs.completedAt })
      .from(jobs)
      .where(eq(jobs.id, job.id))
      .for('update');
    const entries = await tx
      .select()
      .from(jobSubmissions)
      .where(and(eq(jobSubmissions.jobId, job.id), inArray(jobSubmissions.id, [...submissionIds])));
    if (entries.length !== submissionIds.length) {
      const known = new Set(entries.map((e) => e.id));
      const unknown = submissionIds.filter((id) => !known.has(id));
      throw fail(
        400,
        'AGENT_JOB_INPUT_INVALID',
        `Not entries of this job: ${unknown.slice(0, 5).join(', ')}. Use full submission IDs from the entries view.`,
      );
    }
    const before = await winnerCount(tx, job.id);
    const fresh = entries.filter((e) => !e.winner);
    if (fresh.length > 0 && locked?.completedAt)
      throw fail(409, 'AGENT_JOB_CLOSED', 'Selection for this job has ended; its winners are final.');
    if (before + fresh.length > job.winnerCap) {
      throw fail(
        409,
        'AGENT_WINNER_CAP_EXCEEDED',
        `Only ${job.winnerCap - before} of ${job.winnerCap} winner places are left; choose at most that many new winners.`,
      );
    }
    const share = job.rewardAssetId ? perWinnerReward(job, decimalsOf(job.rewardAssetId)) : null;
    for (const entry of fresh) {
      await tx
        .update(jobSubmissions)
        .set({
          winner: true,
          winnerAt: now,
          ...(share !== null ? { rewardAmount: share, rewardAssetId: job.rewardAssetId, rewardedAt: now } : {}),
        })
        .where(eq(jobSubmissions.id, entry.id));
      if (share !== null && job.rewardAssetId) {
        await tx.insert(ledgerEntries).values({
          accountId: entry.accountId,
          asset: job.rewardAssetId,
          amount: share,
          kind: 'job_reward',
          ref: entry.id,
          createdAt: now,
        });
      }
    }
    const winnersNow = before + fresh.length;
    const [all] = await tx.select({ n: count() }).from(jobSubmissions).where(eq(jobSubmissions.jobId, job.id));
    const closed = job.closesAt !== null && job.closesAt.getTime() <= now.getTime();
    if (fresh.length > 0 && selectionEnds(winnersNow, job.winnerCap, all?.n ?? 0, closed)) {
      await tx.update(jobs).set({ completedAt: now, updatedAt: now }).where(eq(jobs.id, job.id));
    }
    return { updated: fresh.length, winnersNow, cap: job.winnerCap };
  });
}

/** A random-selection job's draw when it closes: up to `winnerCap` entries in an order nobody can steer. */
export async function drawWinners(db: SandboxDb, job: JobRow, now: Date): Promise<void> {
  const entries = await db
    .select({ id: jobSubmissions.id })
    .from(jobSubmissions)
    .where(eq(jobSubmissions.jobId, job.id))
    .orderBy(asc(jobSubmissions.id));
  if (entries.length === 0) return;
  const drawn = entries
    .map((e) => ({ id: e.id, key: createHash('sha256').update(`${job.id}:${e.id}`).digest('hex') }))
    .sort((a, b) => a.key.localeCompare(b.key))
    .slice(0, job.winnerCap)
    .map((e) => e.id);
  await markWinners(db, job, drawn, now);
  // Fewer entries than places: the draw still ends the selection.
  await db.update(jobs).set({ completedAt: now, updatedAt: now }).where(eq(jobs.id, job.id));
}
