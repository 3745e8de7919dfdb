/** The creator's side (spec 2.7, 2.8, 3.7, 4.7, 4.8, part 8): created jobs, the action queue, entries and winners. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  actionsResponseSchema,
  createdJobResponseSchema,
  createdResponseSchema,
  entriesResponseSchema,
} from '@/lib/marketplace/creator/contract';
import { safeParse } from '@/lib/marketplace/schema';
import {
  buy,
  evmPayer,
  fixedPriceProduct,
  accountFor,
  ledgerOf,
  postJson,
  startSandbox,
  storeBody,
  type Loose,
  type RunningSandbox,
} from './harness';
import { advance, createJob, getAs, keyed, newAgent, persona, submitAs, type Agent } from './jobs-harness';

let sb: RunningSandbox;
let creator: Agent;

beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.stop());
beforeEach(async () => {
  // A fresh seed each test: the creator persona's jobs are moved by the tests.
  await sb.control('/reset');
  creator = await persona(sb, 'creator');
});

const STATUSES = ['awaiting_payment', 'funding', 'open', 'in_progress', 'review', 'completed', 'cancelled', 'expired'];

async function createdJobs(agent: Agent, query = ''): Promise<Loose[]> {
  const { status, body } = await getAs(sb, agent, `/jobs/created${query}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.jobs;
}

async function reviewJob(): Promise<Loose> {
  const job = (await createdJobs(creator, '?status=review'))[0];
  expect(job, 'the seeded job in review').toBeTruthy();
  await advance(sb, 10);
  return (await getAs(sb, creator, `/jobs/created/${job!.jobId}`)).body.job;
}

const entries = (secret: string, query = '') =>
  sb.json<Loose>(`/submissions/agenttohuman?action=view&secret=${encodeURIComponent(secret)}${query}`);
const choose = (secret: string, submissionIds: unknown) =>
  sb.json<Loose>('/api/agenttohumanadvanced/choose-winners', postJson({ secret, submissionIds }));

describe('GET /jobs/created', () => {
  it('lists the creator’s jobs newest first with the status filter values', async () => {
    const { body } = await getAs(sb, creator, '/jobs/created');
    expect(safeParse(createdResponseSchema, body).success).toBe(true);
    expect(body).toMatchObject({ ok: true, status: 'all', limit: 20, hasMore: false, nextCursor: null, nextUrl: null });
    expect(body.availableStatuses).toEqual(['all', ...STATUSES]);
    expect(body.authentication).toMatchObject({ method: 'api_key' });
    const jobs = body.jobs as Loose[];
    expect(new Set(jobs.map((j) => j.status))).toEqual(new Set(STATUSES));
    const created = jobs.map((j) => Date.parse(j.createdAt));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    for (const job of jobs) {
      expect(job).toMatchObject({
        network: 'base',
        summaryTruncated: false,
        nextActions: { detail: { method: 'GET' } },
      });
      expect(job).not.toHaveProperty('secret');
      expect(['advanced', 'contest', 'selection', 'custom', 'social']).toContain(job.kind);
    }
    expect(jobs.find((j) => j.status === 'cancelled')).toMatchObject({ archived: true });
    expect(jobs.find((j) => j.status === 'funding')).toMatchObject({ paid: false, fundingStatus: 'pending' });
    expect(jobs.find((j) => j.status === 'awaiting_payment')).toMatchObject({ paid: false, fundingStatus: null });
  });

  it('filters by status and pages with a cursor', async () => {
    const review = await createdJobs(creator, '?status=review');
    expect(review.length).toBeGreaterThan(0);
    for (const job of review) expect(job.status).toBe('review');
    const seen: string[] = [];
    let query = '?limit=3';
    for (;;) {
      await advance(sb, 10);
      const { body } = await getAs(sb, creator, `/jobs/created${query}`);
      seen.push(...body.jobs.map((j: Loose) => j.jobId));
      if (!body.hasMore) break;
      expect(body.jobs).toHaveLength(3);
      query = `?limit=3&cursor=${encodeURIComponent(body.nextCursor)}`;
    }
    await advance(sb, 10);
    expect(seen).toEqual((await createdJobs(creator, '?limit=50')).map((j) => j.jobId));
  });

  it('shares one 10 s window with the detail; the action queue has its own', async () => {
    const [first] = await createdJobs(creator);
    const limited = await getAs(sb, creator, `/jobs/created/${first!.jobId}`);
    expect(limited.status).toBe(429);
    expect(limited.body.errorCode).toBe('AGENT_READ_RATE_LIMITED');
    expect(limited.headers.get('retry-after')).toBeTruthy();
    expect((await getAs(sb, creator, '/actions')).status).toBe(200);
    expect((await getAs(sb, creator, '/api/agent/actions')).status).toBe(429);
    await advance(sb, 10);
    expect((await getAs(sb, creator, `/api/agent/jobs/created/${first!.jobId}`)).status).toBe(200);
  });

  it.each([
    ['?status=done', 400, 'AGENT_WORK_OVERVIEW_INPUT_INVALID'],
    ['?limit=51', 400, 'AGENT_WORK_OVERVIEW_INPUT_INVALID'],
    ['?cursor=xyz', 400, 'AGENT_WORK_OVERVIEW_INPUT_INVALID'],
    ['?role=creator', 400, 'AGENT_WORK_OVERVIEW_INPUT_INVALID'],
  ])('refuses %s', async (query, status, code) => {
    const answer = await getAs(sb, creator, `/jobs/created${query}`);
    expect(answer.status).toBe(status);
    expect(answer.body.errorCode).toBe(code);
  });

  it('answers 405 with its own code for another method', async () => {
    const answer = await sb.json<Loose>('/jobs/created', keyed(creator, postJson({})));
    expect(answer.status).toBe(405);
    expect(answer.body.errorCode).toBe('AGENT_WORK_OVERVIEW_METHOD_INVALID');
  });

  it('lists a store order the account bought as kind store', async () => {
    const payer = await evmPayer();
    const product = await fixedPriceProduct(sb);
    const { paid } = await buy(sb, '/store/purchase', storeBody(product.id, 'base'), payer);
    expect(paid.status).toBe(200);
    const buyer = await accountFor(sb, payer.signer);
    const jobs = await createdJobs(buyer);
    expect(jobs).toEqual([
      expect.objectContaining({
        jobId: paid.body.purchase.order.jobId,
        kind: 'store',
        checkoutId: paid.body.purchase.purchaseId,
        paid: true,
        status: 'in_progress',
      }),
    ]);
  });
});

describe('GET /jobs/created/{jobId}', () => {
  it('carries the job secret and the entries action for paid API jobs', async () => {
    const job = await reviewJob();
    expect(safeParse(createdJobResponseSchema, { ok: true, job }).success).toBe(true);
    expect(job.secret).toMatch(/^[0-9a-f]{48}$/);
    expect(job.nextActions.submissions).toMatchObject({
      method: 'GET',
      url: `${sb.url}/submissions/agenttohuman?action=view&page=1`,
    });
    expect(job.nextActions.chooseWinners).toMatchObject({
      method: 'POST',
      url: `${sb.url}/api/agenttohumanadvanced/choose-winners`,
    });
    expect(JSON.stringify(job.nextActions)).not.toContain(job.secret);
    expect(job).toMatchObject({
      status: 'review',
      workStatus: 'selecting_winners',
      winnerCap: 3,
      winnersNow: 0,
      entryCount: 7,
    });
  });

  it('offers the website when no API secret exists', async () => {
    const website = (await createdJobs(creator)).find((j) => j.nextActions.website);
    expect(website).toBeTruthy();
    await advance(sb, 10);
    const { body } = await getAs(sb, creator, `/jobs/created/${website!.jobId}`);
    expect(body.job.secret).toBeNull();
    expect(body.job.nextActions.website).toEqual({
      type: 'open_website',
      reason: 'job_secret_unavailable',
      url: expect.stringMatching(/^http/),
      requiresOwnerSession: true,
    });
    expect(body.job.nextActions.submissions).toBeUndefined();
  });

  it('answers 404 for another creator’s job and for a custom ID', async () => {
    const [mine] = await createdJobs(creator);
    const other = await newAgent(sb);
    for (const [who, id] of [
      [other, mine!.jobId],
      [creator, mine!.customId],
    ] as const) {
      await advance(sb, 10);
      const { status, body } = await getAs(sb, who, `/jobs/created/${id}`);
      expect(status).toBe(404);
      expect(body.errorCode).toBe('AGENT_WORK_OVERVIEW_NOT_FOUND');
    }
  });
});

describe('GET /actions', () => {
  it('queues what the creator’s custom jobs need, in priority order', async () => {
    const { status, body } = await getAs(sb, creator, '/actions');
    expect(status).toBe(200);
    expect(safeParse(actionsResponseSchema, body).success).toBe(true);
    expect(body).toMatchObject({
      ok: true,
      role: 'creator',
      state: 'all',
      limit: 20,
      refreshAfterSeconds: 30,
      hasMore: false,
    });
    expect(body.coverage).toBeTruthy();
    const items = body.actions as Loose[];
    expect(items.map((i) => i.priority)).toEqual([...items.map((i) => i.priority)].sort((a, b) => a - b));
    // Social jobs are not in the queue; completed, cancelled and expired jobs need nothing.
    for (const item of items) {
      expect(item.kind).not.toBe('social');
      expect(['completed', 'cancelled', 'expired']).not.toContain(item.status);
      expect(item.priorityReason).toEqual(expect.any(String));
      expect(item.guidance).toEqual(expect.any(String));
    }
    const first = items[0]!;
    expect(first).toMatchObject({
      type: 'choose_winners',
      reason: 'submission_window_closed',
      state: 'actionable',
      status: 'review',
      paid: true,
      doNotPayAgain: true,
      deadline: null,
      selection: { mode: 'selection', method: 'creator', remainingPositions: 3, selectedCount: 0, candidate: true },
    });
    expect(Date.parse(first.selectionClosesAt)).toBeLessThan(Date.parse(body.asOf));
    const payment = items.find((i) => i.status === 'awaiting_payment')!;
    expect(payment).toMatchObject({
      state: 'actionable',
      doNotPayAgain: false,
      deadline: { kind: 'payment_initiation', at: expect.any(String) },
      selection: null,
    });
    expect(items.find((i) => i.status === 'funding')).toMatchObject({ state: 'waiting', doNotPayAgain: true });
    expect(items.find((i) => i.state === 'blocked')).toMatchObject({
      reason: 'refund_under_review',
      doNotPayAgain: true,
    });
  });

  it('filters by state and pages with a cursor', async () => {
    const all = (await getAs(sb, creator, '/actions')).body.actions as Loose[];
    for (const state of ['actionable', 'waiting', 'blocked']) {
      await advance(sb, 10);
      const { body } = await getAs(sb, creator, `/actions?role=creator&state=${state}`);
      expect(body.state).toBe(state);
      expect(body.actions.map((i: Loose) => i.id)).toEqual(all.filter((i) => i.state === state).map((i) => i.id));
    }
    const paged: string[] = [];
    let query = '?limit=2';
    for (;;) {
      await advance(sb, 10);
      const { body } = await getAs(sb, creator, `/actions${query}`);
      paged.push(...body.actions.map((i: Loose) => i.id));
      if (!body.hasMore) break;
      query = `?limit=2&cursor=${encodeURIComponent(body.nextCursor)}`;
    }
    expect(paged).toEqual(all.map((i) => i.id));
  });

  it.each(['?role=worker', '?state=done', '?limit=0', '?cursor=abc', '?page=2'])(
    'refuses %s with 400 AGENT_ACTIONS_INPUT_INVALID',
    async (query) => {
      const { status, body } = await getAs(sb, creator, `/actions${query}`);
      expect(status).toBe(400);
      expect(body.errorCode).toBe('AGENT_ACTIONS_INPUT_INVALID');
    },
  );

  it('answers 405 AGENT_ACTIONS_METHOD_INVALID and keeps its own 10 s window', async () => {
    expect((await sb.json<Loose>('/actions', keyed(creator, postJson({})))).body.errorCode).toBe(
      'AGENT_ACTIONS_METHOD_INVALID',
    );
    expect((await getAs(sb, creator, '/actions')).status).toBe(200);
    const limited = await getAs(sb, creator, '/actions?state=waiting');
    expect(limited.status).toBe(429);
    expect(limited.body.errorCode).toBe('AGENT_READ_RATE_LIMITED');
  });
});

describe('entries and choosing winners (secret-based)', () => {
  it('shows a job’s entries to the holder of its secret', async () => {
    const job = await reviewJob();
    const { status, body } = await entries(job.secret);
    expect(status).toBe(200);
    expect(safeParse(entriesResponseSchema, body).success).toBe(true);
    expect(body).toMatchObject({
      ok: true,
      jobId: job.jobId,
      page: 1,
      pageSize: 50,
      total: 7,
      totalPages: 1,
      nextPageUrl: null,
    });
    for (const entry of body.submissions as Loose[]) {
      expect(entry).toMatchObject({
        id: expect.stringMatching(/^sub_/),
        winner: false,
        attachment_urls: expect.any(Array),
        created_at: expect.any(String),
      });
    }
  });

  it('pages entries by 50 with a next-page link', async () => {
    const job = await createJob(sb, { creatorAccountId: creator.accountId });
    expect(await sb.control(`/jobs/${job.customId}/entries`, { count: 52 })).toMatchObject({ ok: true });
    const first = await entries(job.secret!);
    expect(first.body).toMatchObject({ total: 52, totalPages: 2, page: 1 });
    expect(first.body.submissions).toHaveLength(50);
    const next = new URL(first.body.nextPageUrl);
    expect(next.searchParams.get('page')).toBe('2');
    const second = await sb.json<Loose>(`${next.pathname}${next.search}`);
    expect(second.body.submissions).toHaveLength(2);
    expect(second.body.nextPageUrl).toBeNull();
    expect(new Set([...first.body.submissions, ...second.body.submissions].map((e: Loose) => e.id)).size).toBe(52);
  });

  it('refuses unknown secrets and malformed reads', async () => {
    const unknown = await entries('0'.repeat(48));
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorCode).toBe('AGENT_JOB_NOT_FOUND');
    for (const path of [
      '/submissions/agenttohuman?action=view',
      '/submissions/agenttohuman?action=recover&secret=x',
      '/submissions/agenttohuman?action=view&secret=x&page=0',
    ]) {
      expect((await sb.json(path)).status, path).toBe(400);
    }
  });

  it('marks winners up to the cap, moves the queue item and the job’s status, and pays the winners', async () => {
    const job = await reviewJob();
    const list = (await entries(job.secret)).body.submissions as Loose[];
    const worker = await persona(sb, 'worker');
    const workerEntry = (await getAs(sb, worker, '/worker/submissions?filter=open')).body.submissions.find(
      (r: Loose) => r.work_short_id === job.jobId,
    );
    expect(workerEntry, 'the worker persona’s entry on this job').toBeTruthy();
    const workerId = list.find((e) => e.id.startsWith(workerEntry.submission_short_id))!.id;
    const others = list.filter((e) => e.id !== workerId).map((e) => e.id);

    const first = await choose(job.secret, [workerId, others[0]]);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ ok: true, updated: 2, winnersNow: 2, cap: 3 });
    // The same choice again changes nothing.
    expect((await choose(job.secret, `${workerId}, ${others[0]}`)).body).toEqual({
      ok: true,
      updated: 0,
      winnersNow: 2,
      cap: 3,
    });
    const over = await choose(job.secret, [others[1], others[2]]);
    expect(over.status).toBe(409);
    expect(over.body.errorCode).toBe('AGENT_WINNER_CAP_EXCEEDED');

    const last = await choose(job.secret, others[1]);
    expect(last.body).toEqual({ ok: true, updated: 1, winnersNow: 3, cap: 3 });

    await advance(sb, 10);
    expect((await getAs(sb, creator, `/jobs/created/${job.jobId}`)).body.job).toMatchObject({
      status: 'completed',
      winnersNow: 3,
      workStatus: 'winners_selected',
    });
    const queue = (await getAs(sb, creator, '/actions')).body.actions as Loose[];
    expect(queue.find((i) => i.jobId === job.jobId)).toBeUndefined();
    const winners = ((await entries(job.secret)).body.submissions as Loose[]).filter((e) => e.winner).map((e) => e.id);
    expect(winners.sort()).toEqual([workerId, others[0], others[1]].sort());

    // Each winner is credited a third of the 30 USDC pool on Base.
    expect((await ledgerOf(sb, workerId)).map((e) => [e.kind, e.asset, e.amount])).toEqual([
      ['job_reward', 'USDC_BASE', '10'],
    ]);
    await advance(sb, 10);
    const row = (await getAs(sb, worker, '/worker/submissions?filter=rewarded')).body.submissions.find(
      (r: Loose) => r.work_short_id === job.jobId,
    );
    expect(row).toMatchObject({
      winner: true,
      rewardEarning: { status: 'ready', amount: '10', assetId: 'USDC_BASE' },
      rewardFinancials: { amount: '30', winnersChosen: 3 },
    });
    // And in the worker's earnings (2.10): a job reward, ready, in USDC (either network's counts as USDC there).
    const earnings = await sb.json<Loose>('/earnings', keyed(worker, postJson({ view: 'jobs' })));
    expect(earnings.status, JSON.stringify(earnings.body)).toBe(200);
    expect(earnings.body.rows).toContainEqual(
      expect.objectContaining({
        jobShortId: job.jobId,
        payoutMode: 'winner',
        rewardEarning: { status: 'ready', assetId: 'USDC', amount: '10.000000', role: 'worker', source: 'custom_job' },
      }),
    );
  });

  it('refuses entries of another job, unknown secrets, random selection and paused selection', async () => {
    const job = await reviewJob();
    const foreign = await createJob(sb);
    const other = await submitAs(sb, await newAgent(sb), foreign.customId, { content: 'x' });
    const wrong = await choose(job.secret, [other.body.submission.id]);
    expect(wrong.status).toBe(400);
    expect((await choose('0'.repeat(48), ['sub_x'])).body.errorCode).toBe('AGENT_JOB_NOT_FOUND');
    for (const [options, code] of [
      [{ mode: 'selection', selectionType: 'random' }, 'AGENT_JOB_RANDOM_SELECTION'],
      [{ mode: 'selection', refundReview: true }, 'AGENT_JOB_SELECTION_PAUSED'],
    ] as const) {
      const shaped = await createJob(sb, { creatorAccountId: creator.accountId, ...options });
      const [id] = ((await sb.control(`/jobs/${shaped.customId}/entries`, { count: 1 })) as { ids: string[] }).ids;
      const refused = await choose(shaped.secret!, [id]);
      expect(refused.status).toBe(409);
      expect(refused.body.errorCode).toBe(code);
    }
    for (const body of [
      { secret: job.secret },
      { secret: job.secret, submissionIds: [] },
      { secret: job.secret, submissionIds: ' , ' },
      { secret: '', submissionIds: ['a'] },
    ]) {
      expect((await sb.json('/api/agenttohumanadvanced/choose-winners', postJson(body))).status).toBe(400);
    }
  });
});

describe('the sandbox clock', () => {
  it('brings simulated workers’ entries in over time, and a closing window into the queue', async () => {
    const jobs = await createdJobs(creator);
    const open = jobs.find((j) => j.status === 'in_progress' && j.nextActions.chooseWinners && j.kind === 'custom')!;
    await advance(sb, 10);
    const secret = (await getAs(sb, creator, `/jobs/created/${open.jobId}`)).body.job.secret;
    const before = (await entries(secret)).body.total;
    await advance(sb, 45 * 60);
    expect((await entries(secret)).body.total).toBe(before + 1);

    // Meanwhile the selection job that closed 15 minutes in asks for a choice too.
    const queue = (await getAs(sb, creator, '/actions?state=actionable')).body.actions as Loose[];
    expect(queue.filter((i) => i.reason === 'submission_window_closed')).toHaveLength(2);
  });

  it('draws a random-selection job’s winners when it closes', async () => {
    const random = (await createdJobs(creator)).find((j) => j.kind === 'selection')!;
    expect(random.status).toBe('in_progress');
    await advance(sb, 25 * 3600);
    const { body } = await getAs(sb, creator, `/jobs/created/${random.jobId}`);
    expect(body.job).toMatchObject({ status: 'completed', winnersNow: 2 });
  });
});
