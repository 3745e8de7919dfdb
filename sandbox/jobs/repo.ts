/** Reading and writing jobs, entries and reservations. */
import { randomBytes, randomInt } from 'node:crypto';
import { and, count, desc, eq, gt, inArray, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { HistoryFilter } from '@/lib/marketplace/jobs/terms';
import type { AccountRow } from '../account/repo';
import { humanVerificationOf } from '../account/routes';
import type { SandboxDb } from '../db/types';
import type { Caller, Standing } from './eligibility';
import { humanIdentities, jobReservations, jobs, jobSubmissions, type JobRow } from './schema';

const ALPHANUMERIC = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const code = (length: number) => Array.from({ length }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join('');

/** Sandbox assumption: work IDs are 8 letters/digits, custom IDs 10, job secrets 48 hex, submission IDs `sub_` + 20 hex. */
export const newWorkId = () => code(8);
export const newCustomId = () => code(10);
export const newJobSecret = () => randomBytes(24).toString('hex');
export const newSubmissionId = () => `sub_${randomBytes(10).toString('hex')}`;
export const newReservationId = () => `rsv_${randomBytes(10).toString('hex')}`;

export async function jobByCustomId(db: SandboxDb, customId: string): Promise<JobRow | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.customId, customId)).limit(1);
  return row;
}

export async function jobBySecret(db: SandboxDb, secret: string): Promise<JobRow | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.secret, secret)).limit(1);
  return row;
}

/** Visible to workers: listed, paid and published; closed jobs stay readable. */
export const isPublic = (job: JobRow, now: number): boolean =>
  job.listed && job.paid && !job.archived && job.publishAt.getTime() <= now;

/** Jobs on the board: public, allowing agents, and still taking entries. */
function boardCondition(now: Date): SQL {
  return and(
    eq(jobs.listed, true),
    eq(jobs.paid, true),
    eq(jobs.archived, false),
    eq(jobs.communityOnly, false),
    lte(jobs.publishAt, now),
    isNull(jobs.completedAt),
    isNull(jobs.cancelledAt),
    or(isNull(jobs.closesAt), gt(jobs.closesAt, now)),
  )!;
}

/** Newest first; the position is (publishAt, id). */
export async function boardScan(
  db: SandboxDb,
  now: Date,
  after: { at: Date; id: string } | undefined,
  limit: number,
): Promise<JobRow[]> {
  const position = after
    ? or(lt(jobs.publishAt, after.at), and(eq(jobs.publishAt, after.at), lt(jobs.id, after.id)))
    : undefined;
  return db
    .select()
    .from(jobs)
    .where(and(boardCondition(now), position))
    .orderBy(desc(jobs.publishAt), desc(jobs.id))
    .limit(limit);
}

export interface EntryStats {
  entries: number;
  winners: number;
}

export async function entryStats(db: SandboxDb, jobIds: readonly string[]): Promise<Map<string, EntryStats>> {
  if (jobIds.length === 0) return new Map();
  const rows = await db
    .select({
      jobId: jobSubmissions.jobId,
      entries: count(),
      winners: sql<number>`count(*) filter (where ${jobSubmissions.winner})::int`,
    })
    .from(jobSubmissions)
    .where(inArray(jobSubmissions.jobId, [...jobIds]))
    .groupBy(jobSubmissions.jobId);
  return new Map(rows.map((r) => [r.jobId, { entries: r.entries, winners: r.winners }]));
}

export const statsOf = (stats: Map<string, EntryStats>, jobId: string): EntryStats =>
  stats.get(jobId) ?? { entries: 0, winners: 0 };

/** Reservations still holding (pending) or keeping (won, not expired) a place. */
const activeReservation = (now: Date) =>
  or(
    eq(jobReservations.outcome, 'pending'),
    and(eq(jobReservations.outcome, 'won'), gt(jobReservations.expiresAt, now)),
  )!;

/** The verified human behind an account (itself unless linked), or null when it is not verified now. */
async function humanIdOf(db: SandboxDb, account: AccountRow, now: number): Promise<string | null> {
  if (!humanVerificationOf(account, now).verified) return null;
  const [row] = await db
    .select({ humanId: humanIdentities.humanId })
    .from(humanIdentities)
    .where(eq(humanIdentities.accountId, account.id))
    .limit(1);
  return row?.humanId ?? account.id;
}

export interface CallerOnJobs extends Caller {
  humanId: string | null;
}

export async function callerOf(db: SandboxDb, account: AccountRow, now: number): Promise<CallerOnJobs> {
  const humanId = await humanIdOf(db, account, now);
  return { accountId: account.id, isAgent: account.isAgent, humanVerified: humanId !== null, humanId };
}

