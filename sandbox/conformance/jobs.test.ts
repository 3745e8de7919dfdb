/** The worker's side of jobs (spec 2.5, 2.6, 3.4, 4.6, part 7 and 8): the board, a job, entering it, and the history. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  jobResponseSchema,
  jobsResponseSchema,
  historyResponseSchema,
  savedEntrySchema,
  reservationPendingSchema,
} from '@/lib/marketplace/jobs/contract';
import { safeParse } from '@/lib/marketplace/schema';
import { isPlainDecimal } from '@/lib/money';
import { solanaKeySigner } from '@/lib/wallet/key-signers';
import {
  accountFor,
  challengeOf,
  postJson,
  rawRequest,
  signedJson,
  startSandbox,
  type Loose,
  type RunningSandbox,
} from './harness';
import {
  advance,
  createJob,
  getAs,
  keyed,
  makeHuman,
  newAgent,
  persona,
  submitAs,
  upload,
  type Agent,
} from './jobs-harness';

let sb: RunningSandbox;
let agent: Agent;

beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.stop());
beforeEach(async () => {
  // Past every read and submission window; seeded open jobs stay open for hours.
  await advance(sb, 31);
  agent = await newAgent(sb);
});

const text = (content: string) => ({ content });

describe('GET /jobs and /jobs/available', () => {
  it('lists open public jobs allowing agents, in the contract’s shape', async () => {
    const { status, body } = await getAs(sb, agent, '/jobs');
    expect(status).toBe(200);
    expect(safeParse(jobsResponseSchema, body).success).toBe(true);
    expect(body).toMatchObject({
      ok: true,
      view: 'all',
      limit: 20,
      hasMore: true,
      humanVerification: { verified: false, status: 'unverified' },
    });
    expect(body.jobs).toHaveLength(20);
    expect(body.returnedCount).toBe(20);
    expect(body.scannedCount).toBe(20);
    expect(Date.parse(body.cacheExpiresAt) - Date.parse(body.generatedAt)).toBe(10_000);
    expect(body.proofOfHumanOpportunity).toBeUndefined();
    for (const job of body.jobs as Loose[]) {
      expect(job.id).toMatch(/^[A-Za-z0-9]{1,16}$/);
      expect(job.description.length).toBeLessThanOrEqual(300);
      expect(job.closesAt === null || Date.parse(job.closesAt) > Date.parse(body.generatedAt)).toBe(true);
      expect(job.detailUrl).toBe(`${sb.url}/jobs/${job.id}`);
      expect(job).not.toHaveProperty('maxEntries');
      if (job.reward.status === 'advertised') {
        expect(job.reward).toMatchObject({ basis: 'advertised', winnerCount: expect.any(Number) });
        expect(isPlainDecimal(job.reward.amount)).toBe(true);
        expect(['gross_pool', 'legacy_per_worker']).toContain(job.reward.scope);
      } else {
        expect(job.reward).toMatchObject({ status: 'unavailable', amount: null });
      }
    }
    // Both reward scopes and unknown rewards are on the board.
    const rewards = (body.jobs as Loose[]).map((j) => j.reward.scope ?? j.reward.status);
    expect(rewards).toEqual(expect.arrayContaining(['gross_pool', 'legacy_per_worker', 'unavailable']));
  });

  it('pages with an opaque cursor, newest first, without repeats', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let last = Infinity;
    do {
      await advance(sb, 10);
      const { body }: { body: Loose } = await getAs(
        sb,
        agent,
        `/jobs?limit=7${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      for (const job of body.jobs as Loose[]) {
        expect(Date.parse(job.createdAt)).toBeLessThanOrEqual(last);
        last = Date.parse(job.createdAt);
        seen.push(job.id);
      }
      if (body.hasMore)
        expect(body.nextUrl).toBe(`${sb.url}/jobs?limit=7&cursor=${encodeURIComponent(body.nextCursor)}`);
      else expect(body.nextCursor).toBeNull();
      cursor = body.nextCursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBeGreaterThan(20);
  });

  it.each([
    ['/jobs?limit=0'],
    ['/jobs?limit=51'],
    ['/jobs?limit=ten'],
    ['/jobs?cursor=not-a-cursor'],
    // A position past any time the board can hold.
    [`/jobs?cursor=${Buffer.from(JSON.stringify({ t: 9e15, i: 'x' })).toString('base64url')}`],
    [`/jobs?cursor=${Buffer.from(JSON.stringify({ t: -9e15, i: 'x' })).toString('base64url')}`],
    ['/jobs?offset=20'],
    ['/jobs?limit=5&limit=5'],
    ['/jobs/available?page=2'],
  ])('refuses %s with 400', async (path) => {
    const { status, body } = await getAs(sb, agent, path);
    expect(status).toBe(400);
    expect(body).toMatchObject({ ok: false, errorCode: 'AGENT_UNEXPECTED_INPUT' });
  });

  it('shares one 10 s window between /jobs and /jobs/available, across aliases', async () => {
    expect((await getAs(sb, agent, '/jobs')).status).toBe(200);
    for (const path of ['/jobs/available', '/api/agent/jobs', '/jobs?limit=3']) {
      const limited = await getAs(sb, agent, path);
      expect(limited.status, path).toBe(429);
      expect(limited.body.errorCode).toBe('AGENT_READ_RATE_LIMITED');
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // A job's detail has its own window.
    const job = (await createJob(sb)).customId;
    expect((await getAs(sb, agent, `/jobs/${job}`)).status).toBe(200);
    await advance(sb, 10);
    expect((await getAs(sb, agent, '/api/agent/jobs/available')).status).toBe(200);
  });

  it('shares the detail window across job IDs', async () => {
    const [a, b] = [await createJob(sb), await createJob(sb)];
    expect((await getAs(sb, agent, `/jobs/${a.customId}`)).status).toBe(200);
    const limited = await getAs(sb, agent, `/jobs/${b.customId}`);
    expect(limited.status).toBe(429);
    expect(limited.body.errorCode).toBe('AGENT_READ_RATE_LIMITED');
    await advance(sb, 10);
    expect((await getAs(sb, agent, `/jobs/${b.customId}`)).status).toBe(200);
  });

  it('keeps only jobs available to the caller on /jobs/available; a page can be empty with more to come', async () => {
    // The newest job needs a verified human: unavailable to this agent.
    const gated = await createJob(sb, { requiresHumanVerification: true });
    const { body } = await getAs(sb, agent, '/jobs/available?limit=1');
    expect(body).toMatchObject({ view: 'available', jobs: [], returnedCount: 0, scannedCount: 1, hasMore: true });
    expect(body.nextCursor).toEqual(expect.any(String));
    expect(body.proofOfHumanOpportunity).toEqual({
      additionalJobs: 1,
      scope: 'page',
      message: expect.any(String),
      nextAction: { method: 'POST', url: `${sb.url}/proofofhuman`, body: {} },
    });
    // Spec 4.6: the offer is for agents only; a person unverified is not offered it.
    const person = await newAgent(sb);
    await makeHuman(sb, person.accountId);
    const asPerson = await getAs(sb, person, '/jobs/available?limit=1');
    expect(asPerson.status).toBe(200);
    expect(asPerson.body.humanVerification).toMatchObject({ verified: false });
    expect(asPerson.body).not.toHaveProperty('proofOfHumanOpportunity');
    await advance(sb, 10);
    const all = await getAs(sb, agent, '/jobs?limit=1');
    expect(all.body.jobs[0]).toMatchObject({
      id: gated.customId,
      availableForMe: false,
      requiresHumanVerification: true,
    });

    await sb.control('/humans', { accountIds: [agent.accountId] });
    await advance(sb, 10);
    const verified = await getAs(sb, agent, '/jobs/available?limit=1');
    expect(verified.body.jobs).toEqual([expect.objectContaining({ id: gated.customId, availableForMe: true })]);
    expect(verified.body.humanVerification).toMatchObject({ verified: true, status: 'verified' });
    expect(verified.body.proofOfHumanOpportunity).toBeUndefined();

    for (const job of (await (async () => (await advance(sb, 10), getAs(sb, agent, '/jobs/available?limit=50')))()).body
      .jobs as Loose[]) {
      expect(job.availableForMe).toBe(true);
    }
  });

  it('says a job is unavailable to its creator, to whoever entered it, and leaves community jobs off the board', async () => {
    const own = await createJob(sb, { creatorAccountId: agent.accountId });
    const community = await createJob(sb, { communityOnly: true });
    const entered = await createJob(sb);
    expect((await submitAs(sb, agent, entered.customId, text('My entry'))).status).toBe(201);
    const { body } = await getAs(sb, agent, '/jobs?limit=10');
    const byId = new Map((body.jobs as Loose[]).map((j) => [j.id, j]));
    expect(byId.get(own.customId)?.availableForMe).toBe(false);
    expect(byId.get(entered.customId)?.availableForMe).toBe(false);
    expect(byId.has(community.customId)).toBe(false);
    // Still readable on its own, and refused to agents.
    const detail = await getAs(sb, agent, `/jobs/${community.customId}`);
    expect(detail.body.job.availableForMe).toBe(false);
  });
});

describe('authentication', () => {
  it('challenges without credentials and takes a fresh wallet proof for the advertised purpose', async () => {
    const info = await challengeOf(await sb.call('/jobs/available?limit=5'));
    expect(info.statement).toMatch(/^Sign in to browse Sandbox jobs\. Method: GET\./);
    const wallet = await solanaKeySigner();
    await accountFor(sb, wallet);
    const signed = await signedJson<Loose>(sb, '/api/agent/jobs/available?limit=5', {}, wallet);
    expect(signed.status).toBe(200);
    expect(signed.body).toMatchObject({ view: 'available', limit: 5 });
    const job = await createJob(sb);
    const entered = await signedJson<Loose>(
      sb,
      `/jobs/${job.customId}/submissions`,
      postJson({ content: 'Signed entry' }),
      wallet,
    );
    expect(entered.status).toBe(201);
    const both = await sb.json<Loose>('/worker/submissions', {
      headers: { 'x-api-key': agent.apikey, 'sign-in-with-x': 'x' },
    });
    expect(both.body.errorCode).toBe('AGENT_AUTH_AMBIGUOUS');
  });
});

describe('GET /jobs/{customId}', () => {
  it('answers the full job with its requirements', async () => {
    const description = `${'Long brief. '.repeat(40)}End.`;
    const job = await createJob(sb, { description, imageRequired: true });
    const { status, body } = await getAs(sb, agent, `/jobs/${job.customId}`);
    expect(status).toBe(200);
    expect(safeParse(jobResponseSchema, body).success).toBe(true);
    expect(body.job).toMatchObject({
      id: job.customId,
      description,
      descriptionTruncated: false,
      descriptionRestricted: false,
      attachmentUrls: [],
      submissionRequirements: { imageRequired: true, viewFlowRequired: false },
      availableForMe: true,
      reward: {
        status: 'advertised',
        basis: 'advertised',
        assetId: 'USDC',
        network: 'solana',
        amount: '10',
        winnerCount: 2,
        scope: 'gross_pool',
      },
    });
    expect(body).toMatchObject({
      humanVerification: { status: 'unverified' },
      generatedAt: expect.any(String),
      cacheExpiresAt: expect.any(String),
    });
    // The list cuts the same description to a 300-character preview.
    await advance(sb, 10);
    const listed = (await getAs(sb, agent, '/jobs?limit=1')).body.jobs[0];
    expect(listed).toMatchObject({ id: job.customId, descriptionTruncated: true });
    expect(listed.description).toBe(description.slice(0, 300));
  });

  it('shows a missing reward as unavailable with no amount, never zero', async () => {
    const job = await createJob(sb, { rewardAmount: null });
    const { body } = await getAs(sb, agent, `/jobs/${job.customId}`);
    expect(body.job.reward).toMatchObject({ status: 'unavailable', amount: null });
  });

  it('restricts a description to verified humans when the creator asks', async () => {
    const job = await createJob(sb, {
      requiresHumanVerification: true,
      restrictedDescription: true,
      description: 'Secret brief',
    });
    const { body } = await getAs(sb, agent, `/jobs/${job.customId}`);
    expect(body.job).toMatchObject({ descriptionRestricted: true, attachmentUrls: [] });
    expect(body.job.description).not.toContain('Secret brief');
  });

  it('answers 404 for unknown, unlisted and unpaid jobs, and 400 for IDs the contract refuses', async () => {
    const unlisted = await createJob(sb, { listed: false });
    const unpaid = await createJob(sb, { paid: false });
    for (const id of ['NOPE123', unlisted.customId, unpaid.customId]) {
      await advance(sb, 10);
      const { status, body } = await getAs(sb, agent, `/jobs/${id}`);
      expect(status, id).toBe(404);
      expect(body.errorCode).toBe('AGENT_JOB_NOT_FOUND');
    }
    for (const id of ['A'.repeat(17), 'a-b', 'a%20b']) {
      const { status, body } = await getAs(sb, agent, `/jobs/${id}`);
      expect(status, id).toBe(400);
      expect(body.errorCode).toBe('AGENT_UNEXPECTED_INPUT');
    }
  });
});

describe('POST /jobs/{customId}/submissions', () => {
  it('saves an entry (201), answers its identical repeat with replayed:true (200), and refuses a changed one', async () => {
    const job = await createJob(sb);
    const first = await submitAs(sb, agent, job.customId, { content: '  My entry  ' });
    expect(first.status).toBe(201);
    expect(safeParse(savedEntrySchema, first.body).success).toBe(true);
    expect(first.body).toMatchObject({
      ok: true,
      submitted: true,
      replayed: false,
      submission: { jobId: job.customId, status: 'submitted', mode: 'challenge', submittedByAgent: true },
      jobUrl: `http://localhost:3000/jobs/${job.customId}`,
    });
    expect(first.body.submission.id).toMatch(/^sub_/);
    expect(first.body.nextSteps.length).toBeGreaterThan(0);
    for (const step of first.body.nextSteps)
      expect(step).toEqual({
        action: expect.any(String),
        method: 'GET',
        url: expect.any(String),
        description: expect.any(String),
      });

    // Identical after trimming, inside the 30 s window: a replay, not a new attempt.
    const again = await submitAs(sb, agent, job.customId, { content: 'My entry' });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ submitted: true, replayed: true, submission: { id: first.body.submission.id } });

    const changed = await submitAs(sb, agent, job.customId, { content: 'My better entry' });
    expect(changed.status).toBe(409);
    expect(changed.body.errorCode).toBe('AGENT_SUBMISSION_CHANGED');
  });

  it('counts new attempts in one 30 s window across jobs; replays and refusals do not count', async () => {
    const [a, b, closed] = [await createJob(sb), await createJob(sb), await createJob(sb, { viewFlowRequired: true })];
    expect((await submitAs(sb, agent, closed.customId, text('x'))).status).toBe(409);
    expect((await submitAs(sb, agent, a.customId, text('First'))).status).toBe(201);
    const limited = await submitAs(sb, agent, b.customId, text('Second'));
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ ok: false, errorCode: 'AGENT_SUBMISSION_RATE_LIMITED' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await submitAs(sb, agent, a.customId, text('First'))).status).toBe(200);
    await advance(sb, 30);
    expect((await submitAs(sb, agent, b.customId, text('Second'))).status).toBe(201);
  });

  it.each([
    ['an empty body', {}],
    ['blank text and no attachments', { content: '   ' }],
    ['null text', { content: null }],
    ['text over 5,000 characters', { content: 'x'.repeat(5001) }],
    ['six attachments', { attachmentMediaIds: ['a1', 'a2', 'a3', 'a4', 'a5', 'a6'] }],
    ['a repeated attachment', { content: 'x', attachmentMediaIds: ['a1', 'a1'] }],
    ['a raw file URL', { content: 'x', attachmentMediaIds: ['https://example.com/a.png'] }],
    ['an idempotency key', { content: 'x', idempotencyKey: 'entry:12345678' }],
    ['an account selector', { content: 'x', accountId: 'acc_1' }],
  ])('refuses %s with 400', async (_name, body) => {
    const job = await createJob(sb);
    const { status, body: answer } = await submitAs(sb, agent, job.customId, body);
    expect(status).toBe(400);
    expect(answer).toMatchObject({ ok: false, errorCode: 'AGENT_JOB_SUBMISSION_INPUT_INVALID' });
  });

  it('accepts text of exactly 5,000 characters once trimmed', async () => {
    const job = await createJob(sb);
    expect((await submitAs(sb, agent, job.customId, { content: ` ${'x'.repeat(5000)} ` })).status).toBe(201);
  });

  it('refuses a query, a body over 32 KiB, and a body that is not JSON', async () => {
    const job = await createJob(sb);
    const path = `/jobs/${job.customId}/submissions`;
    expect((await sb.json(`${path}?dryRun=1`, keyed(agent, postJson({ content: 'x' })))).status).toBe(400);
    expect((await sb.json(path, keyed(agent, postJson({ content: 'x'.repeat(33 * 1024) })))).status).toBe(413);
    expect(
      (
        await sb.json(
          path,
          keyed(agent, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{"content":"x"}' }),
        )
      ).status,
    ).toBe(415);
    const get = await rawRequest(`${sb.url}${path}`, 'GET', { 'x-api-key': agent.apikey });
    expect(get.status).toBe(405);
  });

  it('checks attachments against the caller’s own ready portfolio uploads', async () => {
    const job = await createJob(sb);
    const other = await newAgent(sb);
    const invalid = [
      await upload(sb, other.accountId),
      await upload(sb, agent.accountId, { purpose: 'pfp' }),
      await upload(sb, agent.accountId, { state: 'processing' }),
      'med_does_not_exist',
    ];
    for (const id of invalid) {
      const { status, body } = await submitAs(sb, agent, job.customId, { attachmentMediaIds: [id] });
      expect(status, id).toBe(400);
      expect(body.errorCode).toBe('AGENT_SUBMISSION_MEDIA_INVALID');
    }
    const mine = await upload(sb, agent.accountId);
    const saved = await submitAs(sb, agent, job.customId, { attachmentMediaIds: [mine] });
    expect(saved.status).toBe(201);
  });

  it('needs PNG, JPEG, GIF or WebP evidence on image-required jobs', async () => {
    const job = await createJob(sb, { imageRequired: true });
    const pdf = await upload(sb, agent.accountId, { contentType: 'application/pdf' });
    for (const body of [{ content: 'Here is my work' }, { content: 'See file', attachmentMediaIds: [pdf] }]) {
      const { status, body: answer } = await submitAs(sb, agent, job.customId, body);
      expect(status).toBe(400);
      expect(answer.errorCode).toBe('AGENT_SUBMISSION_IMAGE_REQUIRED');
    }
    const webp = await upload(sb, agent.accountId, { contentType: 'image/webp' });
    expect(
      (await submitAs(sb, agent, job.customId, { content: 'See file', attachmentMediaIds: [pdf, webp] })).status,
    ).toBe(201);
  });

  it('refuses entries the rules of part 7 forbid', async () => {
    const human = await newAgent(sb);
    await makeHuman(sb, human.accountId);
    const cases: Array<[string, Record<string, unknown>, Agent, number, string]> = [
      ['own job', { creatorAccountId: agent.accountId }, agent, 403, 'AGENT_JOB_SELF_SUBMISSION'],
      ['community job', { communityOnly: true }, agent, 403, 'AGENT_JOB_COMMUNITY_NOT_ALLOWED'],
      ['agents only', { agentsOnly: true }, human, 403, 'AGENT_JOB_NOT_ALLOWED'],
      ['paused', { paused: true }, agent, 403, 'AGENT_JOB_NOT_ALLOWED'],
      ['blocked by the creator', { blockedAccountIds: [agent.accountId] }, agent, 403, 'AGENT_JOB_CREATOR_BLOCKED'],
      ['human verification', { requiresHumanVerification: true }, agent, 403, 'AGENT_HUMAN_VERIFICATION_REQUIRED'],
      ['view flow', { viewFlowRequired: true }, agent, 409, 'AGENT_JOB_VIEW_FLOW_REQUIRED'],
      ['closed', { closesInSeconds: -60 }, agent, 409, 'AGENT_JOB_CLOSED'],
    ];
    for (const [name, options, who, status, code] of cases) {
      const job = await createJob(sb, options);
      const answer = await submitAs(sb, who, job.customId, text('An entry'));
      expect(answer.status, name).toBe(status);
      expect(answer.body.errorCode, name).toBe(code);
    }
    const unknown = await submitAs(sb, agent, 'NOSUCHJOB', text('x'));
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorCode).toBe('AGENT_JOB_NOT_FOUND');
  });

  it('takes one entry per verified human across accounts on human-verified jobs', async () => {
    const second = await newAgent(sb);
    await sb.control('/humans', { accountIds: [agent.accountId, second.accountId] });
    const job = await createJob(sb, { requiresHumanVerification: true });
    expect((await submitAs(sb, agent, job.customId, text('Mine'))).status).toBe(201);
    const refused = await submitAs(sb, second, job.customId, text('Also mine'));
    expect(refused.status).toBe(409);
    expect(refused.body.errorCode).toBe('AGENT_JOB_HUMAN_ALREADY_PARTICIPATED');
    // Without human verification, two accounts are two entrants.
    const open = await createJob(sb);
    await advance(sb, 30);
    expect((await submitAs(sb, agent, open.customId, text('One'))).status).toBe(201);
    expect((await submitAs(sb, second, open.customId, text('Two'))).status).toBe(201);
  });

  it('refuses a second entry over one made on the website', async () => {
    const worker = await persona(sb, 'worker');
    const history = await getAs(sb, worker, '/worker/submissions?filter=open');
    const row = (history.body.submissions as Loose[]).find(
      (r) => r.work_status === 'open' || r.work_status === 'in_progress',
    );
    expect(row, 'an open seeded entry').toBeTruthy();
    const customId = row!.job_url.split('/').pop();
    const { status, body } = await submitAs(sb, worker, customId, text('Another go'));
    expect(status).toBe(409);
    expect(body.errorCode).toBe('AGENT_SUBMISSION_EXISTS');
  });
});

describe('limited places: raffled reservations', () => {
  it('answers 202 reservation_pending, then saves one entry per place on the identical retry after the raffle', async () => {
    const job = await createJob(sb, { maxEntries: 1 });
    const other = await newAgent(sb);
    const first = await submitAs(sb, agent, job.customId, text('Mine'));
    expect(first.status).toBe(202);
    expect(safeParse(reservationPendingSchema, first.body).success).toBe(true);
    expect(first.body).toMatchObject({
      ok: true,
      submitted: false,
      status: 'reservation_pending',
      retryAfterSeconds: 15,
    });
    expect(first.headers.get('retry-after')).toBe('15');
    expect(Date.parse(first.body.raffleEndsAt) - (await sandboxTime())).toBeGreaterThan(14_000);
    expect((await submitAs(sb, other, job.customId, text('Theirs'))).status).toBe(202);

    // Before the raffle ends the retry is still pending; a changed retry is a conflict.
    await advance(sb, 5);
    const early = await submitAs(sb, agent, job.customId, text('Mine'));
    expect(early).toMatchObject({ status: 202, body: { retryAfterSeconds: 10 } });
    expect((await submitAs(sb, agent, job.customId, text('Mine, changed'))).body.errorCode).toBe(
      'AGENT_SUBMISSION_CHANGED',
    );

    await advance(sb, 10);
    const answers = [
      await submitAs(sb, agent, job.customId, text('Mine')),
      await submitAs(sb, other, job.customId, text('Theirs')),
    ];
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.status === 409)!.body.errorCode).toBe('AGENT_JOB_FULL');
    const winner = answers.find((a) => a.status === 201)!;
    expect(winner.body).toMatchObject({ submitted: true, replayed: false });

    // The place is taken: a newcomer is refused at once.
    const late = await newAgent(sb);
    const full = await submitAs(sb, late, job.customId, text('Late'));
    expect(full.status).toBe(409);
    expect(full.body.errorCode).toBe('AGENT_JOB_FULL');
  });

  it('does not count the retry of a reservation as a new attempt', async () => {
    const job = await createJob(sb, { maxEntries: 3 });
    expect((await submitAs(sb, agent, job.customId, text('Mine'))).status).toBe(202);
    await advance(sb, 15);
    // Still inside the 30 s window of the first attempt.
    expect((await submitAs(sb, agent, job.customId, text('Mine'))).status).toBe(201);
    expect((await submitAs(sb, agent, job.customId, text('Mine'))).status).toBe(200);
  });

  it('releases a won place that is not claimed in time', async () => {
    const job = await createJob(sb, { maxEntries: 2 });
    expect((await submitAs(sb, agent, job.customId, text('Mine'))).status).toBe(202);
    await advance(sb, 15 + 600 + 1);
    const expired = await submitAs(sb, agent, job.customId, text('Mine'));
    expect(expired.status).toBe(409);
    expect(expired.body.errorCode).toBe('AGENT_JOB_RESERVATION_EXPIRED');
    // A new attempt enters a new raffle.
    expect((await submitAs(sb, agent, job.customId, text('Mine'))).status).toBe(202);
  });

  it('lets a changed entry try again once its draw was lost or its place let go', async () => {
    const job = await createJob(sb, { maxEntries: 1 });
    const loser = await newAgent(sb);
    expect((await submitAs(sb, agent, job.customId, text('Mine'))).status).toBe(202);
    expect((await submitAs(sb, loser, job.customId, text('Theirs'))).status).toBe(202);
    await advance(sb, 15);
    // Both retry; one place: one entry, one draw lost.
    const answers = [
      { who: agent, answer: await submitAs(sb, agent, job.customId, text('Mine')) },
      { who: loser, answer: await submitAs(sb, loser, job.customId, text('Theirs')) },
    ];
    const lost = answers.find((a) => a.answer.status === 409)!;
    expect(lost.answer.body.errorCode).toBe('AGENT_JOB_FULL');
    // The job is full: a changed entry is refused as full, never as a change of an entry that does not exist.
    await advance(sb, 31);
    const changed = await submitAs(sb, lost.who, job.customId, text('Something else'));
    expect(changed.status).toBe(409);
    expect(changed.body.errorCode).toBe('AGENT_JOB_FULL');

    // A place won and let go: a changed entry is a new attempt, in a new raffle.
    const roomy = await createJob(sb, { maxEntries: 2 });
    expect((await submitAs(sb, agent, roomy.customId, text('First try'))).status).toBe(202);
    await advance(sb, 15 + 600 + 1);
    const retried = await submitAs(sb, agent, roomy.customId, text('Second try'));
    expect(retried.status).toBe(202);
    expect(retried.body.status).toBe('reservation_pending');
  });
});

describe('GET /worker/submissions', () => {
  it('pages the worker persona’s history by 12, clamps pages past the end, and filters', async () => {
    const worker = await persona(sb, 'worker');
    const first = await getAs(sb, worker, '/worker/submissions');
    expect(first.status).toBe(200);
    expect(safeParse(historyResponseSchema, first.body).success).toBe(true);
    const { body } = first;
    expect(body).toMatchObject({
      ok: true,
      accountId: worker.accountId,
      page: 1,
      pageSize: 12,
      filter: 'all',
      hasMore: true,
      nextPage: 2,
    });
    expect(body.submissions).toHaveLength(12);
    expect(body.totalCount).toBe(15);
    expect(body.totalPages).toBe(2);
    expect(body.summary).toEqual({ all: 15, open: 6, winners: 5, rewarded: 4 });
    expect(body.nextUrl).toBe(`${sb.url}/worker/submissions?page=2`);

    const clamped = await getAs(sb, worker, '/worker/submissions?page=999999');
    expect(clamped.body).toMatchObject({ page: 2, hasMore: false, nextPage: null, nextUrl: null });
    expect(clamped.body.submissions).toHaveLength(3);

    for (const [filter, count] of [
      ['open', 6],
      ['winners', 5],
      ['rewarded', 4],
    ] as const) {
      const filtered = await getAs(sb, worker, `/worker/submissions?filter=${filter}`);
      expect(filtered.body).toMatchObject({ filter, totalCount: count, totalPages: 1 });
      expect(filtered.body.submissions).toHaveLength(count);
    }
  });

  it('counts as open only custom entries: an entry on a social job is in all, not in open', async () => {
    const agent = await newAgent(sb);
    const social = await createJob(sb, { mode: 'social' });
    const custom = await createJob(sb);
    expect((await submitAs(sb, agent, social.customId, text('Reposted'))).status).toBe(201);
    await advance(sb, 30);
    expect((await submitAs(sb, agent, custom.customId, text('Done'))).status).toBe(201);
    const all = await getAs(sb, agent, '/worker/submissions');
    expect(all.body.summary).toMatchObject({ all: 2, open: 1 });
    const open = await getAs(sb, agent, '/worker/submissions?filter=open');
    expect(open.body.totalCount).toBe(1);
    expect(open.body.submissions[0].job_url).toContain(custom.customId);
  });

  it('keeps personal credit apart from the whole job’s figures, and says which identifiers are cut', async () => {
    const worker = await persona(sb, 'worker');
    const rows: Loose[] = [
      ...(await getAs(sb, worker, '/worker/submissions')).body.submissions,
      ...(await getAs(sb, worker, '/worker/submissions?page=2')).body.submissions,
    ];
    const states = rows.map((r) => r.rewardEarning.status);
    expect(states).toEqual(expect.arrayContaining(['ready', 'pending', 'unavailable']));
    for (const row of rows) {
      expect(row.truncatedFields).toContain('submission_short_id');
      expect(row.submission_short_id).toHaveLength(12);
      expect(row.rewardEarning).toMatchObject({ role: 'worker' });
      if (row.rewarded_at) {
        expect(row.winner).toBe(true);
        expect(row.rewardEarning.status).toBe('ready');
        expect(isPlainDecimal(row.rewardEarning.amount)).toBe(true);
        if (row.rewardFinancials.scope === 'gross_pool' && row.rewardFinancials.winnerCount > 1) {
          expect(row.rewardEarning.amount).not.toBe(row.rewardFinancials.amount);
        }
      }
      if (row.zero_reward_result) expect(row.rewardEarning).toMatchObject({ status: 'ready', amount: '0' });
      if (row.rewardFinancials.status === 'unavailable') expect(row.rewardFinancials.amount).toBeNull();
    }
    const unknownWin = rows.find((r) => r.winner && r.rewardEarning.status === 'unavailable');
    expect(unknownWin?.rewardEarning).toMatchObject({ amount: null });
    expect(rows.some((r) => r.zero_reward_result)).toBe(true);
  });

  it('shows a new entry at the top, with its ID cut to a prefix', async () => {
    const job = await createJob(sb);
    const saved = await submitAs(sb, agent, job.customId, text('Fresh entry'));
    const { body } = await getAs(sb, agent, '/worker/submissions?filter=open');
    expect(body.totalCount).toBe(1);
    const row = body.submissions[0];
    expect(saved.body.submission.id.startsWith(row.submission_short_id)).toBe(true);
    expect(row.submission_short_id).not.toBe(saved.body.submission.id);
    expect(row).toMatchObject({
      content_text: 'Fresh entry',
      winner: false,
      rewarded_at: null,
      rewardEarning: { status: 'pending', amount: null },
      work_status: 'in_progress',
    });
    expect(row.rewardFinancials).toMatchObject({
      status: 'advertised',
      amount: '10',
      winnerCount: 2,
      winnersChosen: 0,
    });
  });

  it.each(['?page=0', '?page=1000001', '?filter=lost', '?limit=5', '?page=1&page=2'])(
    'refuses %s with 400',
    async (query) => {
      const { status, body } = await getAs(sb, agent, `/worker/submissions${query}`);
      expect(status).toBe(400);
      expect(body.errorCode).toBe('AGENT_SUBMISSION_INPUT_INVALID');
    },
  );

  it('answers page 1,000,000 (clamped) for an empty history', async () => {
    const { status, body } = await getAs(sb, agent, '/worker/submissions?page=1000000');
    expect(status).toBe(200);
    expect(body).toMatchObject({ page: 1, totalCount: 0, totalPages: 1, submissions: [], hasMore: false });
  });
});

describe('announcements', () => {
  it('announces a new public agent job as a type-8 notification, and community jobs not at all', async () => {
    const job = await createJob(sb, { summary: 'Brand-new public job' });
    const community = await createJob(sb, { summary: 'Community only job', communityOnly: true });
    await getAs(sb, agent, '/jobs?limit=1');
    const inbox = await sb.json<Loose>('/notifications', keyed(agent, postJson({})));
    const messages = (inbox.body.notifications as Loose[])
      .filter((n) => n.notificationType === 8)
      .map((n) => n.message as string);
    expect(messages.some((m) => m.includes(job.customId))).toBe(true);
    expect(messages.some((m) => m.includes(community.customId))).toBe(false);
  });
});

async function sandboxTime(): Promise<number> {
  return Date.parse(((await (await sb.call('/__sandbox/clock')).json()) as { now: string }).now);
}
