/**
 * Launching paid work (spec 4.14, 3.5, part 8 social amounts): agent-to-human
 * jobs, likes and views (x402 v2), the quick and job-payment routes (x402 v1,
 * X-PAYMENT), external social jobs paid in USDC or from the balance, recovery
 * by wallet proof, and the discovery document.
 */
import { createKeyPairSignerFromPrivateKeyBytes } from '@solana/kit';
import { x402Client } from '@x402/core/client';
import { decodePaymentRequiredHeader, encodePaymentSignatureHeader } from '@x402/core/http';
import type { PaymentRequired } from '@x402/core/types';
import { ExactEvmSchemeV1 } from '@x402/evm/exact/v1/client';
import { ExactSvmSchemeV1 } from '@x402/svm/v1';
import { privateKeyToAccount } from 'viem/accounts';
import { ExactSvmScheme } from '@x402/svm/exact/client';
import { wrapFetchWithPayment } from '@x402/fetch';
import { generateKeyPairSigner } from '@solana/kit';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  agentToHumanResponseSchema,
  discoverySchema,
  externalCreateResponseSchema,
  paidJobSchema,
  quickPaidSchema,
  recoveredSchema,
} from '@/lib/marketplace/launch/contract';
import { safeParse } from '@/lib/marketplace/schema';
import { evmKeySigner, solanaKeySigner } from '@/lib/wallet/key-signers';
import { normalize } from '@/lib/money';
import { sandboxPaymentAddresses } from '../payments';
import { SEEDED_POSTS } from '../launch/posts';
import { SEEDED_UNPAID_JOB_ID } from '../launch/seed';
import { and, eq, isNull } from 'drizzle-orm';
import { jobs } from '../jobs/schema';
import { launchedJobs } from '../launch/schema';
import { persona } from './jobs-harness';
import {
  accountFor,
  evmPayer,
  ledgerOf,
  postJson,
  proofFor,
  solanaPayer,
  startSandbox,
  type Loose,
  type Payer,
  type RunningSandbox,
} from './harness';

let sb: RunningSandbox;
const addresses = sandboxPaymentAddresses();
const POST = 'https://x.com/sandboxnews/status/1900000000000000001';
const enc = encodeURIComponent;

beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.stop());
// Every test starts past the previous test's rate windows.
beforeEach(() => sb.control('/clock', { advanceSeconds: 60 }));

/** The x402 v2 challenge of a response: its decoded PAYMENT-REQUIRED header, checked equal to the body. */
function v2Challenge(response: { status: number; body: Loose; headers: Headers }): PaymentRequired {
  expect(response.status, JSON.stringify(response.body)).toBe(402);
  const header = response.headers.get('payment-required');
  expect(header).toBeTruthy();
  const decoded = decodePaymentRequiredHeader(header!);
  expect(decoded.x402Version).toBe(2);
  return decoded;
}

async function payV2(payer: Payer, path: string, init: RequestInit = {}) {
  const challenge = v2Challenge(await sb.json(path, init));
  const signature = encodePaymentSignatureHeader(await payer.client.createPaymentPayload(challenge));
  const paid = await sb.json<Loose>(path, {
    ...init,
    headers: { ...(init.headers as Record<string, string>), 'payment-signature': signature },
  });
  return { challenge, signature, paid };
}

/** An official client that pays x402 v1 (quick and job-payment) requirements from a Solana key. */
async function v1Payer(): Promise<{ client: x402Client; address: string }> {
  const signer = await solanaKeySigner();
  const keys = await createKeyPairSignerFromPrivateKeyBytes(signer.seed);
  const client = new x402Client()
    .registerV1('solana', new ExactSvmSchemeV1(keys, { rpcUrl: `${sb.url}/solana-rpc` }))
    .setSpendControls({
      allowedAssets: [
        { network: 'solana' as `${string}:${string}`, asset: addresses.solana.mint, maxAmountPerPayment: '1000000000' },
      ],
    });
  return { client, address: signer.address };
}

async function payV1(client: x402Client, challengeBody: Loose, at?: string) {
  expect(challengeBody.x402Version).toBe(1);
  const payload = await client.createPaymentPayload(challengeBody as unknown as PaymentRequired);
  const target =
    at ?? new URL(challengeBody.accepts[0].resource).pathname + new URL(challengeBody.accepts[0].resource).search;
  return sb.json<Loose>(target, { headers: { 'x-payment': encodePaymentSignatureHeader(payload) } });
}

const keyHeaders = (apikey: string) => ({ 'x-api-key': apikey });

