/**
 * Swaps (spec 2.9, 3.2, 4.10, 4.11, 7, 8) over HTTP: create, replays and
 * conflicts, the amount rules, the state machine on the clock, balances
 * moving exactly, status by id or key, the history, windows and limits.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ASSETS, ASSET_IDS, type AssetId } from '@/lib/marketplace/assets';
import { BALANCE_FIELDS } from '@/lib/marketplace/swaps/terms';
import { SANDBOX_USD_PRICES, estimateSwap } from '@/lib/marketplace/swaps/rules';
import { normalize, toAtomic } from '@/lib/money';
import { evmKeySigner, solanaKeySigner } from '@/lib/wallet/key-signers';
import { personaSolanaKeypair } from '@/lib/wallet/sandbox-keys';
import {
  accountFor,
  challengeOf,
  ledgerOf,
  newKey,
  postJson,
  signedJson,
  startSandbox,
  type Loose,
  type RunningSandbox,
} from './harness';

let sb: RunningSandbox;

beforeAll(async () => {
  sb = await startSandbox();
  // The clock moves only when a test says so, so every state is seen on purpose.
  await sb.control('/clock', { freeze: true });
});
afterAll(() => sb.stop());
// Every test starts outside the previous one's windows, with earlier swaps finished.
beforeEach(() => sb.control('/clock', { advanceSeconds: 3600 }));

interface Account {
  apikey: string;
  accountId: string;
}

const newAccount = async (): Promise<Account> => accountFor(sb, await solanaKeySigner());
const keyed = (account: Account) => ({ 'x-api-key': account.apikey });
const advance = (seconds: number) => sb.control('/clock', { advanceSeconds: seconds });

const swap = (account: Account, body: unknown, path = '/swap') => sb.json<Loose>(path, postJson(body, keyed(account)));
const swapBody = (fromToken: string, toToken: string, amount: unknown, idempotencyKey = newKey('swap')) => ({
  fromToken,
  toToken,
  amount,
  idempotencyKey,
});
const statusOf = (account: Account, selector: unknown) =>
  sb.json<Loose>('/swap/status', postJson(selector, keyed(account)));
const historyOf = (account: Account, body: unknown = {}) => sb.json<Loose>('/swaps', postJson(body, keyed(account)));

async function balancesOf(account: Account): Promise<Record<AssetId, string>> {
  await advance(11); // outside the profile's 10 s window
  const { status, body } = await sb.json<Loose>('/profile', { headers: keyed(account) });
  expect(status).toBe(200);
  const { solana, base, alt } = body.balances;
  return {
    SOL: solana.SOL,
    NATIVE: solana.NATIVE,
    USDC: solana.USDC,
    SKR: solana.SKR,
    USDC_BASE: base.USDC,
    USDG_ALT: alt.USDG,
  };
}

/** A balance or amount of `asset` in atomic units, to compare exactly. */
const units = (value: string, asset: AssetId) => toAtomic(value, ASSETS[asset].decimals);

const expectedOf = (from: AssetId, to: AssetId, amount: string) =>
  estimateSwap(from, to, toAtomic(amount, ASSETS[from].decimals), SANDBOX_USD_PRICES);

