/** The buyer's order room (spec 4.3): chat, delivery by simulated sellers, finalize and the seller review. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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
  listAsSeller,
  newKey,
  payerFor,
  postJson,
  startSandbox,
  storeBody,
  type Loose,
  type RunningSandbox,
} from './harness';
import {
  chatMessagesResponseSchema,
  chatSendResponseSchema,
  finalizeResponseSchema,
  reviewResponseSchema,
} from '@/lib/marketplace/orders/contract';

let sb: RunningSandbox;

beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.stop());
beforeEach(async () => {
  await sb.control('/clock', { advanceSeconds: 3600 });
  await sb.control('/config', { receiptDelayMs: 0 });
});

const ROOM = '/api/preselection/agenttohumanadvanced';
const read = (secret: string, query = '') =>
  sb.json<Loose>(`${ROOM}/chat/messages${query}`, { headers: { 'x-secret': secret } });
const send = (secret: string, body: unknown) =>
  sb.json<Loose>(`${ROOM}/chat/send`, postJson(body, { 'x-secret': secret }));
const finalize = (secret: string) => sb.json<Loose>(`${ROOM}/finalize`, postJson({}, { 'x-secret': secret }));
const review = (secret: string, body: unknown) =>
  sb.json<Loose>(`${ROOM}/review`, postJson(body, { 'x-secret': secret }));
/** Step past the chat read window. */
const nextWindow = () => sb.control('/clock', { advanceSeconds: 16 });

async function hired(network: 'solana' | 'base' = 'solana', skip = 0) {
  const worker = await hireableSeller(sb, skip);
  const { paid } = await buy(sb, '/hire', hireBody(worker.nickname, network, '10.00'), await payerFor(sb, network));
  expect(paid.status).toBe(200);
  return { worker, purchase: paid.body.purchase as Loose, secret: paid.body.purchase.secret as string };
}