describe('agent-to-human jobs', () => {
  const path = (network: string, query: string) => `/${network}/agenttohuman?${query}`;

  it('challenges with x402 v2 for exactly winners x perUser, on the path’s network', async () => {
    const url = path('solana', `description=${enc('Rate my landing page')}&winners=3&perUser=0.03`);
    const response = await sb.json(url);
    const challenge = v2Challenge(response);
    expect(challenge.accepts).toHaveLength(1);
    expect(challenge.accepts[0]).toMatchObject({
      scheme: 'exact',
      network: addresses.solana.network,
      amount: '90000',
      maxAmountRequired: '90000',
      asset: addresses.solana.mint,
      payTo: addresses.solana.payTo,
      maxTimeoutSeconds: 60,
      resource: `${sb.url}${url}`,
      extra: { feePayer: addresses.solana.feePayer },
    });
    expect(response.body).toMatchObject({ x402Version: 2, price: { amount: '0.090000', asset: 'USDC' } });

    const base = v2Challenge(await sb.json(path('base', `description=Hi`)));
    // Defaults: 10 winners at 0.025 each.
    expect(base.accepts[0]).toMatchObject({
      network: addresses.base.network,
      amount: '250000',
      asset: addresses.base.asset,
      payTo: addresses.base.payTo,
    });
  });

  it('refuses input outside the limits, unknown or repeated parameters and mixed actions with 400', async () => {
    const bad = [
      'winners=3',
      'description=x&winners=0',
      'description=x&winners=101',
      'description=x&perUser=0.009',
      'description=x&perUser=0.0250001',
      'description=x&perUser=1e2',
      `description=${'a'.repeat(5001)}`,
      'description=%20%20',
      'description=x&colour=red',
      'description=x&description=y',
      'description=x&secret=abc',
      'action=view',
      'action=view&secret=abc&winners=3',
      'action=delete',
    ];
    for (const query of bad) {
      const { status, body } = await sb.json<Loose>(path('solana', query));
      expect(status, query).toBe(400);
      expect(body, query).toMatchObject({ ok: false, errorCode: 'X402_INPUT_INVALID' });
    }
    expect((await sb.json(`/ethereum/agenttohuman?description=x`)).status).toBe(404);
  });

  it('takes a POST mirror of the query, and refuses one that disagrees', async () => {
    const url = path('solana', 'description=Mirror&winners=4');
    const mirrored = v2Challenge(await sb.json(url, postJson({ winners: 4, perUser: '0.05' })));
    expect(mirrored.accepts[0]!.amount).toBe('200000');
    const { status, body } = await sb.json<Loose>(url, postJson({ winners: 5 }));
    expect(status).toBe(400);
    expect(body.errorCode).toBe('X402_INPUT_INVALID');
  });

  it('creates a paid job on Base: the payment in the ledger once, the job on the board, in the creator’s jobs and queue; replays are refused', async () => {
    const payer = await evmPayer();
    const { apikey } = await accountFor(sb, payer.signer);
    const url = path(
      'base',
      `description=${enc('Which of these two logos reads better at 16 px?')}&winners=3&perUser=0.03`,
    );
    const { paid, signature } = await payV2(payer, url);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(safeParse(paidJobSchema, paid.body).success).toBe(true);
    const job = paid.body;
    expect(job).toMatchObject({ ok: true, paid: true, network: 'base', price: { amount: '0.09', asset: 'USDC' } });
    expect(job.jobId).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(job.secret).toEqual(expect.any(String));
    expect(job.statusUrl).toContain('action=view');

    const ledger = await ledgerOf(sb, job.jobId);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ kind: 'payment', asset: 'USDC_BASE', wallet: payer.address });
    expect(normalize(ledger[0]!.amount)).toBe('0.09');

    // The identical paid request again: refused, nothing charged again.
    const replay = await sb.json<Loose>(url, { headers: { 'payment-signature': signature } });
    expect(replay.status).toBe(409);
    expect(replay.body.errorCode).toBe('X402_PAYMENT_REPLAYED');
    expect(await ledgerOf(sb, job.jobId)).toHaveLength(1);

    const board = await sb.json<Loose>('/jobs?limit=50', { headers: keyHeaders(apikey) });
    expect(board.body.jobs.map((j: Loose) => j.id)).toContain(job.customId);
    const created = await sb.json<Loose>('/jobs/created', { headers: keyHeaders(apikey) });
    expect(created.body.jobs[0]).toMatchObject({ jobId: job.jobId, status: 'open', paid: true, network: 'base' });
    const actions = await sb.json<Loose>('/actions', { headers: keyHeaders(apikey) });
    expect(actions.status).toBe(200);
    expect(actions.body.actions.map((a: Loose) => a.jobId)).toContain(job.jobId);
  });

  it('refuses a payment signed for another request (402, nothing charged)', async () => {
    const payer = await solanaPayer(sb);
    const signedFor = v2Challenge(await sb.json(path('solana', 'description=One&winners=2')));
    const signature = encodePaymentSignatureHeader(await payer.client.createPaymentPayload(signedFor));
    const other = await sb.json<Loose>(path('solana', 'description=One&winners=3'), {
      headers: { 'payment-signature': signature },
    });
    expect(other.status).toBe(402);
    expect(other.body.errorCode).toBe('X402_PAYMENT_MISMATCH');
    expect(other.headers.get('payment-required')).toBeTruthy();
  });

  it('runs an advanced creator-selection job: entries arrive, the secret views them, winners are chosen', async () => {
    const payer = await evmPayer();
    const url = `/base/agenttohumanadvanced?description=${enc('Name our log viewer')}&winners=2&perUser=0.5&selectionType=creator&selectionTimeMinutes=60`;
    const { paid } = await payV2(payer, url);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const { secret, jobId } = paid.body;

    const view = (page = 1) => sb.json<Loose>(`/base/agenttohuman?action=view&secret=${enc(secret)}&page=${page}`);
    const empty = await view();
    expect(empty.status).toBe(200);
    expect(safeParse(agentToHumanResponseSchema, empty.body).success).toBe(true);
    expect(empty.body).toMatchObject({ jobId, total: 0, submissions: [] });

    await sb.control('/clock', { advanceSeconds: 11 * 60 });
    const entries = await view();
    expect(entries.body.total).toBeGreaterThanOrEqual(2);
    const ids = entries.body.submissions.slice(0, 2).map((s: Loose) => s.id);
    const chosen = await sb.json<Loose>(
      '/api/agenttohumanadvanced/choose-winners',
      postJson({ secret, submissionIds: ids }),
    );
    expect(chosen.body).toMatchObject({ ok: true, updated: 2, winnersNow: 2, cap: 2 });
    expect((await view()).body.submissions.filter((s: Loose) => s.winner)).toHaveLength(2);
  });

  it('makes a contest of maxEntries=unlimited, and gates human-verified jobs', async () => {
    const payer = await solanaPayer(sb);
    const { apikey } = await accountFor(sb, payer.signer);
    const { paid } = await payV2(
      payer,
      `/solana/agenttohumanadvanced?description=Meme&winners=1&maxEntries=unlimited&human_verified=yes&selectionType=random`,
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const detail = await sb.json<Loose>(`/jobs/created/${paid.body.jobId}`, { headers: keyHeaders(apikey) });
    expect(detail.body.job).toMatchObject({ kind: 'contest' });
    const board = await sb.json<Loose>(`/jobs/${paid.body.customId}`, { headers: keyHeaders(apikey) });
    expect(board.body.job).toMatchObject({ mode: 'contest', selectionType: 'random', requiresHumanVerification: true });
  });

  it('recovers the job after a lost answer with a wallet proof, never a second payment', async () => {
    const payer = await solanaPayer(sb);
    const { paid } = await payV2(payer, path('solana', 'description=Lost&winners=1&perUser=0.01'));
    const original = paid.body;

    const recoverPath = '/solana/siwx/agenttohuman/recover';
    const challenge = await sb.call(recoverPath);
    expect(challenge.status).toBe(402);
    const proof = await proofFor(sb, recoverPath, {}, payer.signer);
    const recovered = await sb.json<Loose>(recoverPath, { headers: { 'sign-in-with-x': proof } });
    expect(recovered.status, JSON.stringify(recovered.body)).toBe(200);
    expect(safeParse(recoveredSchema, recovered.body).success).toBe(true);
    expect(recovered.body).toMatchObject({ recovered: true, jobId: original.jobId, secret: original.secret });

    // The same through action=recover on the paid route.
    const actionPath = path('solana', 'action=recover');
    const actionProof = await proofFor(sb, actionPath, {}, payer.signer);
    const viaAction = await sb.json<Loose>(actionPath, { headers: { 'sign-in-with-x': actionProof } });
    expect(viaAction.body).toMatchObject({ recovered: true, jobId: original.jobId });
    expect(await ledgerOf(sb, original.jobId)).toHaveLength(1);

    // A wallet that paid for nothing here.
    const stranger = await solanaPayer(sb);
    const none = await sb.json<Loose>(recoverPath, {
      headers: { 'sign-in-with-x': await proofFor(sb, recoverPath, {}, stranger.signer) },
    });
    expect(none.status).toBe(404);
    expect(none.body.errorCode).toBe('X402_RECOVER_NOT_FOUND');
  });
});