describe('creating a swap', () => {
  it('debits the source at once and answers every balance under the contract’s names', async () => {
    const account = await newAccount();
    const before = await balancesOf(account);
    const { status, body } = await swap(account, swapBody('SOL', 'USDC', '0.5'));
    expect(status).toBe(200);
    const estimate = expectedOf('SOL', 'USDC', '0.5');
    expect(body).toMatchObject({
      ok: true,
      pairKey: 'USDC_SOL',
      fromToken: 'SOL',
      toToken: 'USDC',
      amountIn: '0.500000000',
      status: 'pending',
      replayed: false,
      expectedAmountOut: estimate.expectedAmountOut,
      expectedAmountOutMin: estimate.expectedAmountOutMin,
      bridgeGrossAmount: null,
      bridgeFeeAmount: null,
    });
    expect(body.swapId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(typeof body.routeVersion).toBe('string');
    expect(units(body.balance, 'SOL')).toBe(units(before.SOL, 'SOL') - 500_000_000n);
    for (const asset of ASSET_IDS.filter((a) => a !== 'SOL'))
      expect(body[BALANCE_FIELDS[asset]], asset).toBe(before[asset]);
    expect((await balancesOf(account)).SOL).toBe(body.balance);
  });

  it('moves pending -> initiated -> completed on the clock and credits exactly `received`', async () => {
    const account = await newAccount();
    const before = await balancesOf(account);
    const created = (await swap(account, swapBody('SOL', 'USDC', '0.5'))).body;
    const read = async () => (await statusOf(account, { swapId: created.swapId })).body.swap;
    expect(await read()).toMatchObject({ status: 'pending', received: null, txId: null });
    await advance(5);
    expect(await read()).toMatchObject({ status: 'initiated', received: null });
    await advance(14);
    expect((await read()).status).toBe('initiated');
    await advance(1);
    const done = await read();
    expect(done).toMatchObject({ status: 'completed', received: created.expectedAmountOut, amountIn: '0.500000000' });
    expect(done.txId).toEqual(expect.any(String));
    const after = await balancesOf(account);
    expect(units(after.SOL, 'SOL')).toBe(units(before.SOL, 'SOL') - 500_000_000n);
    expect(units(after.USDC, 'USDC')).toBe(units(before.USDC, 'USDC') + units(done.received, 'USDC'));
    const ledger = await ledgerOf(sb, created.swapId);
    expect(ledger.map((e) => [e.kind, e.asset, e.amount])).toEqual([
      ['swap_debit', 'SOL', '-0.5'],
      ['swap_credit', 'USDC', normalize(done.received)],
    ]);
  });

  it('carries a cross-network swap through the bridge states, charging 0.3% of the stablecoin amount', async () => {
    const account = await newAccount();
    const before = await balancesOf(account);
    const created = (await swap(account, swapBody('USDC', 'USDC_BASE', '100'))).body;
    expect(created).toMatchObject({
      status: 'bridge_pending',
      pairKey: 'USDC_BASE_USDC',
      bridgeGrossAmount: '100.000000',
      bridgeFeeAmount: '0.300000',
      expectedAmountOut: '99.700000',
    });
    const read = async () => (await statusOf(account, { swapId: created.swapId })).body.swap;
    await advance(15);
    expect((await read()).status).toBe('bridge_initiated');
    await advance(45);
    expect(await read()).toMatchObject({ status: 'completed', received: '99.700000' });
    const after = await balancesOf(account);
    expect(units(after.USDC, 'USDC')).toBe(units(before.USDC, 'USDC') - 100_000_000n);
    expect(units(after.USDC_BASE, 'USDC_BASE')).toBe(units(before.USDC_BASE, 'USDC_BASE') + 99_700_000n);
  });

  it('fails a swap where nothing would arrive with SWAP_AMOUNT_TOO_SMALL and returns the source', async () => {
    const account = await newAccount();
    const before = await balancesOf(account);
    // 0.000001 SKR is worth less than 0.000001 USDC.
    const created = (await swap(account, swapBody('SKR', 'USDC', '0.000001'))).body;
    expect(created).toMatchObject({ status: 'pending', expectedAmountOut: '0.000000' });
    expect(created.skrBalance).toBe('499.999999');
    await advance(20);
    expect((await statusOf(account, { swapId: created.swapId })).body.swap).toMatchObject({
      status: 'failed',
      failureReason: 'SWAP_AMOUNT_TOO_SMALL',
      received: null,
    });
    expect((await balancesOf(account)).SKR).toBe(before.SKR);
  });

  it('refuses SOL to USDC under 0.0001 SOL with SWAP_AMOUNT_TOO_SMALL, debiting nothing, and accepts 0.0001', async () => {
    const account = await newAccount();
    const refused = await swap(account, swapBody('SOL', 'USDC', '0.00009'));
    expect(refused.status).toBe(400);
    expect(refused.body.errorCode).toBe('SWAP_AMOUNT_TOO_SMALL');
    expect((await balancesOf(account)).SOL).toBe('2.500000000');
    await advance(15);
    expect((await swap(account, swapBody('SOL', 'USDC', '0.0001'))).status).toBe(200);
  });

  it('accepts exactly the available balance and refuses one unit more with SWAP_INSUFFICIENT_BALANCE', async () => {
    const account = await newAccount();
    const over = await swap(account, swapBody('SKR', 'USDC', '500.000001'));
    expect(over.status).toBe(400);
    expect(over.body.errorCode).toBe('SWAP_INSUFFICIENT_BALANCE');
    await advance(15);
    const all = await swap(account, swapBody('SKR', 'USDC', '500'));
    expect(all.status).toBe(200);
    expect(all.body.skrBalance).toBe('0.000000');
  });

  it('signs with a wallet proof like any account route, and answers the free challenge without one', async () => {
    const wallet = evmKeySigner();
    await accountFor(sb, wallet);
    const body = swapBody('USDC_BASE', 'USDG_ALT', '5');
    expect((await challengeOf(await sb.call('/swap', postJson(body)))).statement).toContain('swap');
    const { status, body: answer } = await signedJson<Loose>(sb, '/api/agent/swap', postJson(body), wallet);
    expect(status).toBe(200);
    expect(answer).toMatchObject({
      fromToken: 'USDC_BASE',
      toToken: 'USDG_ALT',
      status: 'bridge_pending',
      usdcBalanceBase: '245.000000',
    });
  });
});

describe('retries and conflicts', () => {
  it('answers an exact retry with the same swap, replayed:true, without a second debit or the window', async () => {
    const account = await newAccount();
    const body = swapBody('NATIVE', 'USDC', '4000');
    const first = await swap(account, body);
    // Within the 15 s window, through the alias, with the amount written differently.
    const again = await swap(account, { ...body, amount: 4000 }, '/api/agent/swap');
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ swapId: first.body.swapId, replayed: true, balanceNative: '21000' });
    await advance(20);
    const later = await swap(account, { ...body, amount: '4000.0' });
    expect(later.body).toMatchObject({
      swapId: first.body.swapId,
      replayed: true,
      status: 'completed',
      received: '0.985000',
    });
    expect((await ledgerOf(sb, first.body.swapId)).filter((e) => e.kind === 'swap_debit')).toHaveLength(1);
    expect((await balancesOf(account)).NATIVE).toBe('21000');
  });

  it('refuses the same key with another amount or pair: 409 SWAP_IDEMPOTENCY_CONFLICT', async () => {
    const account = await newAccount();
    const body = swapBody('SOL', 'SKR', '0.01');
    await swap(account, body);
    for (const changed of [
      { ...body, amount: '0.02' },
      { ...body, toToken: 'NATIVE' },
      { ...body, fromToken: 'USDC', amount: '0.01' },
    ]) {
      const { status, body: answer } = await swap(account, changed);
      expect(status).toBe(409);
      expect(answer.errorCode).toBe('SWAP_IDEMPOTENCY_CONFLICT');
    }
  });

  it('refuses another account’s key with 403 SWAP_ACCOUNT_CHANGED', async () => {
    const [owner, other] = [await newAccount(), await newAccount()];
    const body = swapBody('SOL', 'SKR', '0.01');
    await swap(owner, body);
    const { status, body: answer } = await swap(other, body);
    expect(status).toBe(403);
    expect(answer.errorCode).toBe('SWAP_ACCOUNT_CHANGED');
  });

  it('allows one new attempt per 15 s, refused attempts included: 429 SWAP_RATE_LIMITED with Retry-After', async () => {
    const account = await newAccount();
    expect((await swap(account, swapBody('SOL', 'SKR', '99'))).body.errorCode).toBe('SWAP_INSUFFICIENT_BALANCE');
    await advance(5);
    const limited = await swap(account, swapBody('SOL', 'SKR', '0.01'));
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ ok: false, errorCode: 'SWAP_RATE_LIMITED', retryAfterSeconds: 10 });
    expect(limited.headers.get('retry-after')).toBe('10');
    await advance(10);
    expect((await swap(account, swapBody('SOL', 'SKR', '0.01'))).status).toBe(200);
  });

  it('allows one active swap: a second one while the first is still moving is 409 SWAP_ALREADY_PENDING', async () => {
    const account = await newAccount();
    const first = (await swap(account, swapBody('SOL', 'USDC', '0.1'))).body;
    await advance(15);
    const blocked = await swap(account, swapBody('SOL', 'SKR', '0.01'));
    expect(blocked.status).toBe(409);
    expect(blocked.body.errorCode).toBe('SWAP_ALREADY_PENDING');
    expect((await statusOf(account, { swapId: first.swapId })).body.swap.status).toBe('initiated');
    // The refused attempt spent the window too.
    await advance(15);
    expect((await statusOf(account, { swapId: first.swapId })).body.swap.status).toBe('completed');
    expect((await swap(account, swapBody('SOL', 'SKR', '0.01'))).status).toBe(200);
  });

  it('allows one active swap: bridge review blocks new ones with 409 SWAP_ALREADY_PENDING until it is resolved', async () => {
    const account = await newAccount();
    const first = (await swap(account, swapBody('USDC', 'USDG_ALT', '10'))).body;
    expect(await sb.control(`/swaps/${first.swapId}`, { status: 'bridge_review' })).toMatchObject({
      ok: true,
      swap: { status: 'bridge_review' },
    });
    await advance(60);
    const blocked = await swap(account, swapBody('SOL', 'SKR', '0.01'));
    expect(blocked.status).toBe(409);
    expect(blocked.body.errorCode).toBe('SWAP_ALREADY_PENDING');
    expect((await historyOf(account)).body.pending).toEqual({ id: first.swapId, status: 'bridge_review' });
    // Review waits for reconciliation; the clock alone does not move it.
    expect((await statusOf(account, { swapId: first.swapId })).body.swap.status).toBe('bridge_review');
    await sb.control(`/swaps/${first.swapId}`, { status: 'completed' });
    await advance(15);
    expect((await swap(account, swapBody('SOL', 'SKR', '0.01'))).status).toBe(200);
  });

  it('returns the source when a swap is failed from review', async () => {
    const account = await newAccount();
    const first = (await swap(account, swapBody('USDC', 'USDG_ALT', '10'))).body;
    await sb.control(`/swaps/${first.swapId}`, { status: 'bridge_review' });
    const failed = await sb.control(`/swaps/${first.swapId}`, { status: 'failed' });
    expect(failed).toMatchObject({ swap: { status: 'failed', failureReason: 'SWAP_AMOUNT_TOO_SMALL' } });
    expect((failed.balances as Loose).USDC).toBe('250.000000');
  });
});

