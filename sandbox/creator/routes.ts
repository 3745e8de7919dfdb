/**
 * The creator's routes (spec 4.7, 4.8): the work they created with its status
 * filter, one job's detail, the action queue, and the legacy secret-based
 * routes: the entries view (`action=view`) and choose-winners.
 */
import { count, eq } from 'drizzle-orm';
import { creatorRoutes } from '@/lib/marketplace/creator/contract';
import { CREATED_STATUS_FILTERS, CREATOR_LIMITS, submissionIdsOf } from '@/lib/marketplace/creator/terms';
import { toQueryString } from '@/lib/marketplace/query-string';
import type { AccountRow } from '../account/repo';
import { checkouts, orders } from '../db/schema';
import { accountOf, defineHandler, type Handlers, type SandboxContext, type SandboxDeps } from '../deps';
import { fail, json } from '../http/errors';
import { advanceJobs, statusOf } from '../jobs/lifecycle';
import { decodeCursor, encodeCursor } from '../jobs/cursor';
import { entriesOf, entryStats, jobBySecret, statsOf } from '../jobs/repo';
import { jobs, jobSubmissions, type JobRow } from '../jobs/schema';
import { markWinners } from '../jobs/winners';
import {
  presentBoughtOrder,
  presentCreatedJob,
  presentCreatedJobDetail,
  orderStatusOf,
  type BoughtOrder,
} from './present';
import { actionItemOf, byPriority } from './queue';

const noStore = { 'cache-control': 'private, no-store' };

