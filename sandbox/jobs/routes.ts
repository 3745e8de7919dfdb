/**
 * The worker's routes (spec 4.6): the job board (all open jobs, and those
 * available to the caller), a job's detail, entering a job, and the history
 * of one's entries.
 */
import { jobRoutes } from '@/lib/marketplace/jobs/contract';
import { JOB_LIMITS, type JobView } from '@/lib/marketplace/jobs/terms';
import { toQueryString } from '@/lib/marketplace/query-string';
import { humanVerificationOf } from '../account/routes';
import { accountOf, defineHandler, type Handlers, type SandboxContext } from '../deps';
import { fail, json } from '../http/errors';
import { advanceJobs, statusOf } from './lifecycle';
import { decodeCursor, encodeCursor } from './cursor';
import { isAvailableTo } from './eligibility';
import { creatorsOf, presentDetail, presentHistoryRow, presentListing } from './present';
import {
  boardScan,
  callerOf,
  entryStats,
  historyCounts,
  historyPage,
  isPublic,
  jobByCustomId,
  standingsOf,
  statsOf,
} from './repo';
import type { JobRow } from './schema';
import { submitEntry } from './submit';

const noStore = { 'cache-control': 'private, no-store' };

// ---- the board -------------------------------------------------------------

function positionOf(cursor: string | undefined): { at: Date; id: string } | undefined {
  if (cursor === undefined) return undefined;
  const { t, i } = decodeCursor(cursor, { t: 'time', i: 'string' }, 'AGENT_UNEXPECTED_INPUT');
  return { at: new Date(t), id: String(i) };
}

const cursorOf = (job: JobRow) => encodeCursor({ t: job.publishAt.getTime(), i: job.id });

async function board(
  ctx: SandboxContext & { query: { limit?: number; cursor?: string }; info: { url: URL } },
  view: JobView,
): Promise<Response> {
  const { deps, query } = ctx;
  const account = accountOf(ctx);
  await advanceJobs(deps);
  const now = deps.clock.now();
  const nowDate = new Date(now);
  const limit = query.limit ?? JOB_LIMITS.listLimitDefault;
  // A page looks at `limit` jobs of the board; `available` keeps those the caller could enter, so it can be empty with more to come.
  const rows = await boardScan(deps.db, nowDate, positionOf(query.cursor), limit + 1);
  const scanned = rows.slice(0, limit);
  const hasMore = rows.length > limit;
  const [caller, stats, creators] = await Promise.all([
    callerOf(deps.db, account, now),
    entryStats(
      deps.db,
      scanned.map((j) => j.id),
    ),
    creatorsOf(deps.db, scanned),
  ]);
  const standings = await standingsOf(deps.db, caller, scanned, nowDate);

  let unlockable = 0;
  const listed = scanned.flatMap((job) => {
    const status = statusOf(job, statsOf(stats, job.id).entries, now);
    const standing = standings.get(job.id)!;
    const available = isAvailableTo(job, status, caller, standing);
    // Jobs that proof of human alone would open to this caller.
    if (!available && !caller.humanVerified && isAvailableTo(job, status, { ...caller, humanVerified: true }, standing))
      unlockable += 1;
    if (view === 'available' && !available) return [];
    return [presentListing(deps.config, job, creators, { available, humanVerified: caller.humanVerified })];
  });

  const humanVerification = humanVerificationOf(account, now);
  const nextCursor = hasMore ? cursorOf(scanned[scanned.length - 1]!) : null;
  const body: Record<string, unknown> = {
    ok: true,
    jobs: listed,
    view,
    limit,
    returnedCount: listed.length,
    scannedCount: scanned.length,
    hasMore,
    nextCursor,
    nextUrl: nextCursor
      ? `${deps.config.publicUrl}${ctx.info.url.pathname}${toQueryString({ limit, cursor: nextCursor })}`
      : null,
    humanVerification,
    generatedAt: nowDate.toISOString(),
    cacheExpiresAt: new Date(now + JOB_LIMITS.listWindowSeconds * 1000).toISOString(),
  };
  // Spec 4.6: offered to agents only, unverified or expired.
  if (view === 'available' && caller.isAgent && !humanVerification.verified) {
    body.proofOfHumanOpportunity = {
      additionalJobs: unlockable,
      scope: 'page',
      message:
        unlockable > 0
          ? `Proof of human would make ${unlockable} more job${unlockable === 1 ? '' : 's'} on this page available to you.`
          : 'Some jobs need a verified human owner; proof of human makes them available.',
      nextAction: { method: 'POST', url: `${deps.config.publicUrl}/proofofhuman`, body: {} },
    };
  }
  return json(body, 200, noStore);
}

