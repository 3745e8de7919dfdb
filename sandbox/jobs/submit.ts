/**
 * Entering a job (spec 3.4, 4.6): 201 for a saved entry, 200 `replayed:true`
 * for the identical repeat of one, and on jobs with limited places 202
 * `reservation_pending` while the place is raffled; the identical retry after
 * the raffle saves the entry (or says the job is full, or that the won place
 * was not claimed in time). One entry per account per job, and per verified
 * human on human-verified jobs. Changed input is a conflict, never an edit.
 */
import { createHash } from 'node:crypto';
import { and, eq, lte } from 'drizzle-orm';
import { canonicalEntry, type SubmissionBody } from '@/lib/marketplace/jobs/contract';
import { canonicalJson } from '@/lib/marketplace/siwx';
import type { AccountRow } from '../account/repo';
import type { SandboxDeps } from '../deps';
import type { SandboxDb } from '../db/types';
import { fail, json } from '../http/errors';
import { mediaUrl, ownedReadyMedia } from '../media/repo';
import { refusalOf } from './eligibility';
import { callerOf, entryStats, newReservationId, newSubmissionId, placesTaken, standingsOf, statsOf } from './repo';
import { nextStepsOf, presentReceipt, jobUrl } from './present';
import { jobReservations, jobSubmissions, type JobRow, type ReservationRow, type SubmissionRow } from './schema';
import { statusOf, takesEntries } from './lifecycle';

/** Sandbox assumption: a raffle runs 15 s; a won place is kept 10 minutes for the identical retry. */
export const RAFFLE_SECONDS = 15;
const WON_PLACE_HOLD_SECONDS = 600;

/** Image evidence for image-required jobs (spec 4.6). */
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

const noStore = { 'cache-control': 'no-store' };

export interface SubmitContext {
  deps: SandboxDeps;
  account: AccountRow;
  /** Spend the 30 s window of new attempts; throws its 429. */
  spendWindow: () => void;
}

const hashOf = (entry: ReturnType<typeof canonicalEntry>) =>
  createHash('sha256').update(canonicalJson(entry)).digest('hex');

function saved(deps: SandboxDeps, job: JobRow, entry: SubmissionRow, replayed: boolean): Response {
  return json(
    {
      ok: true,
      submitted: true,
      replayed,
      submission: presentReceipt(job, entry),
      nextSteps: nextStepsOf(deps.config, job),
      jobUrl: jobUrl(deps.config, job),
    },
    replayed ? 200 : 201,
    noStore,
  );
}

function pending(reservation: ReservationRow, now: number): Response {
  const retryAfterSeconds = Math.max(1, Math.ceil((reservation.raffleEndsAt.getTime() - now) / 1000));
  return json(
    {
      ok: true,
      submitted: false,
      status: 'reservation_pending',
      retryAfterSeconds,
      raffleEndsAt: reservation.raffleEndsAt.toISOString(),
    },
    202,
    {
      ...noStore,
      'retry-after': String(retryAfterSeconds),
    },
  );
}

const changed = () =>
  fail(
    409,
    'AGENT_SUBMISSION_CHANGED',
    'This account already sent a different entry for this job. An entry cannot be edited: repeat the original request exactly, or leave it.',
  );

/** The attachments as owned, ready portfolio media; image-required jobs need at least one image. */
async function attachmentsOf(
  deps: SandboxDeps,
  account: AccountRow,
  job: JobRow,
  ids: readonly string[],
): Promise<string[]> {
  const media = await ownedReadyMedia(deps.db, account.id, ids, 'portfolio');
  if (media.length !== ids.length) {
    throw fail(
      400,
      'AGENT_SUBMISSION_MEDIA_INVALID',
      'Every attachment must be one of your own uploads, ready, uploaded with purpose "portfolio".',
    );
  }
  if (job.imageRequired && !media.some((m) => IMAGE_TYPES.has(m.contentType))) {
    throw fail(
      400,
      'AGENT_SUBMISSION_IMAGE_REQUIRED',
      'This job needs image evidence: attach at least one PNG, JPEG, GIF or WebP upload.',
    );
  }
  return media.map((m) => mediaUrl(deps.config.publicUrl, m));
}

async function entryOf(db: SandboxDb, jobId: string, accountId: string): Promise<SubmissionRow | undefined> {
  const [row] = await db
    .select()
    .from(jobSubmissions)
    .where(and(eq(jobSubmissions.jobId, jobId), eq(jobSubmissions.accountId, accountId)))
    .limit(1);
  return row;
}

async function reservationOf(db: SandboxDb, jobId: string, accountId: string): Promise<ReservationRow | undefined> {
  const [row] = await db
    .select()
    .from(jobReservations)
    .where(and(eq(jobReservations.jobId, jobId), eq(jobReservations.accountId, accountId)))
    .limit(1);
  return row;
}

/**
 * Settle the raffles that have ended on a job: the free places go to pending
 * reservations in an order nobody can steer (a hash of their IDs); the rest lose.
 */
async function settleRaffles(db: SandboxDb, job: JobRow, now: Date): Promise<void> {
  if (job.maxEntries === null) return;
  await db.transaction(async (tx) => {
    const ended = await tx
      .select()
      .from(jobReservations)
      .where(
        and(
          eq(jobReservations.jobId, job.id),
          eq(jobReservations.outcome, 'pending'),
          lte(jobReservations.raffleEndsAt, now),
        ),
      )
      .for('update');
    if (ended.length === 0) return;
    let free = job.maxEntries! - ((await placesTaken(tx, [job.id], now)).get(job.id) ?? 0);
    const order = ended
      .map((r) => ({ r, key: createHash('sha256').update(r.id).digest('hex') }))
      .sort((a, b) => a.key.localeCompare(b.key));
    for (const { r } of order) {
      const won = free > 0;
      if (won) free -= 1;
      await tx
        .update(jobReservations)
        .set({
          outcome: won ? 'won' : 'lost',
          expiresAt: new Date(r.raffleEndsAt.getTime() + WON_PLACE_HOLD_SECONDS * 1000),
        })
        .where(eq(jobReservations.id, r.id));
    }
  });
}

