/** Status reads (spec 4.2 rule 7) and the purchase history (rule 8). */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { safeParse } from '@/lib/marketplace/schema';
import { evmKeySigner, solanaKeySigner } from '@/lib/wallet/key-signers';
import {
  accountFor,
  buy,
  challengeOf,
  evmPayer,
  fixedPriceProduct,
  hireBody,
  hireableSeller,
  newToken,
  postCheckout,
  postJson,
  proofFor,
  signChallenge,
  signedJson,
  solanaPayer,
  startSandbox,
  storeBody,
  type Payer,
  type Loose,
  type RunningSandbox,
} from './harness';
import { historyItemSchema, purchasesResponseSchema, statusResponseSchema } from '@/lib/marketplace/checkout/contract';

let sb: RunningSandbox;
let productId: string;

beforeAll(async () => {
  sb = await startSandbox();
  productId = (await fixedPriceProduct(sb)).id;
});
afterAll(() => sb.stop());
beforeEach(() => sb.control('/clock', { advanceSeconds: 3600 }));

const STATUS = '/store/purchase/status';
const withKey = (apikey: string, body: unknown) => postJson(body, { 'x-api-key': apikey });
const withToken = (token: string, body: unknown) => postJson(body, { 'x-checkout-token': token });

async function paidPurchase(payer: Payer) {
  const body = storeBody(productId, payer.network);
  const { token, paid } = await buy(sb, '/store/purchase', body, payer);
  expect(paid.status).toBe(200);
  return {
    token,
    body,
    purchaseId: paid.body.purchase.purchaseId as string,
    secret: paid.body.purchase.secret as string,
  };
}