describe('the amount', () => {
  const refusedAmounts: [string, unknown][] = [
    ['an exponent', '1e3'],
    ['a minus sign', '-1'],
    ['a plus sign', '+1'],
    ['zero', '0'],
    ['zero with decimals', '0.000'],
    ['"all"', 'all'],
    ['a leading dot', '.5'],
    ['a trailing dot', '5.'],
    ['spaces', ' 1'],
    ['81 characters', `1.${'0'.repeat(79)}`],
    ['10^21', '1000000000000000000000'],
    ['a digit beyond USDC’s 6 decimals', '1.0000001'],
    ['a JSON number above the safe-integer maximum', 9007199254740993],
    ['a negative JSON number', -1],
    ['a JSON zero', 0],
    ['true', true],
    ['null', null],
  ];
  it.each(refusedAmounts)('refuses %s with 400 SWAP_AMOUNT_INVALID', async (_name, amount) => {
    const account = await newAccount();
    const { status, body } = await swap(account, swapBody('USDC', 'SOL', amount));
    expect(status).toBe(400);
    expect(body).toMatchObject({ ok: false, errorCode: 'SWAP_AMOUNT_INVALID' });
  });

  it('refuses decimals on NATIVE (0 decimals) and nine-plus on SOL', async () => {
    const account = await newAccount();
    expect((await swap(account, swapBody('NATIVE', 'SOL', '1.5'))).body.errorCode).toBe('SWAP_AMOUNT_INVALID');
    expect((await swap(account, swapBody('SOL', 'NATIVE', '0.0000000001'))).body.errorCode).toBe('SWAP_AMOUNT_INVALID');
  });

  it('accepts extra trailing zeros, 80 characters, and JSON numbers', async () => {
    const account = await newAccount();
    const eighty = `1.${'0'.repeat(78)}`;
    expect((await swap(account, swapBody('USDC', 'SOL', eighty))).body.amountIn).toBe('1.000000');
    await advance(20);
    expect((await swap(account, swapBody('NATIVE', 'SOL', 12))).body.amountIn).toBe('12');
    await advance(20);
    expect((await swap(account, swapBody('USDC', 'SKR', 1.25))).body.amountIn).toBe('1.250000');
  });
});

