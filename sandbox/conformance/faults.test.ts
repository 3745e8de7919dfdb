/** Fault injection through /__sandbox/faults, and the payment states it leads to (spec 3.1 payment_review). */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@/lib/marketplace/error-words';
import { safeParse } from '@/lib/marketplace/schema';
import { evmKeySigner } from '@/lib/wallet/key-signers';
import {
  accountFor,
  buy,
  evmPayer,
  fixedPriceProduct,
  hireBody,
  hireableSeller,
  ledgerOf,
  newToken,
  payerFor,
  postCheckout,
  postJson,
  signChallenge,
  startSandbox,
  storeBody,
  type Loose,
  type RunningSandbox,
} from './harness';
import { purchaseSchema } from '@/lib/marketplace/checkout/contract';

let sb: RunningSandbox;
let productId: string;
let apikey: string;

beforeAll(async () => {
  sb = await startSandbox();
  productId = (await fixedPriceProduct(sb)).id;
  ({ apikey } = await accountFor(sb, evmKeySigner()));
});
afterAll(() => sb.stop());
beforeEach(async () => {
  await sb.call('/__sandbox/faults', { method: 'DELETE' });
  await sb.control('/clock', { advanceSeconds: 3600 });
});

const fault = (body: Loose) => sb.control('/faults', body);
const history = () => sb.json<Loose>('/purchases', { headers: { 'x-api-key': apikey } });

describe('transport faults', () => {
  it('unavailable: 503 with Retry-After and retryAfterSeconds, for `count` requests, without processing', async () => {
    expect(
      await fault({ route: 'checkout.history', kind: 'unavailable', count: 2, retryAfterSeconds: 7 }),
    ).toMatchObject({ ok: true });
    for (let i = 0; i < 2; i++) {
      const refused = await history();
      expect(refused.status).toBe(503);
      expect(refused.body).toMatchObject({
        ok: false,
        errorCode: 'PURCHASE_HISTORY_UNAVAILABLE',
        retryAfterSeconds: 7,
      });
      expect(refused.headers.get('retry-after')).toBe('7');
    }
    // Nothing was processed, so the history's own rate window is still open.
    expect((await history()).status).toBe(200);
  });

  it('rate-limit: 429 with the route’s code', async () => {
    await fault({ route: 'checkout.history', kind: 'rate-limit', retryAfterSeconds: 3 });
    const limited = await history();
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ errorCode: 'PURCHASE_HISTORY_RATE_LIMITED', retryAfterSeconds: 3 });
    expect(limited.headers.get('retry-after')).toBe('3');
    await fault({ route: 'store.list', kind: 'unavailable' });
    expect((await sb.json('/store/products')).body.errorCode).toBe('SERVICE_UNAVAILABLE');
  });

  it('unavailable: the routes with their own 503 code use one the dashboard can put into words', async () => {
    const nickname = (await hireableSeller(sb)).nickname;
    const reads = {
      'checkout.history': '/purchases',
      'users.profile': `/user/${nickname}`,
      'account.profile': '/profile',
    };
    for (const [route, path] of Object.entries(reads)) {
      await fault({ route, kind: 'unavailable' });
      const refused = await sb.json<Loose>(path, { headers: { 'x-api-key': apikey } });
      expect(refused.status, route).toBe(503);
      expect(refused.body.errorCode, route).not.toBe('SERVICE_UNAVAILABLE');
      expect(ERROR_MESSAGES, route).toHaveProperty([refused.body.errorCode]);
    }
  });

  it('busy: the hire answers DIRECT_HIRE_USER_BUSY with Retry-After 2, and only hires take it', async () => {
    await fault({ route: 'checkout.hire', kind: 'busy' });
    const worker = await hireableSeller(sb);
    const token = newToken();
    const body = hireBody(worker.nickname, 'base');
    const busy = await postCheckout(sb, '/hire', body, { 'x-checkout-token': token });
    expect(busy.status).toBe(409);
    expect(busy.body).toMatchObject({ errorCode: 'DIRECT_HIRE_USER_BUSY', retryAfterSeconds: 2 });
    expect(busy.headers.get('retry-after')).toBe('2');
    expect((await postCheckout(sb, '/hire', body, { 'x-checkout-token': token })).status).toBe(402);
    const refused = await sb.json('/__sandbox/faults', postJson({ route: 'checkout.purchase', kind: 'busy' }));
    expect(refused.status).toBe(400);
  });

  it('delay: waits before processing', async () => {
    await fault({ route: 'store.categories', kind: 'delay', delayMs: 400 });
    const started = Date.now();
    expect((await sb.json('/store/categories')).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(390);
    const again = Date.now();
    await sb.json('/store/categories');
    expect(Date.now() - again).toBeLessThan(390);
  });

  it('drop-after-commit: the paid POST commits but the connection drops; the retry answers the purchase, charged once', async () => {
    const payer = await payerFor(sb, 'base');
    const token = newToken();
    const body = storeBody(productId, 'base');
    const quote = await postCheckout(sb, '/store/purchase', body, { 'x-checkout-token': token });
    const signature = await signChallenge(payer, quote);
    await fault({ route: 'checkout.purchase', kind: 'drop-after-commit' });
    await expect(
      postCheckout(sb, '/store/purchase', body, { 'x-checkout-token': token, 'payment-signature': signature }),
    ).rejects.toThrow();
    const retry = await postCheckout(sb, '/store/purchase', body, {
      'x-checkout-token': token,
      'payment-signature': signature,
    });
    expect(retry.status).toBe(200);
    expect(retry.body.purchase).toMatchObject({ purchaseId: quote.body.checkout.id, status: 'payment_confirmed' });
    expect((await ledgerOf(sb, quote.body.checkout.id)).filter((e) => e.kind === 'payment')).toHaveLength(1);
  });

  it('validates fault bodies, lists and clears faults, and reset clears them too', async () => {
    for (const bad of [
      { route: 'nope', kind: 'delay' },
      { route: 'store.list', kind: 'explode' },
      { route: 'store.list', kind: 'never-confirm' },
      { route: 'store.list', kind: 'delay', count: 0 },
    ]) {
      expect((await sb.json('/__sandbox/faults', postJson(bad))).status, JSON.stringify(bad)).toBe(400);
    }
    await fault({ route: 'store.list', kind: 'unavailable', count: 3 });
    expect(((await (await sb.call('/__sandbox/faults')).json()) as Loose).faults).toEqual([
      { route: 'store.list', kind: 'unavailable', remaining: 3 },
    ]);
    await sb.call('/__sandbox/faults', { method: 'DELETE' });
    expect((await sb.json('/store/products')).status).toBe(200);
  });
});

