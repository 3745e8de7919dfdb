/** Store purchases and hires (spec 4.2, 3.1): flows on both networks, pricing, idempotency, tokens, quote windows and refusals. */
import { decodePaymentResponseHeader } from '@x402/core/http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { safeParse } from '@/lib/marketplace/schema';
import { add, compare } from '@/lib/money';
import { evmKeySigner } from '@/lib/wallet/key-signers';
import { checkouts } from '../db/schema';
import {
  accountFor,
  buy,
  evmPayer,
  fixedPriceProduct,
  hireBody,
  hireableSeller,
  ledgerOf,
  listAsSeller,
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
import { checkoutSchema, purchaseSchema } from '@/lib/marketplace/checkout/contract';

let sb: RunningSandbox;
let product: { id: string; sellerId: string; sellerNickname: string };

beforeAll(async () => {
  sb = await startSandbox();
  product = await fixedPriceProduct(sb);
});
afterAll(() => sb.stop());
beforeEach(async () => {
  await sb.control('/clock', { advanceSeconds: 3600 });
  await sb.control('/config', { receiptDelayMs: 0 });
});

const tokenRead = (path: string, purchaseId: string, token: string) =>
  sb.json<Loose>(path, postJson({ purchaseId }, { 'x-checkout-token': token }));

describe('buying from the store', () => {
  it.each(['solana', 'base'] as const)(
    'reaches payment_confirmed on %s with an active, funded order',
    async (network) => {
      const payer = await payerFor(sb, network);
      const { paid } = await buy(sb, '/store/purchase', storeBody(product.id, network), payer);
      expect(paid.status).toBe(200);
      const { purchase, checkout } = paid.body;
      expect(safeParse(purchaseSchema, purchase).success).toBe(true);
      expect(safeParse(checkoutSchema, checkout).success).toBe(true);
      expect(purchase).toMatchObject({
        kind: 'store',
        network,
        productId: product.id,
        status: 'payment_confirmed',
        order: { fundingStatus: 'funded', status: 'in_progress', rewardAsset: 'USDC' },
        chat: { method: 'GET', url: `${sb.url}/api/preselection/agenttohumanadvanced/chat/messages` },
        finalize: { method: 'POST', url: `${sb.url}/api/preselection/agenttohumanadvanced/finalize` },
        reviewSubmission: { method: 'POST' },
      });
      expect(purchase.purchaseId).toBe(checkout.id);
      expect(
        new Set([purchase.purchaseId, purchase.productId, purchase.order.jobId, purchase.order.customId]).size,
      ).toBe(4);
      expect(purchase.order.jobId).toMatch(/^[A-Za-z0-9]{8}$/);
      expect(purchase.secret).toMatch(/^[0-9a-f]{48}$/);
      expect(purchase.nextAction.description.length).toBeGreaterThan(10);
      const settlement = decodePaymentResponseHeader(paid.headers.get('payment-response')!);
      expect(settlement).toMatchObject({
        success: true,
        payer: payer.address,
        transaction: purchase.payment.transactionId,
      });
      expect(purchase.payment.transactionId).toBeTruthy();
    },
  );

  it('grosses a 9.00 seller-net price up to a 10.00 checkout plus a sub-cent identification amount', async () => {
    const { accountId } = await accountFor(sb, evmKeySigner());
    const productId = await listAsSeller(sb, accountId, `nine_${accountId.slice(-6)}`, { priceUsd: '9.00' });
    const quote = await postCheckout(sb, '/store/purchase', storeBody(productId, 'solana'), {
      'x-checkout-token': newToken(),
    });
    expect(quote.status).toBe(402);
    const { pricing, payment } = quote.body.checkout;
    expect(pricing.sellerNetUsd).toBe('9.000000');
    expect(pricing.orderAmountUsdc).toBe('10.000000');
    expect(compare(pricing.identificationAmountUsdc, '0.000001')).toBeGreaterThanOrEqual(0);
    expect(compare(pricing.identificationAmountUsdc, '0.000999')).toBeLessThanOrEqual(0);
    expect(compare(payment.amount, add('10.000000', pricing.identificationAmountUsdc))).toBe(0);
    expect(payment.amountAtomic).toBe(String(10_000_000 + Number(pricing.identificationAmountUsdc.split('.')[1])));
  });

  it('keeps identification amounts unique among open quotes', async () => {
    const amounts = new Set<string>();
    for (let i = 0; i < 25; i++) {
      const quote = await postCheckout(sb, '/store/purchase', storeBody(product.id, 'base'), {
        'x-checkout-token': newToken(),
      });
      amounts.add(quote.body.checkout.pricing.identificationAmountUsdc);
    }
    expect(amounts.size).toBe(25);
  });
});

describe('hiring', () => {
  it.each(['solana', 'base'] as const)(
    'hires on %s: the 10.00 budget is the gross and 9.000000 goes to the worker',
    async (network) => {
      const worker = await hireableSeller(sb);
      const payer = await payerFor(sb, network);
      const { quote, paid } = await buy(sb, '/hire', hireBody(worker.nickname.toUpperCase(), network, '10.00'), payer);
      expect(quote.body.checkout).toMatchObject({
        family: 'hire',
        productId: null,
        directHire: { nickname: worker.nickname, budgetUsd: '10.00' },
      });
      expect(quote.body.checkout.pricing).toMatchObject({
        budgetUsd: '10.00',
        orderAmountUsdc: '10.000000',
        sellerNetUsd: '9.000000',
      });
      expect(paid.status).toBe(200);
      expect(safeParse(purchaseSchema, paid.body.purchase).success).toBe(true);
      expect(paid.body.purchase).toMatchObject({
        kind: 'direct_hire',
        status: 'payment_confirmed',
        directHire: { nickname: worker.nickname, budgetUsd: '10.00' },
        order: { fundingStatus: 'funded' },
      });
      expect(paid.body.purchase.product).toMatchObject({ description: 'Write a short product announcement.' });
    },
  );

  it('refuses unknown, private and blocked profiles with 404 USER_NOT_FOUND, and a worker not taking hires with 409', async () => {
    const missing = await postCheckout(sb, '/hire', hireBody('nobody-here-at-all', 'base'), {
      'x-checkout-token': newToken(),
    });
    expect(missing.status).toBe(404);
    expect(missing.body.errorCode).toBe('USER_NOT_FOUND');
    const { accountId } = await accountFor(sb, evmKeySigner());
    const nickname = `priv_${accountId.slice(-6)}`;
    await sb.control(`/accounts/${accountId}`, { nickname, publicProfile: false });
    expect(
      (await postCheckout(sb, '/hire', hireBody(nickname, 'base'), { 'x-checkout-token': newToken() })).body.errorCode,
    ).toBe('USER_NOT_FOUND');
    await sb.control(`/accounts/${accountId}`, { publicProfile: true, blocked: true });
    expect(
      (await postCheckout(sb, '/hire', hireBody(nickname, 'base'), { 'x-checkout-token': newToken() })).body.errorCode,
    ).toBe('USER_NOT_FOUND');
    await sb.control(`/accounts/${accountId}`, { blocked: false, acceptingOrders: false });
    const closed = await postCheckout(sb, '/hire', hireBody(nickname, 'base'), { 'x-checkout-token': newToken() });
    expect(closed.status).toBe(409);
    expect(closed.body.errorCode).toBe('CHECKOUT_HIRE_UNAVAILABLE');
  });

  it('answers DIRECT_HIRE_USER_BUSY with Retry-After 2 while another hire of the worker is mid-settlement', async () => {
    const worker = await hireableSeller(sb, 1);
    const first = await postCheckout(sb, '/hire', hireBody(worker.nickname, 'base'), {
      'x-checkout-token': newToken(),
    });
    const { db } = sb.sandbox.deps;
    // Hold the first hire mid-settlement, as a slow settlement would.
    await db.update(checkouts).set({ status: 'processing' }).where(eq(checkouts.id, first.body.checkout.id));
    try {
      const token = newToken();
      const body = hireBody(worker.nickname, 'base');
      const busy = await postCheckout(sb, '/hire', body, { 'x-checkout-token': token });
      expect(busy.status).toBe(409);
      expect(busy.body).toMatchObject({ ok: false, errorCode: 'DIRECT_HIRE_USER_BUSY', retryAfterSeconds: 2 });
      expect(busy.headers.get('retry-after')).toBe('2');
      await db.update(checkouts).set({ status: 'awaiting_payment' }).where(eq(checkouts.id, first.body.checkout.id));
      // Keeping the original operation works once the worker is free.
      expect((await postCheckout(sb, '/hire', body, { 'x-checkout-token': token })).status).toBe(402);
    } finally {
      await db.update(checkouts).set({ status: 'expired' }).where(eq(checkouts.id, first.body.checkout.id));
    }
  });
});

describe('refusals', () => {
  it('refuses buying from or hiring yourself with 403 CHECKOUT_SELF_PURCHASE before anything settles', async () => {
    const wallet = evmKeySigner();
    const { accountId } = await accountFor(sb, wallet);
    const nickname = `self_${accountId.slice(-6)}`;
    const productId = await listAsSeller(sb, accountId, nickname, { priceUsd: '12.00' });
    const payer = await evmPayer(wallet);
    for (const [path, body] of [
      ['/store/purchase', storeBody(productId, 'base')],
      ['/hire', hireBody(nickname, 'base')],
    ] as const) {
      const { quote, paid } = await buy(sb, path, body, payer);
      expect(paid.status, path).toBe(403);
      expect(paid.body.errorCode).toBe('CHECKOUT_SELF_PURCHASE');
      expect(await ledgerOf(sb, quote.body.checkout.id)).toEqual([]);
    }
  });

  it('refuses an on-request listing with 409 CHECKOUT_PRICE_ON_REQUEST and a closed seller with 409 CHECKOUT_PRODUCT_UNAVAILABLE', async () => {
    const { accountId } = await accountFor(sb, evmKeySigner());
    const onRequest = await listAsSeller(sb, accountId, `ask_${accountId.slice(-6)}`, { priceOnRequest: true });
    const asked = await postCheckout(sb, '/store/purchase', storeBody(onRequest, 'solana'), {
      'x-checkout-token': newToken(),
    });
    expect(asked.status).toBe(409);
    expect(asked.body.errorCode).toBe('CHECKOUT_PRICE_ON_REQUEST');
    const fixed = (await sb.control('/store/bulk', { count: 1, sellerId: accountId, priceUsd: '3.00' })) as {
      ids: string[];
    };
    await sb.control(`/accounts/${accountId}`, { acceptingOrders: false });
    const closed = await postCheckout(sb, '/store/purchase', storeBody(fixed.ids[0]!, 'solana'), {
      'x-checkout-token': newToken(),
    });
    expect(closed.status).toBe(409);
    expect(closed.body.errorCode).toBe('CHECKOUT_PRODUCT_UNAVAILABLE');
  });

  it('answers 404 STORE_PRODUCT_NOT_FOUND for a missing product', async () => {
    const missing = await postCheckout(sb, '/store/purchase', storeBody('prd_missing', 'base'), {
      'x-checkout-token': newToken(),
    });
    expect(missing.status).toBe(404);
    expect(missing.body.errorCode).toBe('STORE_PRODUCT_NOT_FOUND');
  });

  it('refuses account login headers, bad input, queries and oversize bodies with the checkout codes', async () => {
    const body = storeBody(product.id, 'base');
    for (const headers of [
      { 'x-api-key': 'a'.repeat(40) },
      { 'sign-in-with-x': 'abc' },
      { 'x-checkout-token': 'short' },
    ] as Array<Record<string, string>>) {
      const refused = await postCheckout(sb, '/store/purchase', body, headers);
      expect(refused.status, JSON.stringify(headers)).toBe(400);
      expect(refused.body.errorCode).toBe('CHECKOUT_INPUT_INVALID');
    }
    for (const bad of [
      { ...body, idempotencyKey: 'short' },
      { ...body, network: 'ethereum' },
      { ...body, extra: 1 },
      { ...body, attachments: Array(6).fill('https://example.com/a.png') },
      { ...hireBody('someone', 'base'), budgetUsd: '0.09' },
      { ...hireBody('someone', 'base'), budgetUsd: '10.001' },
      { ...hireBody('someone', 'base'), description: '   ' },
    ]) {
      const path = 'nickname' in bad ? '/hire' : '/store/purchase';
      const refused = await postCheckout(sb, path, bad, { 'x-checkout-token': newToken() });
      expect(refused.status, JSON.stringify(bad).slice(0, 80)).toBe(400);
      expect(refused.body.errorCode).toBe('CHECKOUT_INPUT_INVALID');
    }
    expect((await sb.json('/store/purchase?x=1', postJson(body))).body.errorCode).toBe('CHECKOUT_INPUT_INVALID');
    const huge = await sb.json('/store/purchase', postJson({ ...body, description: 'x'.repeat(17 * 1024) }));
    expect(huge.status).toBe(413);
    expect(huge.body.errorCode).toBe('CHECKOUT_REQUEST_TOO_LARGE');
  });

  it('holds the contract’s literal limits: description 10,000, a link 2,048, a budget 0.10 to 999999.99, a body 16 KiB', async () => {
    const worker = await hireableSeller(sb);
    const quoteOf = (path: string, body: unknown) => postCheckout(sb, path, body, { 'x-checkout-token': newToken() });
    const body = () => storeBody(product.id, 'base');
    const link = (length: number) => `https://files.example/${'a'.repeat(length - 'https://files.example/'.length)}`;
    for (const accepted of [
      { ...body(), description: 'x'.repeat(10_000) },
      { ...body(), attachments: [link(2048)] },
    ])
      expect((await quoteOf('/store/purchase', accepted)).status).toBe(402);
    for (const budgetUsd of ['0.10', '999999.99'])
      expect((await quoteOf('/hire', hireBody(worker.nickname, 'base', budgetUsd))).status, budgetUsd).toBe(402);
    for (const [path, refused] of [
      ['/store/purchase', { ...body(), description: 'x'.repeat(10_001) }],
      ['/store/purchase', { ...body(), attachments: [link(2049)] }],
      ['/hire', hireBody(worker.nickname, 'base', '1000000.00')],
    ] as const) {
      const answer = await quoteOf(path, refused);
      expect(answer.status).toBe(400);
      expect(answer.body.errorCode).toBe('CHECKOUT_INPUT_INVALID');
    }
    // A body of exactly 16,384 bytes is read; one byte more is too large. Two-byte letters reach it within 10,000.
    const ofBytes = (bytes: number) => {
      const frame = new TextEncoder().encode(JSON.stringify({ ...body(), description: '' })).byteLength;
      const room = bytes - frame;
      return JSON.stringify({ ...body(), description: 'é'.repeat(Math.floor(room / 2)) + 'x'.repeat(room % 2) });
    };
    for (const [bytes, status] of [
      [16_384, 402],
      [16_385, 413],
    ] as const) {
      const text = ofBytes(bytes);
      expect(new TextEncoder().encode(text).byteLength).toBe(bytes);
      const answer = await sb.json('/store/purchase', postJson(text, { 'x-checkout-token': newToken() }));
      expect(answer.status, `${bytes} bytes`).toBe(status);
    }
  });
});

describe('idempotency', () => {
  it('replays the same checkout for the same key and body, and refuses another body or route under the key', async () => {
    const token = newToken();
    const body = storeBody(product.id, 'base');
    const first = await postCheckout(sb, '/store/purchase', body, { 'x-checkout-token': token });
    const again = await postCheckout(sb, '/store/purchase', { ...body }, { 'x-checkout-token': token });
    expect(again.status).toBe(402);
    expect(again.body.checkout.id).toBe(first.body.checkout.id);
    expect(again.body.accepts).toEqual(first.body.accepts);
    for (const [path, other] of [
      ['/store/purchase', { ...body, network: 'solana' }],
      ['/store/purchase', { ...body, description: 'changed' }],
      [
        '/hire',
        hireBody((await hireableSeller(sb)).nickname, 'base', '10.00', { idempotencyKey: body.idempotencyKey }),
      ],
    ] as const) {
      const conflict = await postCheckout(sb, path, other, { 'x-checkout-token': token });
      expect(conflict.status, path).toBe(409);
      expect(conflict.body.errorCode).toBe('CHECKOUT_IDEMPOTENCY_CONFLICT');
    }
  });

  it('shares one namespace between store and hire: a hire key cannot start a store purchase', async () => {
    const token = newToken();
    const worker = await hireableSeller(sb);
    const hire = hireBody(worker.nickname, 'solana');
    expect((await postCheckout(sb, '/hire', hire, { 'x-checkout-token': token })).status).toBe(402);
    const conflict = await postCheckout(
      sb,
      '/store/purchase',
      storeBody(product.id, 'solana', { idempotencyKey: hire.idempotencyKey }),
      { 'x-checkout-token': token },
    );
    expect(conflict.status).toBe(409);
    expect(conflict.body.errorCode).toBe('CHECKOUT_IDEMPOTENCY_CONFLICT');
  });

  it('requires the checkout’s own token on the paid retry', async () => {
    const payer = await evmPayer();
    const token = newToken();
    const body = storeBody(product.id, 'base');
    const quote = await postCheckout(sb, '/store/purchase', body, { 'x-checkout-token': token });
    const signature = await signChallenge(payer, quote);
    for (const headers of [
      { 'x-checkout-token': newToken(), 'payment-signature': signature },
      { 'payment-signature': signature },
    ] as Array<Record<string, string>>) {
      const refused = await postCheckout(sb, '/store/purchase', body, headers);
      expect(refused.status).toBe(401);
      expect(refused.body.errorCode).toBe('CHECKOUT_TOKEN_INVALID');
    }
    expect(await ledgerOf(sb, quote.body.checkout.id)).toEqual([]);
    expect(
      (await postCheckout(sb, '/store/purchase', body, { 'x-checkout-token': token, 'payment-signature': signature }))
        .status,
    ).toBe(200);
  });

  it('answers a repeat of a reserved checkout with the purchase and never charges again', async () => {
    const payer = await payerFor(sb, 'solana');
    const body = storeBody(product.id, 'solana');
    const { token, paid } = await buy(sb, '/store/purchase', body, payer);
    const another = await signChallenge(
      payer,
      await postCheckout(sb, '/store/purchase', storeBody(product.id, 'solana'), { 'x-checkout-token': newToken() }),
    );
    for (const headers of [
      { 'x-checkout-token': token },
      { 'x-checkout-token': token, 'payment-signature': another },
    ] as Array<Record<string, string>>) {
      const repeat = await postCheckout(sb, '/store/purchase', body, headers);
      expect(repeat.status).toBe(200);
      expect(repeat.body.purchase).toMatchObject({
        purchaseId: paid.body.purchase.purchaseId,
        status: 'payment_confirmed',
        secret: paid.body.purchase.secret,
      });
    }
    expect((await ledgerOf(sb, paid.body.purchase.purchaseId)).filter((e) => e.kind === 'payment')).toHaveLength(1);
  });

  it('settles concurrent paid retries of one checkout once', async () => {
    const payer = await payerFor(sb, 'base');
    const token = newToken();
    const body = storeBody(product.id, 'base');
    const quote = await postCheckout(sb, '/store/purchase', body, { 'x-checkout-token': token });
    const signature = await signChallenge(payer, quote);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        postCheckout(sb, '/store/purchase', body, { 'x-checkout-token': token, 'payment-signature': signature }),
      ),
    );
    for (const answer of answers) {
      expect([200, 202]).toContain(answer.status);
      expect(answer.body.purchase.purchaseId).toBe(quote.body.checkout.id);
    }
    expect((await ledgerOf(sb, quote.body.checkout.id)).filter((e) => e.kind === 'payment')).toHaveLength(1);
    const settled = await postCheckout(sb, '/store/purchase', body, { 'x-checkout-token': token });
    expect(settled.body.purchase.status).toBe('payment_confirmed');
  });
});