describe('likes and views', () => {
  const likes = (suffix: string) => `/solana/xlikes${suffix}`;

  it('prices 0.025 USDC a like (default 40) and 0.003 a view (default 100), on each alias', async () => {
    const amountOf = async (p: string) => v2Challenge(await sb.json(p)).accepts[0]!.amount;
    expect(await amountOf(likes(`?url=${enc(POST)}`))).toBe('1000000');
    expect(await amountOf(likes(`?url=${enc(POST)}&amount=5`))).toBe('125000');
    expect(await amountOf(likes(`/50?url=${enc(POST)}`))).toBe('1250000');
    expect(await amountOf(likes(`-250?url=${enc(POST)}`))).toBe('6250000');
    expect(await amountOf(`/solana/xviews?url=${enc(POST)}`)).toBe('300000');
    expect(await amountOf(`/solana/xviews?url=${enc(POST)}&amount=5000`)).toBe('15000000');
  });

  it('refuses amounts outside the ranges and links that are not posts on X', async () => {
    const bad = [
      likes(`?url=${enc(POST)}&amount=4`),
      likes(`?url=${enc(POST)}&amount=251`),
      likes(`/300?url=${enc(POST)}`),
      likes(`-4?url=${enc(POST)}`),
      likes(`/50?url=${enc(POST)}&amount=60`),
      likes(''),
      likes(`?url=${enc('https://example.com/post/1')}`),
      likes(`?url=${enc(POST)}&amount=4.5`),
      `/solana/xviews?url=${enc(POST)}&amount=9`,
      `/solana/xviews?url=${enc(POST)}&amount=5001`,
    ];
    for (const p of bad) {
      const { status, body } = await sb.json<Loose>(p);
      expect(status, p).toBe(400);
      expect(body.errorCode, p).toBe('X402_INPUT_INVALID');
    }
    expect((await sb.json('/base/xlikes')).status).toBe(404);
  });

  it('buys 40 likes: exactly 1.000000 USDC leaves the payer, once; the job is on the board', async () => {
    const payer = await solanaPayer(sb);
    const { paid } = await payV2(payer, likes(`?url=${enc(POST)}`));
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toMatchObject({ paid: true, service: 'xlikes', winners: 40, price: { amount: '1' } });
    expect(paid.headers.get('payment-response')).toBeTruthy();
    const ledger = await ledgerOf(sb, paid.body.jobId);
    expect(ledger.map((e) => [e.kind, e.asset, normalize(e.amount), e.wallet])).toEqual([
      ['payment', 'USDC', '1', payer.address],
    ]);
  });
});

