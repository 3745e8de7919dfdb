/**
 * Earnings (spec 2.10, 4.10, 7, 8) over HTTP: the overview's calendar and
 * rolling windows, one bar per UTC day, totals that include the vault once,
 * unavailable categories, the four histories with page paging and the page
 * ceiling, every validation rule, the window and the body limits.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ASSETS } from '@/lib/marketplace/assets';
import { EARNINGS_CATEGORIES, EARNING_ASSETS, type EarningAsset } from '@/lib/marketplace/earnings/terms';
import { DAY_MS } from '@/lib/marketplace/earnings/periods';
import { fromAtomic, toAtomic } from '@/lib/money';
import { solanaKeySigner } from '@/lib/wallet/key-signers';
import { personaSolanaKeypair } from '@/lib/wallet/sandbox-keys';
import {
  accountFor,
  buy,
  challengeOf,
  listAsSeller,
  postJson,
  sandboxNow,
  solanaPayer,
  startSandbox,
  storeBody,
  type Loose,
  type RunningSandbox,
} from './harness';

let sb: RunningSandbox;

beforeAll(async () => {
  sb = await startSandbox();
  await sb.control('/clock', { freeze: true });
});
afterAll(() => sb.stop());
beforeEach(() => sb.control('/clock', { advanceSeconds: 3600 }));

interface Account {
  apikey: string;
  accountId: string;
}

const newAccount = async (): Promise<Account> => accountFor(sb, await solanaKeySigner());
const keyed = (account: Account) => ({ 'x-api-key': account.apikey });
/** One earnings read per 10 s: every read here steps past the window first. */
async function report(account: Account, body: unknown = {}, path = '/earnings') {
  await sb.control('/clock', { advanceSeconds: 10 });
  return sb.json<Loose>(path, postJson(body, keyed(account)));
}
const overview = async (account: Account, range?: string) =>
  (await report(account, range ? { view: 'overview', range } : {})).body;
const earn = async (account: Account, earning: Record<string, unknown>) => {
  const answer = await sb.control('/earnings', { accountId: account.accountId, ...earning });
  expect(answer, JSON.stringify(answer)).toMatchObject({ ok: true });
};

const iso = (ms: number) => new Date(ms).toISOString();
const units = (value: string, asset: EarningAsset) => toAtomic(value, ASSETS[asset].decimals);