describe('settlement faults', () => {
  it('settle-uncertain: payment_review with recovery, nothing recorded as paid, no order', async () => {
    await fault({ route: 'checkout.purchase', kind: 'settle-uncertain' });
    const { paid, token } = await buy(
      sb,
      '/store/purchase',
      storeBody(productId, 'solana'),
      await payerFor(sb, 'solana'),
    );
    expect(paid.status).toBe(200);
    expect(safeParse(purchaseSchema, paid.body.purchase).success).toBe(true);
    expect(paid.body.purchase).toMatchObject({
      status: 'payment_review',
      recovery: { reason: 'settlement_uncertain', doNotPayAgain: true },
      order: null,
      secret: null,
      payment: { transactionId: null },
    });
    expect(paid.body.purchase.recovery.guidance).toMatch(/do not pay again/i);
    expect(paid.headers.get('payment-response')).toBeNull();
    expect(await ledgerOf(sb, paid.body.purchase.purchaseId)).toEqual([]);
    const read = await sb.json<Loose>(
      '/store/purchase/status',
      postJson({ purchaseId: paid.body.purchase.purchaseId }, { 'x-checkout-token': token }),
    );
    expect(read.body.purchase.status).toBe('payment_review');
  });

  it('never-confirm: payment_submitted until the quote expires, then payment_review (funding unconfirmed)', async () => {
    await fault({ route: 'checkout.hire', kind: 'never-confirm' });
    const worker = await hireableSeller(sb);
    const body = hireBody(worker.nickname, 'base');
    const { paid, token } = await buy(sb, '/hire', body, await evmPayer());
    expect(paid.status).toBe(202);
    expect(paid.body.purchase).toMatchObject({
      status: 'payment_submitted',
      order: { fundingStatus: 'pending' },
      chat: null,
    });
    await sb.control('/clock', { advanceSeconds: 29 * 60 });
    expect((await postCheckout(sb, '/hire', body, { 'x-checkout-token': token })).body.purchase.status).toBe(
      'payment_submitted',
    );
    await sb.control('/clock', { advanceSeconds: 2 * 60 });
    const review = await postCheckout(sb, '/hire', body, { 'x-checkout-token': token });
    expect(review.status).toBe(200);
    expect(review.body.purchase).toMatchObject({
      status: 'payment_review',
      recovery: { reason: 'funding_unconfirmed', doNotPayAgain: true },
    });
    expect((await ledgerOf(sb, paid.body.purchase.purchaseId)).filter((e) => e.kind === 'payment')).toHaveLength(1);
  });

  it('reset clears faults and restores the receipt delay', async () => {
    await fault({ route: 'checkout.purchase', kind: 'settle-uncertain' });
    await sb.control('/config', { receiptDelayMs: 99_000 });
    await sb.control('/reset');
    expect(((await (await sb.call('/__sandbox/faults')).json()) as Loose).faults).toEqual([]);
    expect(((await (await sb.call('/__sandbox/config')).json()) as Loose).receiptDelayMs).toBe(0);
    productId = (await fixedPriceProduct(sb)).id;
    ({ apikey } = await accountFor(sb, evmKeySigner()));
  });
});