describe('status credentials', () => {
  it('reads an unpaid quote by its token only: {ok, checkout} with the token', async () => {
    const token = newToken();
    const body = storeBody(productId, 'base');
    const quote = await postCheckout(sb, '/store/purchase', body, { 'x-checkout-token': token });
    for (const selector of [{ purchaseId: quote.body.checkout.id }, { idempotencyKey: body.idempotencyKey }]) {
      await sb.control('/clock', { advanceSeconds: 11 });
      const read = await sb.json(STATUS, withToken(token, selector));
      expect(read.status).toBe(200);
      expect(Object.keys(read.body).sort()).toEqual(['checkout', 'ok']);
      expect(read.body).toMatchObject({
        ok: true,
        checkout: { id: quote.body.checkout.id, token, status: 'awaiting_payment' },
      });
      expect(safeParse(statusResponseSchema, read.body).success).toBe(true);
    }
    // An account key is no authority over an anonymous quote.
    const { apikey } = await accountFor(sb, evmKeySigner());
    const byKey = await sb.json(STATUS, withKey(apikey, { purchaseId: quote.body.checkout.id }));
    expect(byKey.status).toBe(404);
    expect(byKey.body.errorCode).toBe('PURCHASE_NOT_FOUND');
  });

  it('reads a paid purchase with each single credential: token (with checkout), API key, and the paying wallet’s proof', async () => {
    const wallet = await solanaKeySigner();
    const payer = await solanaPayer(sb, wallet.seed);
    const { token, purchaseId, secret } = await paidPurchase(payer);

    const byToken = await sb.json(STATUS, withToken(token, { purchaseId }));
    expect(byToken.status).toBe(200);
    expect(byToken.body).toMatchObject({
      ok: true,
      purchase: { purchaseId, secret, status: 'payment_confirmed' },
      checkout: { id: purchaseId, token },
    });
    expect(safeParse(statusResponseSchema, byToken.body).success).toBe(true);

    const bySiwx = await signedJson(sb, STATUS, postJson({ purchaseId }), wallet);
    expect(bySiwx.status).toBe(200);
    expect(Object.keys(bySiwx.body).sort()).toEqual(['ok', 'purchase']);
    expect(bySiwx.body).toMatchObject({ purchase: { purchaseId, secret } });

    await sb.control('/clock', { advanceSeconds: 11 });
    const { apikey } = await accountFor(sb, wallet);
    const byKey = await sb.json(STATUS, withKey(apikey, { purchaseId }));
    expect(byKey.status).toBe(200);
    expect(byKey.body).toMatchObject({ ok: true, purchase: { purchaseId, secret } });
    expect(byKey.body.checkout).toBeUndefined();
  });

  it('binds the wallet proof to the exact endpoint and selector body', async () => {
    const wallet = evmKeySigner();
    const { purchaseId, body } = await paidPurchase(await evmPayer(wallet));
    const proof = await proofFor(sb, STATUS, postJson({ purchaseId }), wallet);
    const otherBody = await sb.json(
      STATUS,
      postJson({ idempotencyKey: body.idempotencyKey }, { 'sign-in-with-x': proof }),
    );
    expect(otherBody.status).toBe(401);
    expect(otherBody.body.errorCode).toBe('SIWX_SCOPE_MISMATCH');
    const otherPath = await sb.json(
      '/hire/status',
      postJson({ purchaseId }, { 'sign-in-with-x': await proofFor(sb, STATUS, postJson({ purchaseId }), wallet) }),
    );
    expect(otherPath.body.errorCode).toBe('SIWX_RESOURCE_MISMATCH');
  });

  it('refuses any two credentials with 400 AGENT_AUTH_AMBIGUOUS, and answers none with the free sign-in challenge', async () => {
    const { apikey } = await accountFor(sb, evmKeySigner());
    const body = { purchaseId: 'chk_whatever' };
    for (const headers of [
      { 'x-checkout-token': newToken(), 'x-api-key': apikey },
      { 'x-checkout-token': newToken(), 'sign-in-with-x': 'abc' },
      { 'x-api-key': apikey, 'sign-in-with-x': 'abc' },
    ] as Array<Record<string, string>>) {
      const refused = await sb.json(STATUS, postJson(body, headers));
      expect(refused.status).toBe(400);
      expect(refused.body.errorCode).toBe('AGENT_AUTH_AMBIGUOUS');
    }
    const none = await sb.call('/hire/status', postJson(body));
    const info = await challengeOf(none);
    expect(((await none.json()) as { accepts: unknown[] }).accepts).toEqual([]);
    expect(info.statement).toMatch(
      /^Sign in to read the status of your Sandbox purchase\. Method: POST\. Intent SHA-256: [0-9a-f]{64}$/,
    );
  });

  it('answers 404 PURCHASE_NOT_FOUND to the wrong owner, a wrong token and the other family’s status route', async () => {
    const wallet = evmKeySigner();
    const { token, purchaseId } = await paidPurchase(await evmPayer(wallet));
    const stranger = evmKeySigner();
    const { apikey } = await accountFor(sb, stranger);
    const cases = [
      () => sb.json(STATUS, withKey(apikey, { purchaseId })),
      () => signedJson(sb, STATUS, postJson({ purchaseId }), stranger),
      () => sb.json(STATUS, withToken(newToken(), { purchaseId })),
      () => sb.json('/hire/status', withToken(token, { purchaseId })),
      () => sb.json(STATUS, withToken(token, { purchaseId: 'chk_unknown' })),
    ];
    for (const [i, read] of cases.entries()) {
      await sb.control('/clock', { advanceSeconds: 11 });
      const refused = await read();
      expect(refused.status, `case ${i}`).toBe(404);
      expect(refused.body.errorCode).toBe('PURCHASE_NOT_FOUND');
    }
  });

  it('finds hires only on /hire/status', async () => {
    const payer = await evmPayer();
    const worker = await hireableSeller(sb);
    const { token, paid } = await buy(sb, '/hire', hireBody(worker.nickname, 'base'), payer);
    const purchaseId = paid.body.purchase.purchaseId;
    expect((await sb.json<Loose>('/hire/status', withToken(token, { purchaseId }))).body.purchase.kind).toBe(
      'direct_hire',
    );
    await sb.control('/clock', { advanceSeconds: 11 });
    expect((await sb.json(STATUS, withToken(token, { purchaseId }))).status).toBe(404);
  });

  it('shares one 10 s window per account across both status routes, and one per checkout for token reads', async () => {
    const wallet = evmKeySigner();
    const { token, purchaseId } = await paidPurchase(await evmPayer(wallet));
    const { apikey } = await accountFor(sb, wallet);
    expect((await sb.json(STATUS, withKey(apikey, { purchaseId }))).status).toBe(200);
    const limited = await sb.json('/hire/status', withKey(apikey, { purchaseId }));
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ ok: false, errorCode: 'AGENT_READ_RATE_LIMITED' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await sb.json(STATUS, withToken(token, { purchaseId }))).status).toBe(200);
    expect((await sb.json(STATUS, withToken(token, { purchaseId }))).body.errorCode).toBe('AGENT_READ_RATE_LIMITED');
  });
});