/** The caller's standing on each job: own entries and reservations, their human's, and the places taken. */
export async function standingsOf(
  db: SandboxDb,
  caller: CallerOnJobs,
  jobList: readonly JobRow[],
  now: Date,
): Promise<Map<string, Standing>> {
  const ids = jobList.map((j) => j.id);
  const result = new Map<string, Standing>(
    ids.map((id) => [id, { entered: false, reserved: false, humanTaken: false, placesTaken: 0 }]),
  );
  if (ids.length === 0) return result;
  const mine = (
    accountColumn: typeof jobSubmissions.accountId | typeof jobReservations.accountId,
    humanColumn: typeof jobSubmissions.humanId | typeof jobReservations.humanId,
  ) =>
    caller.humanId
      ? or(eq(accountColumn, caller.accountId), eq(humanColumn, caller.humanId))
      : eq(accountColumn, caller.accountId);
  const [entries, reservations, taken] = await Promise.all([
    db
      .select({ jobId: jobSubmissions.jobId, accountId: jobSubmissions.accountId })
      .from(jobSubmissions)
      .where(and(inArray(jobSubmissions.jobId, ids), mine(jobSubmissions.accountId, jobSubmissions.humanId))),
    db
      .select({ jobId: jobReservations.jobId, accountId: jobReservations.accountId })
      .from(jobReservations)
      .where(
        and(
          inArray(jobReservations.jobId, ids),
          activeReservation(now),
          mine(jobReservations.accountId, jobReservations.humanId),
        ),
      ),
    placesTaken(db, ids, now),
  ]);
  for (const row of entries) {
    const standing = result.get(row.jobId)!;
    if (row.accountId === caller.accountId) standing.entered = true;
    else standing.humanTaken = true;
  }
  for (const row of reservations) {
    const standing = result.get(row.jobId)!;
    if (row.accountId === caller.accountId) standing.reserved = true;
    else standing.humanTaken = true;
  }
  for (const [jobId, n] of taken) result.get(jobId)!.placesTaken = n;
  return result;
}

/** Saved entries plus places kept by won reservations, per job. */
export async function placesTaken(db: SandboxDb, jobIds: readonly string[], now: Date): Promise<Map<string, number>> {
  if (jobIds.length === 0) return new Map();
  const [entries, held] = await Promise.all([
    db
      .select({ jobId: jobSubmissions.jobId, n: count() })
      .from(jobSubmissions)
      .where(inArray(jobSubmissions.jobId, [...jobIds]))
      .groupBy(jobSubmissions.jobId),
    db
      .select({ jobId: jobReservations.jobId, n: count() })
      .from(jobReservations)
      .where(
        and(
          inArray(jobReservations.jobId, [...jobIds]),
          eq(jobReservations.outcome, 'won'),
          gt(jobReservations.expiresAt, now),
        ),
      )
      .groupBy(jobReservations.jobId),
  ]);
  const totals = new Map<string, number>();
  for (const row of [...entries, ...held]) totals.set(row.jobId, (totals.get(row.jobId) ?? 0) + row.n);
  return totals;
}

// ---- the worker's history ----------------------------------------------------

const historyFilters: Record<HistoryFilter, SQL | undefined> = {
  all: undefined,
  // Custom entries without a reward timestamp on jobs that have not completed.
  open: and(
    eq(jobs.type, 'custom'),
    isNull(jobSubmissions.rewardedAt),
    isNull(jobs.completedAt),
    isNull(jobs.cancelledAt),
  ),
  winners: eq(jobSubmissions.winner, true),
  rewarded: isNotNull(jobSubmissions.rewardedAt),
};

export async function historyCounts(db: SandboxDb, accountId: string): Promise<Record<HistoryFilter, number>> {
  const filtered = (filter: HistoryFilter) => sql<number>`count(*) filter (where ${historyFilters[filter]})::int`;
  const [row] = await db
    .select({ all: count(), open: filtered('open'), winners: filtered('winners'), rewarded: filtered('rewarded') })
    .from(jobSubmissions)
    .innerJoin(jobs, eq(jobSubmissions.jobId, jobs.id))
    .where(eq(jobSubmissions.accountId, accountId));
  return { all: row?.all ?? 0, open: row?.open ?? 0, winners: row?.winners ?? 0, rewarded: row?.rewarded ?? 0 };
}

export async function historyPage(
  db: SandboxDb,
  accountId: string,
  filter: HistoryFilter,
  offset: number,
  limit: number,
) {
  return db
    .select({ submission: jobSubmissions, job: jobs })
    .from(jobSubmissions)
    .innerJoin(jobs, eq(jobSubmissions.jobId, jobs.id))
    .where(and(eq(jobSubmissions.accountId, accountId), historyFilters[filter]))
    .orderBy(desc(jobSubmissions.createdAt), desc(jobSubmissions.id))
    .limit(limit)
    .offset(offset);
}

// ---- a job's entries, for its creator ----------------------------------------

export async function entriesOf(db: SandboxDb, jobId: string, offset: number, limit: number) {
  return db
    .select()
    .from(jobSubmissions)
    .where(eq(jobSubmissions.jobId, jobId))
    .orderBy(jobSubmissions.createdAt, jobSubmissions.id)
    .limit(limit)
    .offset(offset);
}