describe('input', () => {
  it.each([
    ['an unknown asset', { fromToken: 'BTC' }, 'SWAP_ASSET_INVALID'],
    ['a lowercase asset id', { toToken: 'usdc' }, 'SWAP_ASSET_INVALID'],
    ['a missing asset', { fromToken: undefined }, 'SWAP_ASSET_INVALID'],
    ['the same asset twice', { toToken: 'SOL' }, 'SWAP_INVALID_REQUEST'],
    ['a missing idempotency key', { idempotencyKey: undefined }, 'SWAP_REQUEST_KEY_INVALID'],
    ['a malformed idempotency key', { idempotencyKey: 'no spaces allowed' }, 'SWAP_REQUEST_KEY_INVALID'],
    ['an unknown field', { slippage: 1 }, 'SWAP_INPUT_INVALID'],
  ])('refuses %s', async (_name, change, code) => {
    const account = await newAccount();
    const { status, body } = await swap(account, { ...swapBody('SOL', 'USDC', '0.01'), ...change });
    expect(status).toBe(400);
    expect(body.errorCode).toBe(code);
  });

  it('refuses a missing or non-object body, a body over 16,384 bytes (413), a body not declared as JSON (415) and GET (405)', async () => {
    const account = await newAccount();
    expect((await sb.json('/swap', { method: 'POST', headers: keyed(account) })).body.errorCode).toBe(
      'SWAP_INPUT_INVALID',
    );
    expect((await swap(account, [])).body.errorCode).toBe('SWAP_INPUT_INVALID');
    const padded = JSON.stringify({ ...swapBody('SOL', 'USDC', '0.01'), pad: 'x'.repeat(16_400) });
    expect((await sb.json('/swap', postJson(padded, keyed(account)))).status).toBe(413);
    const plain = await sb.json('/swap', {
      method: 'POST',
      headers: { ...keyed(account), 'content-type': 'text/plain' },
      body: JSON.stringify(swapBody('SOL', 'USDC', '0.01')),
    });
    expect(plain.status).toBe(415);
    const get = await sb.call('/swap', { headers: keyed(account) });
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect(
      (await sb.json('/swap?debug=1', postJson(swapBody('SOL', 'USDC', '0.01'), keyed(account)))).body.errorCode,
    ).toBe('SWAP_INPUT_INVALID');
  });
});