describe('quick routes (x402 v1)', () => {
  it('challenges with x402 v1 in the body and pays with X-PAYMENT', async () => {
    const p = `/api/x402/quick/solana/xlikes-100?url=${enc(POST)}`;
    const challenge = await sb.json<Loose>(p);
    expect(challenge.status).toBe(402);
    expect(challenge.body.x402Version).toBe(1);
    expect(challenge.body.accepts[0]).toMatchObject({
      scheme: 'exact',
      network: 'solana',
      maxAmountRequired: '2500000',
      resource: `${sb.url}${p}`,
      payTo: addresses.solana.payTo,
    });
    const { client, address } = await v1Payer();
    const paid = await payV1(client, challenge.body);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(safeParse(quickPaidSchema, paid.body).success).toBe(true);
    // Spec 4.14: success payloads carry jobId, secret and statusUrl.
    expect(paid.body).toMatchObject({ ok: true, paid: true, jobId: expect.any(String), secret: expect.any(String) });
    expect(paid.body.statusUrl).toContain(encodeURIComponent(paid.body.secret));
    const ledger = await ledgerOf(sb, paid.body.jobId);
    expect(ledger.map((e) => [normalize(e.amount), e.wallet])).toEqual([['2.5', address]]);
  });

  it('knows four services and their bounds', async () => {
    const instagram = enc('https://instagram.com/p/Cabc123');
    expect((await sb.json(`/api/x402/quick/solana/insta-likes-50?url=${instagram}`)).status).toBe(402);
    expect((await sb.json(`/api/x402/quick/solana/reposts-1000?url=${enc(POST)}`)).status).toBe(402);
    expect(
      (await sb.json(`/api/x402/quick/solana/dex-rocket-10?url=${enc('https://dexscreener.com/solana/abc')}`)).status,
    ).toBe(402);
    for (const p of [
      `/api/x402/quick/solana/xlikes-251?url=${enc(POST)}`,
      `/api/x402/quick/solana/reposts-1001?url=${enc(POST)}`,
      `/api/x402/quick/solana/xlikes-50`,
      `/api/x402/quick/solana/insta-likes-50?url=${enc(POST)}`,
    ]) {
      expect((await sb.json(p)).status, p).toBe(400);
    }
    expect((await sb.json(`/api/x402/quick/solana/follows-50?url=${enc(POST)}`)).status).toBe(404);
    expect((await sb.json(`/api/x402/quick/solana/xlikes-50?url=${enc(POST)}`, postJson({}))).status).toBe(405);
  });
});

