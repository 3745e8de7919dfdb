import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { callRoute, type Transport } from './call';
import { checkoutRoutes } from './checkout/contract';
import { MarketplaceError, mayHaveHappened } from './errors';
import { ERROR_MESSAGES } from './error-words';
import { launchRoutes } from './launch/contract';
import { callPaid } from './paid-call';
import { encodeBase64Json } from './siwx';
import { storeRoutes } from './store/contract';
import { callDashboard } from './transport';

function recorder(answer: { status?: number; body: unknown; headers?: Record<string, string> }) {
  const calls: { path: string; init: RequestInit }[] = [];
  const transport: Transport = async (path, init) => {
    calls.push({ path, init });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  };
  return { calls, transport };
}

/** An answer whose status came and whose body broke off on its way. */
const cutOffAfter200: Transport = async () =>
  new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"ok":true,"categ'));
        controller.error(new TypeError('terminated'));
      },
    }),
    { status: 200, headers: { 'content-type': 'application/json' } },
  );

describe('callRoute', () => {
  it('fills path parameters as one encoded segment and parses the answer with the route’s schema', async () => {
    const { calls, transport } = recorder({ body: { ok: true, categories: { Design: ['Logos'] } } });
    await callRoute(storeRoutes.categories, { transport });
    expect(calls[0]).toMatchObject({ path: '/store/categories', init: { method: 'GET' } });

    const detail = recorder({ body: { ok: false } });
    await expect(
      callRoute(storeRoutes.detail, { params: { id: 'legacy:Starter Pack #7' }, transport: detail.transport }),
    ).rejects.toMatchObject({ code: 'RESPONSE_INVALID' });
    expect(detail.calls[0]!.path).toBe('/store/products/legacy%3AStarter%20Pack%20%237');
  });

  it('writes the query from typed values, leaving out what is unset', async () => {
    const { calls, transport } = recorder({
      body: { ok: true, products: [], total: 0, limit: 5, offset: 0, hasMore: false, nextOffset: null },
    });
    await callRoute(storeRoutes.list, { query: { q: 'logo', limit: 5, offset: undefined }, transport });
    expect(calls[0]!.path).toBe('/store/products?q=logo&limit=5');
  });

  it('never sends a body its route refuses', async () => {
    const { calls, transport } = recorder({ body: {} });
    const bad = { productId: 'p', network: 'ethereum', idempotencyKey: 'purchase:12345678' } as never;
    const refused = await callRoute(checkoutRoutes.purchase, { body: bad, transport }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(MarketplaceError);
    // Its own words, not the generic fallback.
    expect((refused as MarketplaceError).code in ERROR_MESSAGES).toBe(true);
    expect(calls).toHaveLength(0);
  });

  it('turns an error answer into a MarketplaceError with its retry time', async () => {
    const { transport } = recorder({
      status: 429,
      body: { ok: false, errorCode: 'PURCHASE_HISTORY_RATE_LIMITED', message: 'x' },
      headers: { 'retry-after': '7' },
    });
    const error = await callRoute(checkoutRoutes.history, { transport }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 429, code: 'PURCHASE_HISTORY_RATE_LIMITED', retryAfterSeconds: 7 });
  });

  it('turns an answer cut off after its status into NETWORK_ERROR, not an error without words', async () => {
    await expect(callRoute(storeRoutes.categories, { transport: cutOffAfter200 })).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
    });
  });
});