describe('status', () => {
  it('reads one swap by its id or by its key, the same record either way, without a window', async () => {
    const account = await newAccount();
    const body = swapBody('SOL', 'SKR', '0.02');
    const created = (await swap(account, body)).body;
    const byId = await statusOf(account, { swapId: created.swapId });
    const byKey = await sb.json<Loose>(
      '/api/agent/swap/status',
      postJson({ idempotencyKey: body.idempotencyKey }, keyed(account)),
    );
    expect(byId.status).toBe(200);
    expect(byKey.body).toEqual(byId.body);
    expect(byId.body.swap).toMatchObject({
      id: created.swapId,
      pairKey: 'SKR_SOL',
      fromToken: 'SOL',
      toToken: 'SKR',
      amountIn: '0.020000000',
      received: null,
      status: 'pending',
      expectedAmountOut: created.expectedAmountOut,
      expectedAmountOutMin: created.expectedAmountOutMin,
      txId: null,
      routeVersion: created.routeVersion,
      bridgeGrossAmount: null,
      bridgeFeeAmount: null,
    });
    expect(Date.parse(byId.body.swap.createdAt)).not.toBeNaN();
  });

  it.each([
    ['both selectors', (id: string) => ({ swapId: id, idempotencyKey: 'swap:abcdefgh' }), 'SWAP_INVALID_REQUEST'],
    ['neither selector', () => ({}), 'SWAP_INVALID_REQUEST'],
    ['a swap id that is not a UUID', () => ({ swapId: 'swap-1' }), 'SWAP_INPUT_INVALID'],
    ['a malformed key', () => ({ idempotencyKey: 'x' }), 'SWAP_REQUEST_KEY_INVALID'],
    ['an unknown field', (id: string) => ({ swapId: id, verbose: true }), 'SWAP_INPUT_INVALID'],
  ])('refuses %s', async (_name, selector, code) => {
    const account = await newAccount();
    const { status, body } = await statusOf(account, selector('8d3f2a4e-1b2c-4d5e-8f90-a1b2c3d4e5f6'));
    expect(status).toBe(400);
    expect(body.errorCode).toBe(code);
  });

  it('answers 404 SWAP_NOT_FOUND for unknown swaps and other accounts’ swaps', async () => {
    const [owner, other] = [await newAccount(), await newAccount()];
    const body = swapBody('SOL', 'SKR', '0.02');
    const created = (await swap(owner, body)).body;
    for (const selector of [
      { swapId: '00000000-0000-4000-8000-000000000000' },
      { swapId: created.swapId },
      { idempotencyKey: body.idempotencyKey },
    ]) {
      const { status, body: answer } = await statusOf(other, selector);
      expect(status).toBe(404);
      expect(answer.errorCode).toBe('SWAP_NOT_FOUND');
    }
  });
});