/** Save an entry; a concurrent identical one answers as a replay, anything else as the conflict it is. */
async function insertEntry(
  ctx: SubmitContext,
  job: JobRow,
  values: typeof jobSubmissions.$inferInsert,
  requestHash: string,
): Promise<Response> {
  const { deps, account } = ctx;
  const [row] = await deps.db.insert(jobSubmissions).values(values).onConflictDoNothing().returning();
  if (row) return saved(deps, job, row, false);
  const existing = await entryOf(deps.db, job.id, account.id);
  if (existing) {
    if (existing.requestHash === requestHash) return saved(deps, job, existing, true);
    throw changed();
  }
  throw fail(
    409,
    'AGENT_JOB_HUMAN_ALREADY_PARTICIPATED',
    'The verified human behind this account has already entered this job with another account.',
  );
}

export async function submitEntry(ctx: SubmitContext, job: JobRow, body: SubmissionBody): Promise<Response> {
  const { deps, account } = ctx;
  const now = deps.clock.now();
  const nowDate = new Date(now);
  const entry = canonicalEntry(body);
  const requestHash = hashOf(entry);

  // An entry exists: the identical repeat answers it again; anything else is refused.
  const existing = await entryOf(deps.db, job.id, account.id);
  if (existing) {
    if (existing.requestHash === requestHash) return saved(deps, job, existing, true);
    if (existing.requestHash === null)
      throw fail(409, 'AGENT_SUBMISSION_EXISTS', 'This account has already entered this job (one entry per account).');
    throw changed();
  }

  const caller = await callerOf(deps.db, account, now);
  const status = statusOf(job, statsOf(await entryStats(deps.db, [job.id]), job.id).entries, now);
  const values = (attachmentUrls: string[]): typeof jobSubmissions.$inferInsert => ({
    id: newSubmissionId(),
    jobId: job.id,
    accountId: account.id,
    humanId: job.requiresHumanVerification ? caller.humanId : null,
    content: entry.content,
    attachmentMediaIds: entry.attachmentMediaIds,
    attachmentUrls,
    requestHash,
    submittedByAgent: account.isAgent,
    createdAt: nowDate,
  });

  // A reservation holding a place (its draw pending, or won and not let go): this is its retry, never a new attempt.
  let reservation = await reservationOf(deps.db, job.id, account.id);
  if (reservation) {
    if (reservation.outcome === 'pending' && reservation.raffleEndsAt.getTime() > now) {
      if (reservation.requestHash !== requestHash) throw changed();
      return pending(reservation, now);
    }
    await settleRaffles(deps.db, job, nowDate);
    reservation = (await reservationOf(deps.db, job.id, account.id))!;
    const spent = reservation.outcome === 'lost' || reservation.expiresAt.getTime() <= now;
    if (spent) {
      // Sandbox assumption: a draw lost or a place let go holds nothing. Its retry hears why once; any attempt after
      // that (a changed entry at once) is a new one, under the rules below.
      await deps.db.delete(jobReservations).where(eq(jobReservations.id, reservation.id));
      if (reservation.requestHash === requestHash && reservation.outcome === 'lost')
        throw fail(
          409,
          'AGENT_JOB_FULL',
          'The raffle for the last places has ended and this attempt did not get one: every place is taken.',
        );
      if (reservation.requestHash === requestHash)
        throw fail(
          409,
          'AGENT_JOB_RESERVATION_EXPIRED',
          'The place won in the raffle was not claimed in time and has been released. A new attempt enters a new raffle.',
        );
    } else {
      if (reservation.requestHash !== requestHash) throw changed();
      if (!takesEntries(status)) throw fail(409, 'AGENT_JOB_CLOSED', 'This job no longer takes entries.');
      const attachmentUrls = await attachmentsOf(deps, account, job, entry.attachmentMediaIds);
      await deps.db.delete(jobReservations).where(eq(jobReservations.id, reservation.id));
      return insertEntry(ctx, job, values(attachmentUrls), requestHash);
    }
  }

  // A new attempt: the rules, the attachments, then the 30 s window (refusals do not spend it).
  await settleRaffles(deps.db, job, nowDate);
  const standing = (await standingsOf(deps.db, caller, [job], nowDate)).get(job.id)!;
  const refusal = refusalOf(job, status, caller, standing);
  if (refusal) throw refusal;
  const attachmentUrls = await attachmentsOf(deps, account, job, entry.attachmentMediaIds);
  ctx.spendWindow();

  if (job.maxEntries === null) return insertEntry(ctx, job, values(attachmentUrls), requestHash);

  const [created] = await deps.db
    .insert(jobReservations)
    .values({
      id: newReservationId(),
      jobId: job.id,
      accountId: account.id,
      humanId: job.requiresHumanVerification ? caller.humanId : null,
      requestHash,
      outcome: 'pending',
      raffleEndsAt: new Date(now + RAFFLE_SECONDS * 1000),
      expiresAt: new Date(now + (RAFFLE_SECONDS + WON_PLACE_HOLD_SECONDS) * 1000),
      createdAt: nowDate,
    })
    .onConflictDoNothing()
    .returning();
  // Two identical first attempts at once: the second is the retry of the first.
  const held = created ?? (await reservationOf(deps.db, job.id, account.id));
  if (!held || held.requestHash !== requestHash) throw changed();
  return pending(held, now);
}