describe('quote windows', () => {
  it('refuses a payment at initiateBefore with 409 CHECKOUT_QUOTE_TOO_LATE and after expiry with 409 CHECKOUT_QUOTE_EXPIRED', async () => {
    await sb.control('/clock', { freeze: true });
    try {
      const payer = await evmPayer();
      const token = newToken();
      const body = storeBody(product.id, 'base');
      const quote = await postCheckout(sb, '/store/purchase', body, { 'x-checkout-token': token });
      const signature = await signChallenge(payer, quote);
      const { initiateBefore, expiresAt } = quote.body.checkout.payment;
      await sb.control('/clock', { now: initiateBefore });
      const late = await postCheckout(sb, '/store/purchase', body, {
        'x-checkout-token': token,
        'payment-signature': signature,
      });
      expect(late.status).toBe(409);
      expect(late.body.errorCode).toBe('CHECKOUT_QUOTE_TOO_LATE');
      const unpaid = await tokenRead('/store/purchase/status', quote.body.checkout.id, token);
      expect(unpaid.body).toEqual({
        ok: true,
        checkout: expect.objectContaining({ status: 'awaiting_payment', token }),
      });

      await sb.control('/clock', { now: expiresAt });
      const expired = await postCheckout(sb, '/store/purchase', body, {
        'x-checkout-token': token,
        'payment-signature': signature,
      });
      expect(expired.status).toBe(409);
      expect(expired.body.errorCode).toBe('CHECKOUT_QUOTE_EXPIRED');
      await sb.control('/clock', { advanceSeconds: 11 });
      const read = await tokenRead('/store/purchase/status', quote.body.checkout.id, token);
      expect(read.status).toBe(200);
      expect(read.body.purchase).toBeUndefined();
      expect(read.body.checkout.status).toBe('expired');
      expect(await ledgerOf(sb, quote.body.checkout.id)).toEqual([]);
    } finally {
      await sb.control('/clock', { freeze: false });
    }
  });

  it('accepts a payment one second before initiateBefore', async () => {
    await sb.control('/clock', { freeze: true });
    try {
      const payer = await payerFor(sb, 'solana');
      const token = newToken();
      const body = storeBody(product.id, 'solana');
      const quote = await postCheckout(sb, '/store/purchase', body, { 'x-checkout-token': token });
      await sb.control('/clock', { now: Date.parse(quote.body.checkout.payment.initiateBefore) - 1000 });
      const paid = await postCheckout(sb, '/store/purchase', body, {
        'x-checkout-token': token,
        'payment-signature': await signChallenge(payer, quote),
      });
      expect(paid.status).toBe(200);
      expect(paid.body.purchase.status).toBe('payment_confirmed');
    } finally {
      await sb.control('/clock', { freeze: false });
    }
  });
});