describe('history', () => {
  async function earner(): Promise<Account> {
    const { secretKey } = await personaSolanaKeypair('earner');
    return accountFor(sb, await solanaKeySigner(secretKey.slice(0, 32)));
  }

  it('lists newest first with website and AutoSwap activity, offset paging, and nextOffset null at the end', async () => {
    const account = await earner();
    const seen: Loose[] = [];
    let offset: number | null = 0;
    let pages = 0;
    while (offset !== null) {
      await advance(10);
      const { status, body } = await historyOf(account, { limit: 5, offset });
      expect(status).toBe(200);
      expect(body).toMatchObject({ ok: true, limit: 5, offset, pending: null });
      expect(body.hasMore).toBe(body.nextOffset !== null);
      seen.push(...body.swaps);
      offset = body.nextOffset;
      pages += 1;
      if (offset === null) expect(seen).toHaveLength(body.total);
    }
    expect(pages).toBeGreaterThan(1);
    expect(new Set(seen.map((s) => s.id)).size).toBe(seen.length);
    const times = seen.map((s) => Date.parse(s.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(new Set(seen.map((s) => s.source))).toEqual(new Set(['api', 'website', 'autoswap']));
    // Older records may lack a pair key, route version and minimum.
    expect(seen.some((s) => s.pairKey === null && s.routeVersion === null && s.expectedAmountOutMin === null)).toBe(
      true,
    );
    expect(seen.find((s) => s.status === 'failed')).toMatchObject({
      failureReason: 'SWAP_AMOUNT_TOO_SMALL',
      received: null,
    });
  });

  it('defaults to 10 from offset 0 and pins the active swap in `pending`', async () => {
    const account = await newAccount();
    const created = (await swap(account, swapBody('SOL', 'SKR', '0.02'))).body;
    const { body } = await historyOf(account);
    expect(body).toMatchObject({
      limit: 10,
      offset: 0,
      total: 1,
      hasMore: false,
      nextOffset: null,
      pending: { id: created.swapId, status: 'pending' },
    });
    expect(body.swaps[0]).toMatchObject({ id: created.swapId, source: 'api' });
  });

  it('allows one read per 10 s: 429 SWAP_HISTORY_RATE_LIMITED', async () => {
    const account = await newAccount();
    expect((await historyOf(account)).status).toBe(200);
    const limited = await sb.json<Loose>('/api/agent/swaps', postJson({}, keyed(account)));
    expect(limited.status).toBe(429);
    expect(limited.body.errorCode).toBe('SWAP_HISTORY_RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    await advance(10);
    expect((await historyOf(account)).status).toBe(200);
  });

  it.each([
    { limit: 0 },
    { limit: 51 },
    { offset: -1 },
    { offset: 10_001 },
    { limit: 1.5 },
    { limit: '10' },
    { cursor: 'x' },
  ])('refuses %j with SWAP_INPUT_INVALID', async (body) => {
    const account = await newAccount();
    const { status, body: answer } = await historyOf(account, body);
    expect(status).toBe(400);
    expect(answer.errorCode).toBe('SWAP_INPUT_INVALID');
  });

  it('accepts the edges: limit 50, offset 10,000, and no body at all', async () => {
    const account = await newAccount();
    expect((await historyOf(account, { limit: 50, offset: 10_000 })).body).toMatchObject({
      swaps: [],
      hasMore: false,
      nextOffset: null,
    });
    await advance(10);
    expect((await sb.json('/swaps', { method: 'POST', headers: keyed(account) })).status).toBe(200);
  });
});

describe('legacy balance (4.11)', () => {
  it('answers the SOL balance as a numeric string with X-API-Key only, three times a minute', async () => {
    const account = await newAccount();
    await advance(61);
    const first = await sb.json<Loose>('/api/external/balance', { headers: keyed(account) });
    expect(first).toMatchObject({ status: 200, body: { balance: '2.500000000' } });
    await swap(account, swapBody('SOL', 'SKR', '0.5'));
    expect((await sb.json<Loose>('/api/external/balance', { headers: keyed(account) })).body.balance).toBe(
      '2.000000000',
    );
    expect((await sb.json('/api/external/balance', { headers: keyed(account) })).status).toBe(200);
    const fourth = await sb.json<Loose>('/api/external/balance', { headers: keyed(account) });
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await sb.json('/api/external/balance')).status).toBe(401);
    expect((await sb.json('/api/external/balance', { headers: { 'sign-in-with-x': 'proof' } })).status).toBe(401);
  });
});