describe('the overview', () => {
  it('is the seven-day overview for {}: a calendar window ending at the next UTC midnight, one bar per day', async () => {
    const account = await newAccount();
    const { status, body } = await report(account);
    expect(status).toBe(200);
    const now = await sandboxNow(sb);
    const end = Math.floor(now / DAY_MS) * DAY_MS + DAY_MS;
    expect(body).toMatchObject({
      ok: true,
      view: 'overview',
      range: '7d',
      timezone: 'UTC',
      asOf: iso(now),
      period: { start: iso(end - 7 * DAY_MS), end: iso(end) },
    });
    expect(body.bars).toHaveLength(7);
    body.bars.forEach((bar: Loose, i: number) => {
      expect(bar.periodStart).toBe(iso(end - (7 - i) * DAY_MS));
      expect(bar.periodEnd).toBe(iso(end - (6 - i) * DAY_MS));
    });
    expect(body.accounting).toEqual({
      amounts: 'exact_native_token_units',
      fiatValuationIncluded: false,
      vaultWallets: expect.any(Array),
      vaultScope: 'confirmed_holder_payouts',
      pendingVaultRewardsIncluded: false,
    });
    const empty = { earningsStatus: 'ready', byAsset: { SOL: '0.000000000', USDC: '0.000000', NATIVE: '0' }, count: 0 };
    for (const totals of [body.summary, body.kpis['24h'], body.kpis['7d'], ...body.bars]) {
      for (const category of EARNINGS_CATEGORIES) expect(totals[category]).toEqual(empty);
      expect(totals).toMatchObject({ totalByAsset: empty.byAsset, earningsStatus: 'ready' });
    }
  });

  it.each([
    ['30d', 30],
    ['90d', 90],
  ])('covers %s with %i daily bars', async (range, days) => {
    const account = await newAccount();
    const body = await overview(account, range);
    expect(body.range).toBe(range);
    expect(body.bars).toHaveLength(days);
    expect(Date.parse(body.period.end) - Date.parse(body.period.start)).toBe(days * DAY_MS);
    expect(body.bars[0].periodStart).toBe(body.period.start);
    expect(body.bars.at(-1).periodEnd).toBe(body.period.end);
  });

  it('counts an earning at the start of the window and none before it; the end is exclusive', async () => {
    const account = await newAccount();
    const { period } = await overview(account);
    const [start, end] = [Date.parse(period.start), Date.parse(period.end)];
    await earn(account, { category: 'jobs', assetId: 'SOL', amount: '0.001', at: iso(start) });
    await earn(account, { category: 'jobs', assetId: 'SOL', amount: '0.01', at: iso(start - 1) });
    await earn(account, { category: 'jobs', assetId: 'SOL', amount: '0.1', at: iso(end - 1) });
    await earn(account, { category: 'jobs', assetId: 'SOL', amount: '1', at: iso(end) });
    const body = await overview(account);
    expect(body.summary.jobs).toEqual({
      earningsStatus: 'ready',
      byAsset: { SOL: '0.101000000', USDC: '0.000000', NATIVE: '0' },
      count: 2,
    });
    expect(body.bars[0].jobs.byAsset.SOL).toBe('0.001000000');
    expect(body.bars.at(-1).jobs.byAsset.SOL).toBe('0.100000000');
  });

  it('puts each earning in the bar of its UTC day', async () => {
    const account = await newAccount();
    const { bars } = await overview(account);
    const midnight = Date.parse(bars[3].periodStart);
    await earn(account, { category: 'tips', amount: '7', at: iso(midnight - 1) });
    await earn(account, { category: 'tips', amount: '11', at: iso(midnight) });
    const body = await overview(account);
    expect(body.bars[2].tips).toMatchObject({ byAsset: { NATIVE: '7' }, count: 1 });
    expect(body.bars[3].tips).toMatchObject({ byAsset: { NATIVE: '11' }, count: 1 });
    expect(body.summary.tips.byAsset.NATIVE).toBe('18');
  });

  it('rolls the 24h and 7d KPIs back from now', async () => {
    const account = await newAccount();
    // The read happens after stepping past the window.
    const now = (await sandboxNow(sb)) + 10_000;
    await earn(account, { category: 'referrals', assetId: 'USDC', amount: '1', at: iso(now - DAY_MS + 1000) });
    await earn(account, { category: 'referrals', assetId: 'USDC', amount: '2', at: iso(now - DAY_MS) });
    await earn(account, { category: 'referrals', assetId: 'USDC', amount: '4', at: iso(now - 7 * DAY_MS + 1000) });
    await earn(account, { category: 'referrals', assetId: 'USDC', amount: '8', at: iso(now - 7 * DAY_MS - 1000) });
    const { kpis } = await overview(account);
    expect(kpis['24h'].referrals.byAsset.USDC).toBe('1.000000');
    expect(kpis['7d'].referrals.byAsset.USDC).toBe('7.000000');
    expect(kpis['24h'].period.start).toBe(iso(Date.parse(kpis['24h'].period.end) - DAY_MS));
  });

  it('adds every category, the vault included once, into totalByAsset; pending earnings are not counted', async () => {
    const account = await newAccount();
    const now = await sandboxNow(sb);
    await earn(account, { category: 'jobs', assetId: 'NATIVE', amount: '100', at: iso(now - 1000) });
    await earn(account, { category: 'referrals', assetId: 'SOL', amount: '0.5', at: iso(now - 1000) });
    await earn(account, { category: 'tips', amount: '20', at: iso(now - 1000) });
    await earn(account, { category: 'vault', amount: '300', at: iso(now - 1000) });
    await earn(account, { category: 'vault', status: 'pending', amount: '5000', at: iso(now - 1000) });
    await earn(account, { category: 'jobs', status: 'pending', assetId: 'USDC', amount: '50', at: iso(now - 1000) });
    const { summary, kpis } = await overview(account);
    expect(summary.vault).toEqual({
      earningsStatus: 'ready',
      byAsset: { SOL: '0.000000000', USDC: '0.000000', NATIVE: '300' },
      count: 1,
    });
    expect(summary.totalByAsset).toEqual({ SOL: '0.500000000', USDC: '0.000000', NATIVE: '420' });
    expect(kpis['24h'].totalByAsset).toEqual(summary.totalByAsset);
    // What is counted is what was credited.
    await sb.control('/clock', { advanceSeconds: 11 });
    const profile = (await sb.json<Loose>('/profile', { headers: keyed(account) })).body;
    expect(profile.balances.solana).toMatchObject({ NATIVE: '25420', SOL: '3.000000000', USDC: '250.000000' });
  });

  it('reports an unavailable category as unknown, never zero, and the combined total as unknown, only where it is', async () => {
    const account = await newAccount();
    const { bars } = await overview(account);
    await earn(account, { category: 'tips', status: 'unavailable', at: iso(Date.parse(bars[1].periodStart) + 1000) });
    await earn(account, {
      category: 'jobs',
      assetId: 'SOL',
      amount: '0.2',
      at: iso(Date.parse(bars[4].periodStart) + 1000),
    });
    const body = await overview(account);
    const unavailable = { earningsStatus: 'unavailable', byAsset: null, count: null };
    expect(body.summary).toMatchObject({ tips: unavailable, totalByAsset: null, earningsStatus: 'unavailable' });
    expect(body.summary.jobs.byAsset.SOL).toBe('0.200000000');
    expect(body.bars[1]).toMatchObject({ tips: unavailable, totalByAsset: null, earningsStatus: 'unavailable' });
    expect(body.bars[4]).toMatchObject({
      tips: { earningsStatus: 'ready' },
      totalByAsset: { SOL: '0.200000000' },
      earningsStatus: 'ready',
    });
  });

  it('reads job rewards from the ledger’s order payouts too', async () => {
    const seller = await newAccount();
    const productId = await listAsSeller(sb, seller.accountId, `earner${Date.now() % 1_000_000}`, { priceUsd: '9.00' });
    const { paid } = await buy(sb, '/store/purchase', storeBody(productId, 'solana'), await solanaPayer(sb));
    expect(paid.status).toBe(200);
    const finalized = await sb.json<Loose>(
      '/api/preselection/agenttohumanadvanced/finalize',
      postJson({}, { 'x-secret': paid.body.purchase.secret }),
    );
    expect(finalized.body).toMatchObject({ ok: true, finalized: true });
    expect((await overview(seller)).summary.jobs).toEqual({
      earningsStatus: 'ready',
      byAsset: { SOL: '0.000000000', USDC: '9.000000', NATIVE: '0' },
      count: 1,
    });
    const jobs = (await report(seller, { view: 'jobs' })).body;
    expect(jobs.rows).toEqual([
      expect.objectContaining({
        jobShortId: paid.body.purchase.order.jobId,
        jobUrl: expect.stringContaining(paid.body.purchase.order.jobId),
        payoutMode: 'order',
        rewardEarning: { status: 'ready', assetId: 'USDC', amount: '9.000000', role: 'worker', source: 'store_order' },
      }),
    ]);
  });
});