describe('external social jobs and paying a job by id', () => {
  let apikey: string;
  beforeAll(async () => {
    ({ apikey } = await accountFor(sb, (await solanaPayer(sb)).signer));
  });
  const create = (body: unknown, key = apikey) =>
    sb.json<Loose>('/api/external/jobs/create', postJson(body, keyHeaders(key)));
  const repost = (extra: Record<string, unknown> = {}) => ({
    type: 'social',
    tweet_url: POST,
    jobtype: 'repost',
    max_completions: 25,
    total_usdc: '2.50',
    ...extra,
  });

  it('says "already confirmed" only once paid: a payment still settling is neither confirmed nor open to a second one', async () => {
    const created = await create(repost());
    const { jobId } = created.body;
    // As while a claimed payment settles.
    await sb.sandbox.deps.db.update(jobs).set({ fundingStatus: 'pending' }).where(eq(jobs.id, jobId));
    const accepts = await sb.json<Loose>(`/api/x402/jobs/${jobId}/accepts`, { headers: keyHeaders(apikey) });
    expect(accepts.status).toBe(409);
    expect(accepts.body).toMatchObject({ ok: false, errorCode: 'X402_PAYMENT_PENDING' });
    expect(accepts.body).not.toHaveProperty('alreadyConfirmed');
    expect(accepts.headers.get('retry-after')).toBe('2');
    const pay = await sb.json<Loose>(`/api/x402/jobs/${jobId}/pay`);
    expect(pay.status).toBe(409);
    expect(await ledgerOf(sb, jobId)).toHaveLength(0);
  });

  it('pays the creator’s seeded custom job created unpaid: its payer recorded for recovery, its own close kept', async () => {
    const creator = await persona(sb, 'creator');
    const [waiting] = await sb.sandbox.deps.db
      .select({ id: jobs.id, closesAt: jobs.closesAt })
      .from(jobs)
      .where(and(eq(jobs.creatorAccountId, creator.accountId), eq(jobs.paid, false), isNull(jobs.fundingStatus)));
    const jobId = waiting!.id;
    // Its time to pay runs from the seed; earlier tests moved the sandbox's clock on.
    const payBy = new Date(sb.sandbox.deps.clock.now() + 25 * 60_000);
    await sb.sandbox.deps.db.update(jobs).set({ paymentInitiateBefore: payBy }).where(eq(jobs.id, jobId));
    const accepts = await sb.json<Loose>(`/api/x402/jobs/${jobId}/accepts`, { headers: keyHeaders(creator.apikey) });
    expect(accepts.status, JSON.stringify(accepts.body)).toBe(402);
    expect(accepts.body.accepts[0]).toMatchObject({ maxAmountRequired: '15000000', network: 'solana' });
    const payer = await v1Payer();
    const paid = await payV1(payer.client, accepts.body);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toMatchObject({ ok: true, paid: true, jobId });
    expect((await ledgerOf(sb, jobId)).map((e) => normalize(e.amount))).toEqual(['15']);
    const after = await sb.json<Loose>(`/api/x402/jobs/${jobId}/accepts`, { headers: keyHeaders(creator.apikey) });
    expect(after.body).toEqual({ ok: true, alreadyConfirmed: true, jobId });
    const [launched] = await sb.sandbox.deps.db.select().from(launchedJobs).where(eq(launchedJobs.jobId, jobId));
    expect(launched!.payerWallet).toBe(payer.address);
    const [job] = await sb.sandbox.deps.db.select({ closesAt: jobs.closesAt }).from(jobs).where(eq(jobs.id, jobId));
    expect(job!.closesAt).toEqual(waiting!.closesAt);
  });

  it('refuses to take a payment once a job’s time to pay has passed', async () => {
    const created = await create(repost());
    const { jobId } = created.body;
    await sb.sandbox.deps.db
      .update(jobs)
      .set({ paymentInitiateBefore: new Date(sb.sandbox.deps.clock.now() - 60_000) })
      .where(eq(jobs.id, jobId));
    const accepts = await sb.json<Loose>(`/api/x402/jobs/${jobId}/accepts`, { headers: keyHeaders(apikey) });
    expect(accepts.status).toBe(404);
    expect(accepts.body.errorCode).toBe('X402_JOB_NOT_FOUND');
    expect((await sb.json<Loose>(`/api/x402/jobs/${jobId}/pay`)).status).toBe(404);
  });

  it('creates an unpaid job for USDC, paid through accepts and its pay resource; then it is already confirmed', async () => {
    const created = await create(repost({ min_rank: 2, cooldown_minutes: 30 }));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(safeParse(externalCreateResponseSchema, created.body).success).toBe(true);
    expect(created.body).toMatchObject({ status: 'unpaid', type: 'social', balancePayment: 0 });
    const { jobId } = created.body;

    const accepts = await sb.json<Loose>(`/api/x402/jobs/${jobId}/accepts`, { headers: keyHeaders(apikey) });
    expect(accepts.status).toBe(402);
    expect(accepts.body.x402Version).toBe(1);
    expect(accepts.body.accepts[0]).toMatchObject({ maxAmountRequired: '2500000', network: 'solana' });
    expect(accepts.body.accepts[0].resource).toBe(`${sb.url}/api/x402/jobs/${jobId}/pay`);

    const { client } = await v1Payer();
    const paid = await payV1(client, accepts.body);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    // Spec 4.14: success payloads carry jobId, secret and statusUrl.
    expect(paid.body).toMatchObject({ ok: true, paid: true, jobId, secret: expect.any(String) });
    expect(paid.body.statusUrl).toContain(encodeURIComponent(paid.body.secret));
    expect((await ledgerOf(sb, jobId)).map((e) => normalize(e.amount))).toEqual(['2.5']);

    expect((await sb.json<Loose>(`/api/x402/jobs/${jobId}/accepts`, { headers: keyHeaders(apikey) })).body).toEqual({
      ok: true,
      alreadyConfirmed: true,
      jobId,
    });
    const again = await payV1((await v1Payer()).client, accepts.body);
    expect(again.status).toBe(409);
    expect(again.body.errorCode).toBe('X402_JOB_ALREADY_PAID');
    expect(await ledgerOf(sb, jobId)).toHaveLength(1);
  });

  it('pays a job on Base at its Base pay route (x402 v1), once across both networks', async () => {
    const { jobId } = (await create(repost())).body;
    const at = `/api/x402/base/jobs/${jobId}/pay`;
    const challenge = await sb.json<Loose>(at);
    expect(challenge.status).toBe(402);
    expect(challenge.body.x402Version).toBe(1);
    expect(challenge.body.accepts).toHaveLength(1);
    expect(challenge.body.accepts[0]).toMatchObject({
      scheme: 'exact',
      network: 'base',
      maxAmountRequired: '2500000',
      asset: addresses.base.asset,
      payTo: addresses.base.payTo,
      resource: `${sb.url}${at}`,
      mimeType: 'application/json',
      extra: { chainId: 8453, decimals: 6, name: 'USD Coin', version: '2' },
    });

    // A Solana payment is not taken at the Base route, and nothing is charged.
    const unpaid = await sb.json<Loose>(`/api/x402/jobs/${jobId}/pay`);
    const onSolana = await payV1((await v1Payer()).client, unpaid.body, at);
    expect(onSolana.status).toBe(402);
    expect(await ledgerOf(sb, jobId)).toHaveLength(0);

    const signer = evmKeySigner();
    const client = new x402Client()
      .registerV1('base', new ExactEvmSchemeV1(privateKeyToAccount(signer.privateKey)))
      .setSpendControls({
        allowedAssets: [
          { network: 'base' as `${string}:${string}`, asset: addresses.base.asset, maxAmountPerPayment: '2500000' },
        ],
      });
    const paid = await payV1(client, challenge.body);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toMatchObject({ ok: true, paid: true, jobId, secret: expect.any(String) });
    expect((await ledgerOf(sb, jobId)).map((e) => [normalize(e.amount), e.wallet])).toEqual([['2.5', signer.address]]);
    // Its payer finds it by a proof on Base, the network it was paid on.
    const recoverPath = '/base/siwx/agenttohuman/recover';
    const found = await sb.json<Loose>(recoverPath, {
      headers: { 'sign-in-with-x': await proofFor(sb, recoverPath, {}, signer) },
    });
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    expect(found.body).toMatchObject({ recovered: true, jobId });
    // Its workers are paid in USDC on Base, the network it was paid on.
    const created = await sb.json<Loose>(`/jobs/created/${jobId}`, { headers: keyHeaders(apikey) });
    expect(created.body.job.reward).toMatchObject({ assetId: 'USDC_BASE', network: 'base', amount: '2.5' });

    // Paid on one network, the job is paid on both: the other network's route says so, and charges nothing.
    expect((await sb.json<Loose>(`/api/x402/jobs/${jobId}/pay`)).body).toEqual({
      ok: true,
      alreadyConfirmed: true,
      jobId,
    });
    const again = await payV1((await v1Payer()).client, unpaid.body, `/api/x402/jobs/${jobId}/pay`);
    expect(again.status).toBe(409);
    expect(again.body.errorCode).toBe('X402_JOB_ALREADY_PAID');
    expect(await ledgerOf(sb, jobId)).toHaveLength(1);
  });

  it('creates a pending job paid from the balance, debiting exactly the total', async () => {
    const profile = async () =>
      (await sb.json<Loose>('/profile', { headers: keyHeaders(apikey) })).body.balances.solana.SOL as string;
    const before = await profile();
    const created = await create({
      type: 'social',
      tweet_url: '1900000000000000001',
      jobtype: 'comment',
      max_completions: 100,
      message_markdown: 'Say what you like about it.',
      balance_payment: 1,
      total_bounty_sol: '0.012',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toMatchObject({ status: 'pending', balancePayment: 1 });
    await sb.control('/clock', { advanceSeconds: 11 });
    const after = await profile();
    expect(normalize(before)).toBe('2.5');
    expect(normalize(after)).toBe('2.488');
    const ledger = await ledgerOf(sb, created.body.jobId);
    expect(ledger.map((e) => [e.kind, e.asset, normalize(e.amount)])).toEqual([['job_payment', 'SOL', '-0.012']]);
  });

  it('applies every rule of 4.14', async () => {
    const refused: [unknown, string][] = [
      [repost({ min_rank: 0 }), 'EXTERNAL_JOB_INPUT_INVALID'],
      [repost({ min_rank: 4 }), 'EXTERNAL_JOB_INPUT_INVALID'],
      [repost({ cooldown_minutes: -1 }), 'EXTERNAL_JOB_INPUT_INVALID'],
      [repost({ cooldown_minutes: 1441 }), 'EXTERNAL_JOB_INPUT_INVALID'],
      [repost({ max_completions: 24 }), 'EXTERNAL_JOB_INPUT_INVALID'],
      [repost({ max_completions: 1001, total_usdc: '100' }), 'EXTERNAL_JOB_INPUT_INVALID'],
      [
        repost({ jobtype: 'comment', message_markdown: 'x', max_completions: 251, total_usdc: '100' }),
        'EXTERNAL_JOB_INPUT_INVALID',
      ],
      [repost({ jobtype: 'repost_comment', max_completions: 25 }), 'EXTERNAL_JOB_INPUT_INVALID'],
      [repost({ jobtype: 'comment', message_markdown: '   ' }), 'EXTERNAL_JOB_INPUT_INVALID'],
      [repost({ jobtype: 'like' }), 'EXTERNAL_JOB_INPUT_INVALID'],
      [repost({ type: 'custom' }), 'EXTERNAL_JOB_INPUT_INVALID'],
      [repost({ tweet_url: 'https://example.com/1' }), 'EXTERNAL_JOB_INPUT_INVALID'],
      [repost({ colour: 'red' }), 'EXTERNAL_JOB_INPUT_INVALID'],
      [repost({ total_usdc: undefined }), 'EXTERNAL_JOB_INPUT_INVALID'],
      [repost({ balance_payment: 1, total_bounty_sol: '0.5' }), 'EXTERNAL_JOB_INPUT_INVALID'],
      [repost({ total_usdc: '1000000.000001' }), 'EXTERNAL_JOB_INPUT_INVALID'],
      [repost({ total_usdc: '2.5000001' }), 'EXTERNAL_JOB_INPUT_INVALID'],
      [repost({ total_usdc: '2.499999' }), 'EXTERNAL_JOB_TOTAL_TOO_LOW'],
      [repost({ max_completions: 101, total_usdc: '2.52' }), 'EXTERNAL_JOB_TOTAL_TOO_LOW'],
      [repost({ total_usdc: undefined, balance_payment: 1, total_bounty_sol: '0.0099' }), 'EXTERNAL_JOB_TOTAL_TOO_LOW'],
      [
        repost({ total_usdc: undefined, max_completions: 1000, balance_payment: 1, total_bounty_sol: '0.119999999' }),
        'EXTERNAL_JOB_TOTAL_TOO_LOW',
      ],
      [
        repost({ total_usdc: undefined, balance_payment: 1, total_bounty_sol: '1000' }),
        'EXTERNAL_JOB_INSUFFICIENT_BALANCE',
      ],
    ];
    for (const [body, code] of refused) {
      const { status, body: answer } = await create(body);
      expect(status, JSON.stringify(body)).toBe(400);
      expect(answer.errorCode, JSON.stringify(body)).toBe(code);
    }
    // The highest counts and the exact minimums pass.
    expect((await create(repost({ max_completions: 1000, total_usdc: '25' }))).status).toBe(200);
    expect(
      (
        await create(
          repost({ jobtype: 'repost_comment', message_markdown: 'Quote it.', max_completions: 250, total_usdc: 6.25 }),
        )
      ).status,
    ).toBe(200);
  });

  it('refuses seeded posts: a blocked author (403), more than 500 reposts, a deleted post (404)', async () => {
    const [, blocked, viral, fiveHundred, deleted] = SEEDED_POSTS;
    expect(await create(repost({ tweet_url: blocked!.url }))).toMatchObject({
      status: 403,
      body: { errorCode: 'EXTERNAL_JOB_AUTHOR_BLOCKED' },
    });
    expect(await create(repost({ tweet_url: viral!.url }))).toMatchObject({
      status: 400,
      body: { errorCode: 'EXTERNAL_JOB_POST_TOO_POPULAR' },
    });
    expect((await create(repost({ tweet_url: fiveHundred!.url }))).status).toBe(200);
    expect(await create(repost({ tweet_url: deleted!.url }))).toMatchObject({
      status: 404,
      body: { errorCode: 'EXTERNAL_JOB_POST_NOT_FOUND' },
    });
  });

  it('takes the API key only, JSON only, and at most 16 KiB', async () => {
    expect((await sb.json('/api/external/jobs/create', postJson(repost()))).status).toBe(401);
    expect((await create(repost(), 'f'.repeat(40))).status).toBe(401);
    const text = await sb.json('/api/external/jobs/create', {
      method: 'POST',
      headers: { ...keyHeaders(apikey), 'content-type': 'text/plain' },
      body: JSON.stringify(repost()),
    });
    expect(text.status).toBe(415);
    expect((await create(repost({ message_markdown: 'x'.repeat(17 * 1024) }))).status).toBe(413);
    expect((await sb.json('/api/external/jobs/create', { headers: keyHeaders(apikey) })).status).toBe(405);
  });

  it('answers accepts only for the key’s own jobs, by an 8-character ID; the seeded job is the earner’s', async () => {
    expect(
      (await sb.json<Loose>(`/api/x402/jobs/${SEEDED_UNPAID_JOB_ID}/accepts`, { headers: keyHeaders(apikey) })).status,
    ).toBe(404);
    expect((await sb.json<Loose>('/api/x402/jobs/short/accepts', { headers: keyHeaders(apikey) })).status).toBe(400);
    expect((await sb.json<Loose>(`/api/x402/jobs/${SEEDED_UNPAID_JOB_ID}/accepts`)).status).toBe(401);
    const earner = await persona(sb, 'earner');
    const own = await sb.json<Loose>(`/api/x402/jobs/${SEEDED_UNPAID_JOB_ID}/accepts`, {
      headers: keyHeaders(earner.apikey),
    });
    expect(own.status).toBe(402);
    expect(own.body.accepts[0].maxAmountRequired).toBe('2500000');
    const created = await sb.json<Loose>(`/jobs/created/${SEEDED_UNPAID_JOB_ID}`, {
      headers: keyHeaders(earner.apikey),
    });
    expect(created.body.job).toMatchObject({ status: 'awaiting_payment', paid: false, kind: 'social' });
    // Its pay resource is public: anyone may see the price (and pay).
    const pay = await sb.json<Loose>(`/api/x402/jobs/${SEEDED_UNPAID_JOB_ID}/pay`);
    expect(pay.status).toBe(402);
    expect(pay.body.accepts).toEqual(own.body.accepts);
  });
});

describe('the discovery document', () => {
  it('lists the sandbox’s paid resources with their prices', async () => {
    const { status, body } = await sb.json<Loose>('/.well-known/x402');
    expect(status).toBe(200);
    expect(safeParse(discoverySchema, body).success).toBe(true);
    expect(body.version).toBe(1);
    expect(body.resources).toEqual(
      expect.arrayContaining([`${sb.url}/solana/xlikes`, `${sb.url}/solana/xviews`, `${sb.url}/base/agenttohuman`]),
    );
    const likes = body.catalog.find((e: Loose) => e.resource === `${sb.url}/solana/xlikes`);
    expect(likes).toMatchObject({
      x402Version: 2,
      networks: ['solana'],
      price: { asset: 'USDC', unitPrice: '0.025', unit: 'like' },
    });
    // Every listed v2 resource really answers with a payment challenge.
    expect((await sb.json(`/solana/xlikes?url=${enc(POST)}`)).status).toBe(402);
  });
});

describe('an agent paying with the official x402 packages alone', () => {
  it('buys likes through @x402/fetch: a kit key pair, the sandbox RPC, spend controls at the quoted amount', async () => {
    // Nothing from this project below: only @solana/kit, @x402/core, @x402/svm and @x402/fetch, as any agent would.
    const likesUrl = `${sb.url}/solana/xlikes?url=${encodeURIComponent(POST)}&amount=10`;
    const quoted = decodePaymentRequiredHeader((await fetch(likesUrl)).headers.get('payment-required')!);
    const [requirement] = quoted.accepts;
    const keys = await generateKeyPairSigner();
    const client = new x402Client()
      .register('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', new ExactSvmScheme(keys, { rpcUrl: `${sb.url}/solana-rpc` }))
      .setSpendControls({
        allowedAssets: [
          { network: requirement!.network, asset: requirement!.asset, maxAmountPerPayment: requirement!.amount },
        ],
      });
    const response = await wrapFetchWithPayment(fetch, client)(likesUrl);
    const body = (await response.json()) as Loose;
    expect(response.status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ ok: true, paid: true, service: 'xlikes', winners: 10 });
    expect(requirement!.amount).toBe('250000');

    // The sandbox's side: one payment of exactly 0.25 USDC from that key.
    const ledger = await ledgerOf(sb, body.jobId);
    expect(ledger.map((e) => [normalize(e.amount), e.wallet])).toEqual([['0.25', keys.address]]);
  });
});