describe('chat', () => {
  it('opens with the simulated seller’s greeting, oldest first, in the response schema', async () => {
    const { secret, worker } = await hired();
    const { status, body } = await read(secret);
    expect(status).toBe(200);
    expect(safeParse(chatMessagesResponseSchema, body).success).toBe(true);
    expect(body.messages).toHaveLength(1);
    expect(body.messages[0]).toMatchObject({ sender: 'seller', files: [] });
    expect(body.messages[0].message).toContain(worker.nickname);
    expect(body).toMatchObject({ nextAfterId: body.messages[0].id, selectedWinner: null, orderStatus: 'in_progress' });
  });

  it('delivers in reply to the buyer’s first message, with a file the sandbox serves', async () => {
    const { secret } = await hired('base');
    const sent = await send(secret, { message: 'Please keep it under 100 words.', idempotencyKey: newKey('msg') });
    expect(sent.status).toBe(200);
    expect(safeParse(chatSendResponseSchema, sent.body).success).toBe(true);
    expect(sent.body).toMatchObject({
      replayed: false,
      message: { sender: 'buyer', message: 'Please keep it under 100 words.' },
    });
    const { body } = await read(secret);
    expect(body.messages.map((m: Loose) => m.sender)).toEqual(['seller', 'buyer', 'seller']);
    const winner = body.selectedWinner;
    expect(winner).toMatchObject({ id: expect.stringMatching(/^sub_/), content: expect.any(String) });
    expect(winner.files).toHaveLength(1);
    expect(body.messages[2].files).toEqual(winner.files);
    const file = await fetch(winner.files[0]);
    expect(file.status).toBe(200);
    expect(await file.text()).toContain('Sandbox delivery');
  });

  it('pages oldest first with pageSize and afterId, and reports nextAfterId null when nothing is new', async () => {
    const { secret } = await hired();
    await send(secret, { message: 'first', idempotencyKey: newKey('msg') });
    await sb.control('/clock', { advanceSeconds: 16 });
    await send(secret, { message: 'second', idempotencyKey: newKey('msg') });
    const seen: string[] = [];
    let after: string | undefined;
    for (;;) {
      await nextWindow();
      const page = await read(secret, `?pageSize=2${after ? `&afterId=${after}` : ''}`);
      expect(page.status).toBe(200);
      if (page.body.messages.length === 0) {
        expect(page.body.nextAfterId).toBeNull();
        break;
      }
      expect(page.body.messages.length).toBeLessThanOrEqual(2);
      seen.push(...page.body.messages.map((m: Loose) => m.message));
      after = page.body.nextAfterId;
    }
    expect(seen).toHaveLength(5);
    expect(seen[1]).toBe('first');
    expect(seen[3]).toBe('second');
    await nextWindow();
    expect((await read(secret, '?pageSize=51')).body.errorCode).toBe('ORDER_INPUT_INVALID');
    expect((await read(secret, '?afterId=msg_unknown')).body.errorCode).toBe('ORDER_INPUT_INVALID');
  });

  it('allows one read per 10 s per secret', async () => {
    const { secret } = await hired();
    expect((await read(secret)).status).toBe(200);
    const limited = await read(secret);
    expect(limited.status).toBe(429);
    expect(limited.body.errorCode).toBe('ORDER_CHAT_RATE_LIMITED');
    expect(limited.headers.get('retry-after')).toBeTruthy();
  });

  it('replays an identical send, refuses changed content under a key, and enforces the 15 s cooldown', async () => {
    const { secret } = await hired('base', 1);
    const key = newKey('msg');
    const first = await send(secret, {
      message: 'Hello there',
      idempotencyKey: key,
      files: ['https://example.com/brief.pdf'],
    });
    expect(first.body.replayed).toBe(false);
    const replay = await send(secret, {
      message: 'Hello there',
      idempotencyKey: key,
      files: ['https://example.com/brief.pdf'],
    });
    expect(replay.status).toBe(200);
    expect(replay.body).toMatchObject({ replayed: true, message: { id: first.body.message.id } });
    const conflict = await send(secret, { message: 'Hello again', idempotencyKey: key });
    expect(conflict.status).toBe(409);
    expect(conflict.body.errorCode).toBe('ORDER_SEND_CONFLICT');
    const cooldown = await send(secret, { message: 'Too soon', idempotencyKey: newKey('msg') });
    expect(cooldown.status).toBe(429);
    expect(cooldown.body.errorCode).toBe('ORDER_SEND_COOLDOWN');
    await sb.control('/clock', { advanceSeconds: 15 });
    expect((await send(secret, { message: 'Now fine', idempotencyKey: newKey('msg') })).status).toBe(200);
    const { body } = await read(secret);
    expect(body.messages.at(-1)).toMatchObject({ sender: 'seller' });
    for (const bad of [
      { message: '  ', idempotencyKey: newKey('m') },
      { message: 'x', idempotencyKey: 'short' },
      { message: 'x', idempotencyKey: newKey('m'), files: ['http://insecure.example/a'] },
    ]) {
      expect((await send(secret, bad)).body.errorCode).toBe('ORDER_INPUT_INVALID');
    }
  });

  it('refuses text the database cannot hold (half a surrogate pair, a NUL) with 400, not a 500', async () => {
    const { secret } = await hired('base', 2);
    const sent = await send(secret, { message: 'half a pair \ud800', idempotencyKey: newKey('msg') });
    expect(sent.status).toBe(400);
    expect(sent.body.errorCode).toBe('ORDER_INPUT_INVALID');
    const { status, body } = await read(secret, '?afterId=a%00b');
    expect(status).toBe(400);
    expect(body.errorCode).toBe('ORDER_INPUT_INVALID');
  });

  it('answers 404 ORDER_NOT_FOUND without or with an unknown secret, and 409 ORDER_NOT_ACTIVE before funding', async () => {
    expect((await read('0'.repeat(48))).body.errorCode).toBe('ORDER_NOT_FOUND');
    expect((await sb.json(`${ROOM}/chat/messages`)).body.errorCode).toBe('ORDER_NOT_FOUND');
    await sb.control('/config', { receiptDelayMs: 60_000 });
    const product = await fixedPriceProduct(sb);
    const { paid } = await buy(sb, '/store/purchase', storeBody(product.id, 'base'), await evmPayer());
    expect(paid.status).toBe(202);
    const secret = paid.body.purchase.secret;
    for (const attempt of [
      read(secret),
      send(secret, { message: 'hi', idempotencyKey: newKey('m') }),
      finalize(secret),
    ]) {
      const refused = await attempt;
      expect(refused.status).toBe(409);
      expect(refused.body.errorCode).toBe('ORDER_NOT_ACTIVE');
    }
    // The receipt confirms on the next read after the delay, here a chat read.
    await sb.control('/clock', { advanceSeconds: 60 });
    expect((await read(secret)).status).toBe(200);
  });
});