describe('callPaid', () => {
  const challenge = z.looseObject({
    x402Version: z.union([z.literal(1), z.literal(2)]),
    accepts: z.array(z.unknown()),
  });
  const paid = z.looseObject({ ok: z.literal(true), jobId: z.string() });
  const purchase = { productId: 'prd_1', network: 'solana', idempotencyKey: 'purchase:12345678' } as const;
  const quote = { x402Version: 2, accepts: [{ amount: '1000000' }] };
  const refused = { ok: false, errorCode: 'CHECKOUT_PAYMENT_INVALID', message: 'The signature does not match.' };

  it('reads the challenge of a 402 from its PAYMENT-REQUIRED header, sending no payment header', async () => {
    const { calls, transport } = recorder({
      status: 402,
      body: { ...quote, price: 'in the body too' },
      headers: { 'payment-required': encodeBase64Json(quote) },
    });
    const answer = await callPaid(
      checkoutRoutes.purchase,
      { body: purchase, transport },
      { challenge, challengeIn: 'header', response: paid },
    );
    expect(answer).toEqual({ kind: 'challenge', paymentRequired: quote, refusal: undefined });
    expect(calls[0]).toMatchObject({ path: '/store/purchase', init: { method: 'POST' } });
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers['payment-signature']).toBeUndefined();
    expect(headers['x-payment']).toBeUndefined();
  });

  it('takes a field the header leaves out from the body when told it may be there; the header’s own win', async () => {
    const checkout = { id: 'chk_1', status: 'awaiting_payment' };
    const inBody = recorder({
      status: 402,
      body: { ...quote, accepts: [{ amount: '9' }], checkout },
      headers: { 'payment-required': encodeBase64Json(quote) },
    });
    const answer = await callPaid(
      checkoutRoutes.purchase,
      { body: purchase, transport: inBody.transport },
      { challenge, challengeIn: 'header', alsoInBody: ['checkout'], response: paid },
    );
    expect(answer).toMatchObject({ kind: 'challenge', paymentRequired: { ...quote, checkout } });

    const inHeader = recorder({
      status: 402,
      body: { ...quote, checkout: { id: 'chk_body' } },
      headers: { 'payment-required': encodeBase64Json({ ...quote, checkout }) },
    });
    const fromHeader = await callPaid(
      checkoutRoutes.purchase,
      { body: purchase, transport: inHeader.transport },
      { challenge, challengeIn: 'header', alsoInBody: ['checkout'], response: paid },
    );
    expect(fromHeader).toMatchObject({ kind: 'challenge', paymentRequired: { ...quote, checkout } });
  });

  it('reads a v1 challenge from the body, and sends the payment in X-PAYMENT', async () => {
    const v1 = { x402Version: 1, accepts: [{ maxAmountRequired: '2500000' }] };
    const { calls, transport } = recorder({ status: 402, body: v1 });
    const answer = await callPaid(
      launchRoutes.jobPay,
      { params: { jobId: 'AbCd1234' }, transport },
      { challenge, challengeIn: 'body', payment: 'signed-v1' },
    );
    expect(answer).toMatchObject({ kind: 'challenge', paymentRequired: v1, refusal: undefined });
    expect((calls[0]!.init.headers as Record<string, string>)['x-payment']).toBe('signed-v1');
  });

  it('on a route that may answer either version, reads the header when there is one, and names the payment by its challenge’s version', async () => {
    const v1 = { x402Version: 1, accepts: [{ maxAmountRequired: '2500000' }] };
    const legacy = recorder({ status: 402, body: v1 });
    const fromBody = await callPaid(
      launchRoutes.jobPayBase,
      { params: { jobId: 'AbCd1234' }, transport: legacy.transport },
      { challenge, challengeIn: 'either', payment: 'signed-v1', paymentVersion: 1 },
    );
    expect(fromBody).toMatchObject({ kind: 'challenge', paymentRequired: v1 });
    expect(legacy.calls[0]!.path).toBe('/api/x402/base/jobs/AbCd1234/pay');
    expect(legacy.calls[0]!.init.headers).toMatchObject({ 'x-payment': 'signed-v1' });
    expect(legacy.calls[0]!.init.headers).not.toHaveProperty('payment-signature');

    const standard = recorder({
      status: 402,
      body: { error: 'Payment required' },
      headers: { 'payment-required': encodeBase64Json(quote) },
    });
    const fromHeader = await callPaid(
      launchRoutes.jobPay,
      { params: { jobId: 'AbCd1234' }, transport: standard.transport },
      { challenge, challengeIn: 'either', payment: 'signed-v2', paymentVersion: 2 },
    );
    expect(fromHeader).toMatchObject({ kind: 'challenge', paymentRequired: quote });
    expect(standard.calls[0]!.init.headers).toMatchObject({ 'payment-signature': 'signed-v2' });
    expect(standard.calls[0]!.init.headers).not.toHaveProperty('x-payment');
  });

  it('gives the refusal of a paid retry the marketplace answers with its challenge again, never a bare status', async () => {
    const header = { 'payment-required': encodeBase64Json(quote) };
    const asked = recorder({ status: 402, body: refused, headers: header });
    const answer = await callPaid(
      checkoutRoutes.purchase,
      { body: purchase, transport: asked.transport },
      { challenge, challengeIn: 'header', payment: 'signed-v2', response: paid },
    );
    expect((asked.calls[0]!.init.headers as Record<string, string>)['payment-signature']).toBe('signed-v2');
    expect(answer.kind === 'challenge' && answer.refusal).toMatchObject({
      status: 402,
      code: 'CHECKOUT_PAYMENT_INVALID',
      detail: 'The signature does not match.',
    });

    const again = recorder({ status: 402, body: quote, headers: header });
    const plain = await callPaid(
      checkoutRoutes.purchase,
      { body: purchase, transport: again.transport },
      { challenge, challengeIn: 'header', payment: 'signed-v2', response: paid },
    );
    expect(plain).toMatchObject({ kind: 'challenge', refusal: undefined });

    // Without a payment there is nothing to refuse, whatever the body says.
    const first = recorder({ status: 402, body: refused, headers: header });
    const unpaid = await callPaid(
      checkoutRoutes.purchase,
      { body: purchase, transport: first.transport },
      { challenge, challengeIn: 'header', response: paid },
    );
    expect(unpaid).toMatchObject({ kind: 'challenge', refusal: undefined });
  });

  it('parses any other success with the given schema, or the route’s own, keeping its status (202: receipt pending)', async () => {
    const { transport } = recorder({ status: 202, body: { ok: true, jobId: 'AbCd1234', extra: 1 } });
    const answer = await callPaid(
      checkoutRoutes.purchase,
      { body: purchase, transport },
      { challenge, challengeIn: 'header', payment: 'signed', response: paid },
    );
    expect(answer).toMatchObject({ kind: 'answer', status: 202, data: { ok: true, jobId: 'AbCd1234' } });

    const confirmed = recorder({ body: { ok: true, alreadyConfirmed: true, jobId: 'AbCd1234' } });
    const read = await callPaid(
      launchRoutes.jobAccepts,
      { params: { jobId: 'AbCd1234' }, transport: confirmed.transport },
      { challenge, challengeIn: 'body' },
    );
    expect(read.kind === 'answer' && read.data.alreadyConfirmed).toBe(true);

    const odd = recorder({ status: 202, body: { ok: true } });
    await expect(
      callPaid(
        checkoutRoutes.purchase,
        { body: purchase, transport: odd.transport },
        { challenge, challengeIn: 'header', response: paid },
      ),
    ).rejects.toMatchObject({ status: 202, code: 'RESPONSE_INVALID' });
  });

  it('refuses a challenge it cannot read, in the header or the body', async () => {
    const garbled = recorder({ status: 402, body: quote, headers: { 'payment-required': 'not base64 json!' } });
    await expect(
      callPaid(
        checkoutRoutes.purchase,
        { body: purchase, transport: garbled.transport },
        { challenge, challengeIn: 'header', response: paid },
      ),
    ).rejects.toMatchObject({ status: 402, code: 'RESPONSE_INVALID' });
    const bare = recorder({ status: 402, body: { ok: false } });
    await expect(
      callPaid(
        launchRoutes.jobAccepts,
        { params: { jobId: 'AbCd1234' }, transport: bare.transport },
        { challenge, challengeIn: 'body' },
      ),
    ).rejects.toMatchObject({ status: 402, code: 'RESPONSE_INVALID' });
  });

  it('turns no answer, or one cut off (which may have been paid), into NETWORK_ERROR, but lets an abort be an abort', async () => {
    const unreachable: Transport = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(
      callPaid(
        checkoutRoutes.purchase,
        { body: purchase, transport: unreachable },
        { challenge, challengeIn: 'header', response: paid },
      ),
    ).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });

    // A paid answer cut off after its status may have been a payment that went through: it is recovered by its
    // status, never paid again.
    const cutOff = await callPaid(
      checkoutRoutes.purchase,
      { body: purchase, transport: cutOffAfter200 },
      { challenge, challengeIn: 'header', response: paid, payment: 'signed' },
    ).catch((error: unknown) => error);
    expect(cutOff).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    expect(mayHaveHappened(cutOff)).toBe(true);

    const controller = new AbortController();
    controller.abort();
    const aborted: Transport = async () => {
      throw new DOMException('aborted', 'AbortError');
    };
    await expect(
      callPaid(
        launchRoutes.jobAccepts,
        { params: { jobId: 'AbCd1234' }, transport: aborted, signal: controller.signal },
        { challenge, challengeIn: 'body' },
      ),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('maps any other failure with its retry time, including a 402 without the header it expects', async () => {
    const limited = recorder({
      status: 429,
      body: { ok: false, errorCode: 'RATE_LIMITED', message: 'x' },
      headers: { 'retry-after': '12' },
    });
    await expect(
      callPaid(
        checkoutRoutes.purchase,
        { body: purchase, transport: limited.transport },
        { challenge, challengeIn: 'header', response: paid },
      ),
    ).rejects.toMatchObject({ status: 429, code: 'RATE_LIMITED', retryAfterSeconds: 12 });

    const headless = recorder({ status: 402, body: refused });
    await expect(
      callPaid(
        checkoutRoutes.purchase,
        { body: purchase, transport: headless.transport },
        { challenge, challengeIn: 'header', payment: 'signed', response: paid },
      ),
    ).rejects.toMatchObject({ status: 402, code: 'CHECKOUT_PAYMENT_INVALID' });
  });
});