/** Sandbox assumption: one creator's work is small enough to order and filter in memory, with one status rule for all. */
async function createdWork(ctx: SandboxContext, account: AccountRow) {
  const { deps } = ctx;
  const now = deps.clock.now();
  const [own, bought] = await Promise.all([
    deps.db.select().from(jobs).where(eq(jobs.creatorAccountId, account.id)),
    deps.db
      .select({
        jobId: orders.jobId,
        customId: orders.customId,
        checkoutId: orders.checkoutId,
        family: checkouts.family,
        productName: checkouts.productName,
        network: orders.network,
        status: orders.status,
        workStatus: orders.workStatus,
        fundingStatus: orders.fundingStatus,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .innerJoin(checkouts, eq(orders.checkoutId, checkouts.id))
      .where(eq(orders.buyerAccountId, account.id)),
  ]);
  const stats = await entryStats(
    deps.db,
    own.map((j) => j.id),
  );
  return [
    ...own.map((job) => {
      const jobStats = statsOf(stats, job.id);
      const status = statusOf(job, jobStats.entries, now);
      return { id: job.id, createdAt: job.createdAt.getTime(), status, job, stats: jobStats, order: undefined };
    }),
    ...bought.map((order: BoughtOrder) => ({
      id: order.jobId,
      createdAt: order.createdAt.getTime(),
      status: orderStatusOf(order),
      job: undefined,
      stats: undefined,
      order,
    })),
  ].sort((a, b) => b.createdAt - a.createdAt || b.id.localeCompare(a.id));
}

const created = defineHandler(creatorRoutes.created, async (ctx) => {
  const { deps, query } = ctx;
  const account = accountOf(ctx);
  await advanceJobs(deps);
  const status = query.status ?? 'all';
  const limit = query.limit ?? CREATOR_LIMITS.limitDefault;
  const after = query.cursor
    ? decodeCursor(query.cursor, { t: 'number', i: 'string' }, 'AGENT_WORK_OVERVIEW_INPUT_INVALID')
    : undefined;
  const work = (await createdWork(ctx, account)).filter(
    (w) =>
      (status === 'all' || w.status === status) &&
      (!after || w.createdAt < Number(after.t) || (w.createdAt === Number(after.t) && w.id < String(after.i))),
  );
  const page = work.slice(0, limit);
  const hasMore = work.length > limit;
  const last = page[page.length - 1];
  const nextCursor = hasMore && last ? encodeCursor({ t: last.createdAt, i: last.id }) : null;
  return json(
    {
      ok: true,
      jobs: page.map((w) =>
        w.job ? presentCreatedJob(deps.config, w.job, w.status, w.stats!) : presentBoughtOrder(deps.config, w.order!),
      ),
      status,
      limit,
      availableStatuses: CREATED_STATUS_FILTERS,
      hasMore,
      nextCursor,
      nextUrl: nextCursor
        ? `${deps.config.publicUrl}${ctx.info.url.pathname}${toQueryString({ status: query.status, limit, cursor: nextCursor })}`
        : null,
      authentication: {
        method: ctx.info.request.headers.has('x-api-key') ? 'api_key' : 'siwx',
        accepted: ['api_key', 'siwx'],
      },
    },
    200,
    noStore,
  );
});

const createdJob = defineHandler(creatorRoutes.createdJob, async (ctx) => {
  const { deps, params } = ctx;
  const account = accountOf(ctx);
  await advanceJobs(deps);
  const found = (await createdWork(ctx, account)).find((w) => w.id === params.jobId);
  if (!found)
    throw fail(
      404,
      'AGENT_WORK_OVERVIEW_NOT_FOUND',
      'You have no job with this work ID (use jobId, not customId, purchaseId or a submission ID).',
    );
  const job = found.job
    ? presentCreatedJobDetail(deps.config, found.job, found.status, found.stats!)
    : presentBoughtOrder(deps.config, found.order!);
  return json({ ok: true, job }, 200, noStore);
});

// ---- the action queue ------------------------------------------------------

const actions = defineHandler(creatorRoutes.actions, async (ctx) => {
  const { deps, query } = ctx;
  const account = accountOf(ctx);
  await advanceJobs(deps);
  const now = deps.clock.now();
  const state = query.state ?? 'all';
  const limit = query.limit ?? CREATOR_LIMITS.limitDefault;
  const offset = query.cursor
    ? Number(decodeCursor(query.cursor, { o: 'number' }, 'AGENT_ACTIONS_INPUT_INVALID').o)
    : 0;
  // Creator custom jobs only: not social fulfilment, worker assignments, messages or support threads.
  const own = (await deps.db.select().from(jobs).where(eq(jobs.creatorAccountId, account.id))).filter(
    (j) => j.type === 'custom',
  );
  const stats = await entryStats(
    deps.db,
    own.map((j) => j.id),
  );
  const items = own
    .flatMap((job) => {
      const jobStats = statsOf(stats, job.id);
      return actionItemOf(deps.config, job, statusOf(job, jobStats.entries, now), jobStats, now) ?? [];
    })
    .filter((item) => state === 'all' || item.state === state)
    .sort(byPriority);
  const page = items.slice(offset, offset + limit);
  const hasMore = items.length > offset + limit;
  const nextCursor = hasMore ? encodeCursor({ o: offset + limit }) : null;
  return json(
    {
      ok: true,
      role: 'creator',
      state,
      limit,
      actions: page,
      hasMore,
      nextCursor,
      nextUrl: nextCursor
        ? `${deps.config.publicUrl}${ctx.info.url.pathname}${toQueryString({ role: query.role, state: query.state, limit, cursor: nextCursor })}`
        : null,
      asOf: new Date(now).toISOString(),
      coverage: {
        scope: 'creator_custom_jobs',
        includes: ['custom jobs you created: challenge, selection and contest'],
        excludes: ['social fulfilment', 'worker assignments', 'general messages', 'support threads'],
      },
      refreshAfterSeconds: CREATOR_LIMITS.refreshAfterSeconds,
      rateLimit: { windowSeconds: CREATOR_LIMITS.actionsWindowSeconds, scope: 'account', sharedWith: [] },
      instructions: [
        'Work through actionable items in priority order (lower first).',
        'Items do not reserve funds or approve anything.',
        'Where doNotPayAgain is true, never pay again: read the status with the original identifiers.',
        'Read the queue again after refreshAfterSeconds.',
      ],
    },
    200,
    noStore,
  );
});

// ---- the legacy secret routes ----------------------------------------------

export async function jobOfSecret(ctx: Pick<SandboxContext, 'deps' | 'jobSecret'>): Promise<JobRow> {
  const job = ctx.jobSecret ? await jobBySecret(ctx.deps.db, ctx.jobSecret) : undefined;
  if (!job) throw fail(404, 'AGENT_JOB_NOT_FOUND', 'No job has this secret.');
  return job;
}

/** A job's entries, 50 a page, as the secret-based view answers them (also `action=view` on the agent-to-human routes). */
export async function entriesAnswer(deps: SandboxDeps, job: JobRow, page: number, secret: string): Promise<Response> {
  const pageSize = CREATOR_LIMITS.entriesPageSize;
  const [row] = await deps.db.select({ n: count() }).from(jobSubmissions).where(eq(jobSubmissions.jobId, job.id));
  const total = row?.n ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  // Sandbox assumption: a page past the end is empty (not clamped).
  const rows = await entriesOf(deps.db, job.id, (page - 1) * pageSize, pageSize);
  return json(
    {
      ok: true,
      jobId: job.id,
      submissions: rows.map((e) => ({
        id: e.id,
        content_text: e.content,
        attachment_urls: e.attachmentUrls,
        winner: e.winner,
        created_at: e.createdAt.toISOString(),
      })),
      page,
      pageSize,
      total,
      totalPages,
      // As the live service writes it: with the secret. (The dashboard's proxy puts its handle back in its place.)
      nextPageUrl:
        page < totalPages
          ? `${deps.config.publicUrl}/submissions/agenttohuman${toQueryString({ action: 'view', secret, page: page + 1 })}`
          : null,
    },
    200,
    noStore,
  );
}

const entries = defineHandler(creatorRoutes.entries, async (ctx) => {
  await advanceJobs(ctx.deps);
  const job = await jobOfSecret(ctx);
  return entriesAnswer(ctx.deps, job, ctx.query.page ?? 1, ctx.query.secret);
});

const chooseWinners = defineHandler(creatorRoutes.chooseWinners, async (ctx) => {
  const { deps, body } = ctx;
  await advanceJobs(deps);
  const job = await jobOfSecret(ctx);
  const ids = submissionIdsOf(body.submissionIds);
  const now = deps.clock.now();
  const stats = statsOf(await entryStats(deps.db, [job.id]), job.id);
  const status = statusOf(job, stats.entries, now);
  if (job.selectionType === 'random')
    throw fail(
      409,
      'AGENT_JOB_RANDOM_SELECTION',
      'Winners of this job are drawn at random when it closes; they cannot be chosen.',
    );
  if (!job.paid || job.refundReview)
    throw fail(
      409,
      'AGENT_JOB_SELECTION_PAUSED',
      'Selection is not open: the job is not funded, or a refund is under review.',
    );
  // A completed job still answers a repeat of the choice that completed it (nothing new is marked there).
  if (status === 'cancelled' || status === 'expired')
    throw fail(409, 'AGENT_JOB_CLOSED', 'This job has ended without a selection to make.');
  const chosen = await markWinners(deps.db, job, ids, new Date(now));
  return json({ ok: true, ...chosen }, 200, noStore);
});

export const creatorHandlers: Handlers = [created, createdJob, actions, entries, chooseWinners];