describe('finalize', () => {
  it.each(['solana', 'base'] as const)(
    'credits the worker allocation once on %s and answers retries with alreadySettled',
    async (network) => {
      const { secret, worker, purchase } = await hired(network);
      const done = await finalize(secret);
      expect(done.status).toBe(200);
      expect(safeParse(finalizeResponseSchema, done.body).success).toBe(true);
      expect(done.body).toMatchObject({
        finalized: true,
        alreadySettled: false,
        payout: { nickname: worker.nickname, amount: '9.000000', asset: 'USDC', network },
      });
      const again = await finalize(secret);
      expect(again.body).toMatchObject({ finalized: true, alreadySettled: true, payout: done.body.payout });
      const payouts = (await ledgerOf(sb, purchase.purchaseId)).filter((e) => e.kind === 'payout');
      expect(payouts).toEqual([
        expect.objectContaining({
          accountId: worker.id,
          asset: network === 'base' ? 'USDC_BASE' : 'USDC',
          amount: '9',
        }),
      ]);
    },
  );

  it('is blocked while the payment is under review or after a refund', async () => {
    await sb.control('/faults', { route: 'checkout.hire', kind: 'never-confirm' });
    const worker = await hireableSeller(sb, 2);
    const { paid } = await buy(sb, '/hire', hireBody(worker.nickname, 'base'), await evmPayer());
    expect(paid.status).toBe(202);
    await sb.control('/clock', { advanceSeconds: 31 * 60 });
    const blocked = await finalize(paid.body.purchase.secret);
    expect(blocked.status).toBe(409);
    expect(blocked.body.errorCode).toBe('ORDER_FINALIZE_BLOCKED');

    const { secret, purchase } = await hired('solana', 3);
    await sb.control(`/purchases/${purchase.purchaseId}/refund`, {});
    expect((await finalize(secret)).body.errorCode).toBe('ORDER_FINALIZE_BLOCKED');
    // Sandbox assumption: refunded before completion, the order is cancelled.
    await nextWindow();
    expect((await read(secret)).body.orderStatus).toBe('cancelled');
    expect((await ledgerOf(sb, purchase.purchaseId)).filter((e) => e.kind === 'payout')).toEqual([]);
  });
});

describe('review', () => {
  it('reviews the delivered submission once, adding to the seller’s reviews and stars', async () => {
    const { secret, worker } = await hired('solana', 4);
    const listing = (
      await sb.sandbox.deps.catalog.list({
        q: '',
        category: 'All',
        sort: 'newest',
        limit: 10_000,
        offset: 0,
        randomSeed: '',
      })
    ).rows.find((r) => r.seller.id === worker.id);
    expect(listing, 'a listing of the worker').toBeTruthy();
    const storeSeller = async () =>
      (await sb.json<Loose>(`/store/products/${encodeURIComponent(listing!.product.id)}`)).body.product.seller;
    const sellerBefore = await storeSeller();
    const nothing = await review(secret, { submissionId: 'sub_nothing', stars: 5 });
    expect(nothing.status).toBe(409);
    expect(nothing.body.errorCode).toBe('ORDER_NOTHING_TO_REVIEW');
    await send(secret, { message: 'Looks good?', idempotencyKey: newKey('msg') });
    const { body } = await read(secret);
    const submissionId = body.selectedWinner.id;
    expect((await review(secret, { submissionId: 'sub_other', stars: 5 })).body.errorCode).toBe(
      'ORDER_NOTHING_TO_REVIEW',
    );

    const { apikey } = await accountFor(sb, evmKeySigner());
    const profileBefore = await sb.json<Loose>(`/user/${worker.nickname}`, { headers: { 'x-api-key': apikey } });
    const reviewed = await review(secret, { submissionId, stars: 4, text: '  Quick and clear.  ' });
    expect(reviewed.status).toBe(200);
    expect(safeParse(reviewResponseSchema, reviewed.body).success).toBe(true);
    expect(reviewed.body).toMatchObject({ replayed: false, review: { stars: 4, text: 'Quick and clear.' } });
    const repeat = await review(secret, { submissionId, stars: 1 });
    expect(repeat.body).toMatchObject({ replayed: true, review: { stars: 4, text: 'Quick and clear.' } });

    await sb.control('/clock', { advanceSeconds: 11 });
    const profileAfter = await sb.json<Loose>(`/user/${worker.nickname}`, { headers: { 'x-api-key': apikey } });
    expect(profileAfter.body.user.stats.reviews).toBe(profileBefore.body.user.stats.reviews + 1);
    expect(profileAfter.body.user.reviews.items[0]).toMatchObject({ stars: 4, text: 'Quick and clear.' });
    // The store's read model sees it too.
    expect((await storeSeller()).reviews).toBe(sellerBefore.reviews + 1);
  });
});

describe('orders of sellers who are not simulated', () => {
  it('stay quiet until the control surface delivers', async () => {
    const { accountId } = await accountFor(sb, evmKeySigner());
    const productId = await listAsSeller(sb, accountId, `real_${accountId.slice(-6)}`, { priceUsd: '4.00' });
    const { paid } = await buy(sb, '/store/purchase', storeBody(productId, 'solana'), await payerFor(sb, 'solana'));
    const secret = paid.body.purchase.secret;
    expect((await read(secret)).body.messages).toEqual([]);
    const jobId = paid.body.purchase.order.jobId;
    expect(await sb.control(`/orders/${jobId}/deliver`, { content: 'Here you go.' })).toMatchObject({
      ok: true,
      alreadyDelivered: false,
    });
    await nextWindow();
    const { body } = await read(secret);
    expect(body.selectedWinner).toMatchObject({ content: 'Here you go.', nickname: `real_${accountId.slice(-6)}` });
    expect(await sb.control(`/orders/${jobId}/deliver`, {})).toMatchObject({ ok: true, alreadyDelivered: true });
  });
});