describe('callDashboard', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const answering = (status: number, body: unknown, headers: Record<string, string> = {}) => {
    const calls: { path: string; init: RequestInit }[] = [];
    vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
      calls.push({ path, init });
      return new Response(JSON.stringify(body), { status, headers });
    });
    return calls;
  };
  const signedIn = (json: unknown) => ((json as { signedIn?: unknown }).signedIn === true ? 'yes' : undefined);

  it('calls this dashboard’s own path with its cookies, and gives what `read` makes of the answer', async () => {
    const calls = answering(200, { signedIn: true });
    await expect(callDashboard('/api/session', { method: 'DELETE' }, signedIn)).resolves.toBe('yes');
    expect(calls[0]).toMatchObject({
      path: '/api/session',
      init: { method: 'DELETE', credentials: 'same-origin', headers: { accept: 'application/json' } },
    });
  });

  it('refuses an answer `read` cannot read, and maps a failure with its retry time', async () => {
    answering(200, { signedIn: 'maybe' });
    await expect(callDashboard('/api/session', {}, signedIn)).rejects.toMatchObject({
      status: 200,
      code: 'RESPONSE_INVALID',
    });
    answering(429, { ok: false, errorCode: 'PROXY_SESSION_LIMIT' }, { 'retry-after': '30' });
    await expect(callDashboard('/api/session', {}, signedIn)).rejects.toMatchObject({
      status: 429,
      code: 'PROXY_SESSION_LIMIT',
      retryAfterSeconds: 30,
    });
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(callDashboard('/api/session', {}, signedIn)).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
  });
});