describe('funding receipt', () => {
  it('answers 202 while the receipt is pending, then payment_confirmed once the delay has passed on the sandbox clock', async () => {
    await sb.control('/config', { receiptDelayMs: 120_000 });
    await sb.control('/clock', { freeze: true });
    try {
      const payer = await payerFor(sb, 'base');
      const body = storeBody(product.id, 'base');
      const { token, paid } = await buy(sb, '/store/purchase', body, payer);
      expect(paid.status).toBe(202);
      expect(safeParse(purchaseSchema, paid.body.purchase).success).toBe(true);
      expect(paid.body.purchase).toMatchObject({
        status: 'payment_submitted',
        order: { fundingStatus: 'pending' },
        chat: null,
        finalize: null,
        reviewSubmission: null,
      });
      expect(paid.body.purchase.secret).toMatch(/^[0-9a-f]{48}$/);
      expect(paid.headers.get('payment-response')).toBeTruthy();
      const pending = await postCheckout(sb, '/store/purchase', body, { 'x-checkout-token': token });
      expect(pending.status).toBe(202);
      await sb.control('/clock', { advanceSeconds: 120 });
      const confirmed = await postCheckout(sb, '/store/purchase', body, { 'x-checkout-token': token });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.purchase).toMatchObject({
        status: 'payment_confirmed',
        order: { fundingStatus: 'funded', status: 'in_progress' },
      });
      expect(confirmed.body.purchase.chat).not.toBeNull();
    } finally {
      await sb.control('/clock', { freeze: false });
    }
  });

  it('gives the payer an account without an API key; the first account access issues one', async () => {
    const wallet = evmKeySigner();
    const payer = await evmPayer(wallet);
    const { paid } = await buy(sb, '/store/purchase', storeBody(product.id, 'base'), payer);
    expect(paid.status).toBe(200);
    expect(JSON.stringify(paid.body)).not.toMatch(/apikey/i);
    const access = await accountFor(sb, wallet);
    expect(access.apikey).toMatch(/^[0-9a-f]{40}$/);
    const again = await sb.json('/purchases', { headers: { 'x-api-key': access.apikey } });
    expect(again.status).toBe(200);
    expect((again.body as { purchases: Array<{ purchaseId: string }> }).purchases.map((p) => p.purchaseId)).toContain(
      paid.body.purchase.purchaseId,
    );
  });
});