describe('GET /purchases', () => {
  it('lists the account’s purchases and hires newest first, paged by opaque cursors, without secrets', async () => {
    const wallet = evmKeySigner();
    const payer = await evmPayer(wallet);
    const worker = await hireableSeller(sb);
    const ids: string[] = [];
    const secrets: string[] = [];
    for (const make of [
      () => storeBody(productId, 'base'),
      () => hireBody(worker.nickname, 'base'),
      () => storeBody(productId, 'base'),
    ]) {
      await sb.control('/clock', { advanceSeconds: 5 });
      const body = make();
      const { paid } = await buy(sb, 'nickname' in body ? '/hire' : '/store/purchase', body, payer);
      ids.push(paid.body.purchase.purchaseId);
      secrets.push(paid.body.purchase.secret);
    }
    // Someone else's purchase and an unreserved quote never show up.
    await paidPurchase(await evmPayer());
    await postCheckout(sb, '/store/purchase', storeBody(productId, 'base'), { 'x-checkout-token': newToken() });

    const { apikey } = await accountFor(sb, wallet);
    const first = await sb.json<Record<string, any>>('/purchases?limit=2', { headers: { 'x-api-key': apikey } });
    expect(first.status).toBe(200);
    expect(safeParse(purchasesResponseSchema, first.body).success).toBe(true);
    expect(first.body.purchases.map((p: { purchaseId: string }) => p.purchaseId)).toEqual([ids[2], ids[1]]);
    expect(first.body).toMatchObject({ limit: 2, hasMore: true });
    expect(first.body.purchases[1]).toMatchObject({
      kind: 'direct_hire',
      product: { id: null, directHire: { nickname: worker.nickname } },
      refund: null,
    });
    for (const item of first.body.purchases) expect(safeParse(historyItemSchema, item).success).toBe(true);
    const text = JSON.stringify(first.body);
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).not.toContain('idempotencyKey');
    expect(first.body.nextUrl).toBe(`${sb.url}/purchases?limit=2&cursor=${encodeURIComponent(first.body.nextCursor)}`);

    await sb.control('/clock', { advanceSeconds: 11 });
    const second = await sb.json<Record<string, any>>(
      `/api/agent/purchases?limit=2&cursor=${encodeURIComponent(first.body.nextCursor)}`,
      { headers: { 'x-api-key': apikey } },
    );
    expect(second.body.purchases.map((p: { purchaseId: string }) => p.purchaseId)).toEqual([ids[0]]);
    expect(second.body).toMatchObject({ hasMore: false, nextCursor: null, nextUrl: null });
  });

  it('includes reserved-but-unpaid and expired purchases, and shows credited refunds', async () => {
    const wallet = await solanaKeySigner();
    const payer = await solanaPayer(sb, wallet.seed);
    const { purchaseId } = await paidPurchase(payer);
    expect(await sb.control('/faults', { route: 'checkout.purchase', kind: 'settle-uncertain' })).toMatchObject({
      ok: true,
    });
    const { paid } = await buy(sb, '/store/purchase', storeBody(productId, 'solana'), payer);
    expect(paid.body.purchase.status).toBe('payment_review');
    // A payment that came too late charges nothing; the attempt expires in the payer's history.
    const token = newToken();
    const lateBody = storeBody(productId, 'solana');
    const quote = await postCheckout(sb, '/store/purchase', lateBody, { 'x-checkout-token': token });
    const signature = await signChallenge(payer, quote);
    await sb.control('/clock', { now: quote.body.checkout.payment.initiateBefore });
    expect(
      (
        await postCheckout(sb, '/store/purchase', lateBody, {
          'x-checkout-token': token,
          'payment-signature': signature,
        })
      ).body.errorCode,
    ).toBe('CHECKOUT_QUOTE_TOO_LATE');
    await sb.control('/clock', { advanceSeconds: 61 });
    expect(await sb.control(`/purchases/${purchaseId}/refund`, { asset: 'USDC', amount: '1.5' })).toMatchObject({
      ok: true,
    });

    const list = await signedJson<Record<string, any>>(sb, '/purchases', {}, wallet);
    expect(list.status).toBe(200);
    const byId = new Map<string, Loose>(list.body.purchases.map((p: Loose) => [p.purchaseId, p]));
    expect(byId.get(paid.body.purchase.purchaseId)).toMatchObject({
      status: 'payment_review',
      order: null,
      payment: { transactionId: null },
    });
    expect(byId.get(quote.body.checkout.id)).toMatchObject({ status: 'expired', order: null, refund: null });
    expect(byId.get(purchaseId)).toMatchObject({
      refund: { network: 'solana', asset: 'USDC', amount: '1.500000', status: 'credited' },
    });
    expect(safeParse(historyItemSchema, byId.get(purchaseId)).success).toBe(true);
  });

  it('allows one read per account per 10 s, refuses bad input, and takes no checkout token', async () => {
    const { apikey } = await accountFor(sb, evmKeySigner());
    expect((await sb.json('/purchases', { headers: { 'x-api-key': apikey } })).status).toBe(200);
    const limited = await sb.json('/api/agent/purchases', { headers: { 'x-api-key': apikey } });
    expect(limited.status).toBe(429);
    expect(limited.body.errorCode).toBe('PURCHASE_HISTORY_RATE_LIMITED');
    expect(limited.headers.get('retry-after')).toBeTruthy();
    for (const query of ['?limit=0', '?limit=51', '?page=2', '?limit=5&limit=5']) {
      await sb.control('/clock', { advanceSeconds: 11 });
      const bad = await sb.json(`/purchases${query}`, { headers: { 'x-api-key': apikey } });
      expect(bad.status, query).toBe(400);
      expect(bad.body.errorCode).toBe('PURCHASE_HISTORY_INPUT_INVALID');
    }
    await sb.control('/clock', { advanceSeconds: 11 });
    expect(
      (await sb.json('/purchases?cursor=bm90LWEtY3Vyc29y', { headers: { 'x-api-key': apikey } })).body.errorCode,
    ).toBe('PURCHASE_HISTORY_INPUT_INVALID');
    // A time no purchase can have (JavaScript reads it; the database stores no such year).
    await sb.control('/clock', { advanceSeconds: 11 });
    const farPast = Buffer.from(JSON.stringify({ t: '-200000-01-01T00:00:00.000Z', i: 'x' })).toString('base64url');
    const far = await sb.json(`/purchases?cursor=${farPast}`, { headers: { 'x-api-key': apikey } });
    expect(far.status).toBe(400);
    expect(far.body.errorCode).toBe('PURCHASE_HISTORY_INPUT_INVALID');
    // A checkout token is not an account credential: it gets the free sign-in challenge.
    await challengeOf(await sb.call('/purchases', { headers: { 'x-checkout-token': newToken() } }));
  });
});