const list = defineHandler(jobRoutes.list, (ctx) => board(ctx, 'all'));
const available = defineHandler(jobRoutes.available, (ctx) => board(ctx, 'available'));

// ---- one job ---------------------------------------------------------------

async function publicJob(ctx: SandboxContext, customId: string): Promise<JobRow> {
  const job = await jobByCustomId(ctx.deps.db, customId);
  if (!job || !isPublic(job, ctx.deps.clock.now()))
    throw fail(404, 'AGENT_JOB_NOT_FOUND', 'No public job has this ID.');
  return job;
}

const detail = defineHandler(jobRoutes.detail, async (ctx) => {
  const { deps, params } = ctx;
  const account = accountOf(ctx);
  await advanceJobs(deps);
  const job = await publicJob(ctx, params.customId);
  const now = deps.clock.now();
  const caller = await callerOf(deps.db, account, now);
  const [stats, creators, standings] = await Promise.all([
    entryStats(deps.db, [job.id]),
    creatorsOf(deps.db, [job]),
    standingsOf(deps.db, caller, [job], new Date(now)),
  ]);
  const status = statusOf(job, statsOf(stats, job.id).entries, now);
  const viewer = {
    available: isAvailableTo(job, status, caller, standings.get(job.id)!),
    humanVerified: caller.humanVerified,
  };
  return json(
    {
      ok: true,
      job: presentDetail(deps.config, job, creators, viewer),
      humanVerification: humanVerificationOf(account, now),
      generatedAt: new Date(now).toISOString(),
      cacheExpiresAt: new Date(now + JOB_LIMITS.detailWindowSeconds * 1000).toISOString(),
    },
    200,
    noStore,
  );
});

const submit = defineHandler(jobRoutes.submit, async (ctx) => {
  const { deps, params, body } = ctx;
  const account = accountOf(ctx);
  await advanceJobs(deps);
  const job = await publicJob(ctx, params.customId);
  return submitEntry({ deps, account, spendWindow: () => ctx.spendWindow(`account:${account.id}`) }, job, body);
});

// ---- the worker's history --------------------------------------------------

const history = defineHandler(jobRoutes.history, async (ctx) => {
  const { deps, query } = ctx;
  const account = accountOf(ctx);
  await advanceJobs(deps);
  const now = deps.clock.now();
  const filter = query.filter ?? 'all';
  const counts = await historyCounts(deps.db, account.id);
  const pageSize = JOB_LIMITS.historyPageSize;
  const totalCount = counts[filter];
  const totalPages = Math.max(1, Math.ceil(totalCount / pageSize));
  // Pages past the end are clamped to the last one.
  const page = Math.min(query.page ?? 1, totalPages);
  const rows = await historyPage(deps.db, account.id, filter, (page - 1) * pageSize, pageSize);
  const stats = await entryStats(
    deps.db,
    rows.map((r) => r.job.id),
  );
  const hasMore = page < totalPages;
  const nextPage = hasMore ? page + 1 : null;
  return json(
    {
      ok: true,
      accountId: account.id,
      submissions: rows.map(({ job, submission }) => {
        const jobStats = statsOf(stats, job.id);
        return presentHistoryRow(deps.config, job, statusOf(job, jobStats.entries, now), jobStats.winners, submission);
      }),
      page,
      pageSize,
      filter,
      totalCount,
      totalPages,
      summary: counts,
      hasMore,
      nextPage,
      nextUrl: nextPage
        ? `${deps.config.publicUrl}${ctx.info.url.pathname}${toQueryString({ page: nextPage, filter: query.filter })}`
        : null,
    },
    200,
    noStore,
  );
});

export const jobHandlers: Handlers = [list, available, detail, submit, history];