describe('the histories', () => {
  it('pages job rewards newest first with the contract’s row fields', async () => {
    const account = await newAccount();
    const now = await sandboxNow(sb);
    for (let i = 0; i < 5; i++)
      await earn(account, { category: 'jobs', assetId: 'SOL', amount: `0.00${i + 1}`, at: iso(now - i * 60_000) });
    await earn(account, {
      category: 'jobs',
      status: 'pending',
      assetId: 'USDC',
      amount: '3',
      at: iso(now - 3_600_000),
    });
    const first = (await report(account, { view: 'jobs', page: 1, perPage: 2 })).body;
    expect(first).toMatchObject({
      ok: true,
      view: 'jobs',
      page: 1,
      perPage: 2,
      total: 6,
      totalPages: 3,
      hasMore: true,
      nextPage: 2,
      paginationLimited: false,
    });
    expect(first.rows.map((r: Loose) => r.rewardEarning.amount)).toEqual(['0.001000000', '0.002000000']);
    expect(first.rows[0]).toEqual({
      id: expect.any(String),
      jobShortId: expect.any(String),
      jobUrl: expect.stringMatching(/^https?:\/\//),
      status: 'completed',
      firstSeen: expect.any(String),
      completedAt: iso(now),
      payoutMode: expect.any(String),
      rewardEarning: {
        status: 'ready',
        assetId: 'SOL',
        amount: '0.001000000',
        role: 'worker',
        source: expect.any(String),
      },
    });
    const last = (await report(account, { view: 'jobs', page: 3, perPage: 2 })).body;
    expect(last).toMatchObject({ page: 3, hasMore: false, nextPage: null });
    expect(last.rows[1]).toMatchObject({
      status: 'in_progress',
      completedAt: null,
      rewardEarning: { status: 'pending', assetId: 'USDC', amount: '3.000000' },
    });
  });

  it('keeps referrals apart from job rewards, with the referral role', async () => {
    const account = await newAccount();
    await earn(account, { category: 'referrals', assetId: 'NATIVE', amount: '40' });
    await earn(account, { category: 'jobs', assetId: 'NATIVE', amount: '1' });
    const { body } = await report(account, { view: 'referrals' });
    expect(body).toMatchObject({ view: 'referrals', total: 1, perPage: 20, page: 1 });
    expect(body.rows[0].rewardEarning).toMatchObject({ role: 'referral', assetId: 'NATIVE', amount: '40' });
  });

  it('lists tips in NATIVE with their source', async () => {
    const account = await newAccount();
    await earn(account, { category: 'tips', amount: '25' });
    const { body } = await report(account, { view: 'tips', perPage: 50 });
    expect(body.rows).toEqual([
      {
        id: expect.any(String),
        sourceType: expect.stringMatching(/^(custom|blog)$/),
        sourcePath: expect.stringMatching(/^\//),
        sourceUrl: expect.stringMatching(/^https?:\/\//),
        sourceLabel: null,
        assetId: 'NATIVE',
        amountNative: '25',
        earningsStatus: 'ready',
        message: null,
        createdAt: expect.any(String),
      },
    ]);
    expect(body.rows[0].sourceUrl.endsWith(body.rows[0].sourcePath)).toBe(true);
  });

  it('answers an empty history with one page', async () => {
    const account = await newAccount();
    const { body } = await report(account, { view: 'tips' });
    expect(body).toMatchObject({
      rows: [],
      total: 0,
      totalPages: 1,
      hasMore: false,
      nextPage: null,
      paginationLimited: false,
    });
  });

  it('marks page 1,000 as the ceiling with paginationLimited', async () => {
    const account = await newAccount();
    expect((await report(account, { view: 'jobs', page: 999 })).body.paginationLimited).toBe(false);
    expect((await report(account, { view: 'jobs', page: 1000, perPage: 50 })).body).toMatchObject({
      page: 1000,
      paginationLimited: true,
      nextPage: null,
    });
  });

  it('gives the vault its range, wallets, report status and unavailable batch count', async () => {
    const account = await newAccount();
    const now = await sandboxNow(sb);
    await earn(account, { category: 'vault', amount: '120', at: iso(now - 2 * DAY_MS) });
    await earn(account, { category: 'vault', status: 'unavailable', at: iso(now - 20 * DAY_MS) });
    const week = (await report(account, { view: 'vault', range: '7d', page: 1, perPage: 10 })).body;
    expect(week).toMatchObject({
      view: 'vault',
      range: '7d',
      timezone: 'UTC',
      total: 1,
      reportStatus: 'complete',
      unavailableBatchCount: 0,
    });
    expect(week.wallets.length).toBeGreaterThan(0);
    expect(week.rows[0]).toMatchObject({
      status: 'confirmed',
      rewardEarning: { status: 'ready', assetId: 'NATIVE', amount: '120' },
    });
    expect(week.rows[0].transactionSignature).toEqual(expect.any(String));
    const month = (await report(account, { view: 'vault', range: '30d' })).body;
    expect(month).toMatchObject({ total: 2, reportStatus: 'partial', unavailableBatchCount: 1 });
    expect(month.period.end).toBe(week.period.end);
  });
});

describe('the earner persona', () => {
  // A fresh seed: its history ends where the clock is.
  beforeAll(async () => {
    await sb.control('/reset');
    await sb.control('/clock', { freeze: true });
  });

  async function earner(): Promise<Account> {
    const { secretKey } = await personaSolanaKeypair('earner');
    return accountFor(sb, await solanaKeySigner(secretKey.slice(0, 32)));
  }

  /** Every row of a history, page by page. */
  async function allRows(account: Account, view: string, range?: string): Promise<Loose[]> {
    const rows: Loose[] = [];
    for (let page: number | null = 1; page !== null;) {
      const body: Loose = (await report(account, { view, page, perPage: 50, ...(range ? { range } : {}) })).body;
      rows.push(...body.rows);
      page = body.nextPage;
    }
    return rows;
  }

  it('has 90 days in every category, complete over 7 and 30 days, with an unavailable vault batch within 90', async () => {
    const account = await earner();
    for (const range of ['7d', '30d']) {
      const body = await overview(account, range);
      expect(body.summary.earningsStatus, range).toBe('ready');
      for (const category of EARNINGS_CATEGORIES)
        expect(body.summary[category].count, `${range} ${category}`).toBeGreaterThan(0);
    }
    expect((await overview(account)).kpis['24h'].jobs.count).toBeGreaterThan(0);
    const quarter = await overview(account, '90d');
    expect(quarter.summary).toMatchObject({
      vault: { earningsStatus: 'unavailable', byAsset: null, count: null },
      totalByAsset: null,
      earningsStatus: 'unavailable',
    });
    expect(quarter.bars.filter((bar: Loose) => bar.vault.earningsStatus === 'unavailable')).toHaveLength(1);
    expect((await report(account, { view: 'vault', range: '90d' })).body).toMatchObject({
      reportStatus: 'partial',
      unavailableBatchCount: 1,
    });
  });

  it('reports sums equal to its ready rows, asset by asset, over the 30-day window', async () => {
    const account = await earner();
    const { period, summary } = await overview(account, '30d');
    const inPeriod = (at: string | null) =>
      at !== null && Date.parse(at) >= Date.parse(period.start) && Date.parse(at) < Date.parse(period.end);
    const sum = (
      rows: Loose[],
      pick: (row: Loose) => { at: string | null; asset: EarningAsset | null; amount: string | null; status: string },
    ) => {
      const totals = Object.fromEntries(EARNING_ASSETS.map((a) => [a, 0n])) as Record<EarningAsset, bigint>;
      for (const row of rows) {
        const { at, asset, amount, status } = pick(row);
        if (status === 'ready' && inPeriod(at) && asset && amount) totals[asset] += units(amount, asset);
      }
      return Object.fromEntries(EARNING_ASSETS.map((a) => [a, fromAtomic(totals[a], ASSETS[a].decimals)]));
    };
    const reward = (row: Loose) => ({
      at: row.completedAt,
      asset: row.rewardEarning.assetId,
      amount: row.rewardEarning.amount,
      status: row.rewardEarning.status,
    });
    expect(sum(await allRows(account, 'jobs'), reward)).toEqual(summary.jobs.byAsset);
    expect(sum(await allRows(account, 'referrals'), reward)).toEqual(summary.referrals.byAsset);
    expect(
      sum(await allRows(account, 'tips'), (row) => ({
        at: row.createdAt,
        asset: 'NATIVE',
        amount: row.amountNative,
        status: row.earningsStatus,
      })),
    ).toEqual(summary.tips.byAsset);
    expect(
      sum(await allRows(account, 'vault', '30d'), (row) => ({
        at: row.createdAt,
        asset: 'NATIVE',
        amount: row.rewardEarning.amount,
        status: row.rewardEarning.status,
      })),
    ).toEqual(summary.vault.byAsset);
  });
});

describe('input and limits', () => {
  it.each([
    ['an unknown view', { view: 'payouts' }],
    ['an unknown range', { range: '1d' }],
    ['a range on the jobs view', { view: 'jobs', range: '7d' }],
    ['a range on the referrals view', { view: 'referrals', range: '30d' }],
    ['a range on the tips view', { view: 'tips', range: '90d' }],
    ['a page on the overview', { page: 1 }],
    ['a perPage on the overview', { view: 'overview', perPage: 10 }],
    ['page 0', { view: 'jobs', page: 0 }],
    ['page 1,001', { view: 'jobs', page: 1001 }],
    ['perPage 0', { view: 'tips', perPage: 0 }],
    ['perPage 51', { view: 'vault', perPage: 51 }],
    ['a fractional page', { view: 'jobs', page: 1.5 }],
    ['a page as a string', { view: 'jobs', page: '2' }],
    ['an unknown field', { view: 'jobs', sort: 'newest' }],
    ['an array body', []],
  ])('refuses %s with 400 EARNINGS_INPUT_INVALID', async (_name, body) => {
    const account = await newAccount();
    const { status, body: answer } = await report(account, body);
    expect(status).toBe(400);
    expect(answer).toMatchObject({ ok: false, errorCode: 'EARNINGS_INPUT_INVALID' });
  });

  it('takes a range, a page and a perPage together on the vault view, and no body at all as {}', async () => {
    const account = await newAccount();
    expect((await report(account, { view: 'vault', range: '90d', page: 2, perPage: 50 })).status).toBe(200);
    await sb.control('/clock', { advanceSeconds: 10 });
    expect(
      (await sb.json<Loose>('/api/agent/earnings', { method: 'POST', headers: keyed(account) })).body,
    ).toMatchObject({ view: 'overview', range: '7d' });
  });

  it('answers 413 EARNINGS_REQUEST_TOO_LARGE, 415 EARNINGS_INPUT_INVALID and 405 EARNINGS_METHOD_INVALID', async () => {
    const account = await newAccount();
    const large = await sb.json<Loose>(
      '/earnings',
      postJson(JSON.stringify({ view: 'jobs', pad: 'x'.repeat(16 * 1024) }), keyed(account)),
    );
    expect(large).toMatchObject({ status: 413, body: { errorCode: 'EARNINGS_REQUEST_TOO_LARGE' } });
    const plain = await sb.json<Loose>('/earnings', {
      method: 'POST',
      headers: { ...keyed(account), 'content-type': 'text/plain' },
      body: '{}',
    });
    expect(plain).toMatchObject({ status: 415, body: { errorCode: 'EARNINGS_INPUT_INVALID' } });
    const get = await sb.call('/earnings', { headers: keyed(account) });
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect(await get.json()).toMatchObject({ errorCode: 'EARNINGS_METHOD_INVALID' });
    expect((await sb.json<Loose>('/earnings?range=7d', postJson({}, keyed(account)))).body.errorCode).toBe(
      'EARNINGS_INPUT_INVALID',
    );
  });

  it('allows one read per account per 10 s, whatever the view: 429 EARNINGS_RATE_LIMITED', async () => {
    const account = await newAccount();
    expect((await report(account)).status).toBe(200);
    const limited = await sb.json<Loose>('/api/agent/earnings', postJson({ view: 'tips' }, keyed(account)));
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ errorCode: 'EARNINGS_RATE_LIMITED', retryAfterSeconds: 10 });
    expect(limited.headers.get('retry-after')).toBe('10');
  });

  it('answers the free sign-in challenge without credentials', async () => {
    const info = await challengeOf(await sb.call('/earnings', postJson({ view: 'jobs' })));
    expect(info.statement).toContain('earnings');
  });
});
