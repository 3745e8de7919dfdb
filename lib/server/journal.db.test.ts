import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { journal as journalTable, vault as vaultTable } from '@/lib/db/schema';
import { SWAP_FOUND, isUncertain } from '@/lib/marketplace/recovery';
import { routeById } from '@/lib/marketplace/routes';
import { setupTestDatabase } from '@/test/server';

const driver = setupTestDatabase();
const { getDb } = await import('./db');
const journal = await import('./journal');
const vault = await import('./vault');

const purchase = routeById('checkout.purchase');
const send = routeById('orders.send');
const swap = routeById('swaps.create');
const body = (key: string, extra: Record<string, unknown> = {}) => ({
  productId: 'prd_1',
  network: 'solana',
  idempotencyKey: key,
  ...extra,
});

// Opening the database (and migrating it) is the slow part: not inside a test's time limit.
beforeAll(async () => {
  await getDb();
});

describe(`operation journal (${driver})`, () => {
  it('writes the key, body hash and sealed checkout token, and reuses them when the operation goes again after its challenge', async () => {
    const session = randomUUID();
    const first = await journal.beginOperation(session, purchase, body('purchase:db-1'));
    expect(first.kind).toBe('entry');
    if (first.kind !== 'entry') return;
    expect(first.checkoutToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await (await getDb()).select().from(journalTable).where(eq(journalTable.id, first.row.id));
    expect(row).toMatchObject({ idempotencyKey: 'purchase:db-1', state: 'sent', routeId: 'checkout.purchase' });
    expect(row!.checkoutTokenSealed).toMatch(/^v2\./);
    expect(row!.checkoutTokenSealed).not.toContain(first.checkoutToken!);
    // Still being sent: a repeat is refused, not sent twice.
    expect((await journal.beginOperation(session, purchase, body('purchase:db-1'))).kind).toBe('in-flight');
    await journal.recordOutcome(first.row.id, {
      state: 'answered',
      ...journal.settleFromAnswer(purchase, 402, { x402Version: 2, accepts: [] }),
    });
    const again = await journal.beginOperation(session, purchase, body('purchase:db-1'));
    expect(again).toMatchObject({
      kind: 'entry',
      checkoutToken: first.checkoutToken,
      row: { id: first.row.id, attempts: 2 },
    });
  });

  it('reports a changed body under the same key, whatever the key order', async () => {
    const session = randomUUID();
    await journal.beginOperation(session, purchase, body('purchase:db-2'));
    expect(
      (
        await journal.beginOperation(session, purchase, {
          idempotencyKey: 'purchase:db-2',
          network: 'solana',
          productId: 'prd_1',
        })
      ).kind,
    ).toBe('in-flight');
    expect((await journal.beginOperation(session, purchase, body('purchase:db-2', { description: 'x' }))).kind).toBe(
      'changed',
    );
  });

  it('keeps sessions apart and leaves unkeyed bodies alone', async () => {
    const a = await journal.beginOperation(randomUUID(), purchase, body('purchase:db-3'));
    const b = await journal.beginOperation(randomUUID(), purchase, body('purchase:db-3'));
    expect(a.kind === 'entry' && b.kind === 'entry' && a.checkoutToken !== b.checkoutToken).toBe(true);
    expect((await journal.beginOperation(randomUUID(), purchase, { productId: 'x' })).kind).toBe('not-journaled');
    expect((await journal.beginOperation(randomUUID(), purchase, body('short'))).kind).toBe('not-journaled');
  });

  it('journals paid routes under the header key, by their whole request, with a summary in words', async () => {
    const likes = routeById('launch.xlikes');
    const session = randomUUID();
    const intent = (amount: string) => ({ path: '/solana/xlikes', query: { url: 'https://x.com/a/status/1', amount } });
    expect((await journal.beginOperation(session, likes, intent('40'))).kind).toBe('not-journaled');
    expect((await journal.beginOperation(session, likes, intent('40'), 'short')).kind).toBe('not-journaled');
    const first = await journal.beginOperation(session, likes, intent('40'), 'launch:db-likes-1');
    expect(first).toMatchObject({
      kind: 'entry',
      row: { idempotencyKey: 'launch:db-likes-1', routeId: 'launch.xlikes', summary: 'Likes on X' },
    });
    expect(first.kind === 'entry' && first.checkoutToken).toBeUndefined();
    expect((await journal.beginOperation(session, likes, intent('40'), 'launch:db-likes-1')).kind).toBe('in-flight');
    expect((await journal.beginOperation(session, likes, intent('41'), 'launch:db-likes-1')).kind).toBe('changed');
    // A body key means nothing on a header-keyed route.
    expect(
      (await journal.beginOperation(session, likes, { ...intent('40'), idempotencyKey: 'launch:db-likes-2' })).kind,
    ).toBe('not-journaled');
    expect(journal.settleFromAnswer(likes, 200, { ok: true, paid: true }).outcome).toBe('sent');
  });

  it('never sends a dismissed operation’s key again, even one whose price was asked (402) before it was paid', async () => {
    const likes = routeById('launch.xlikes');
    const session = randomUUID();
    const intent = { path: '/solana/xlikes', query: { url: 'https://x.com/a/status/2', amount: '40' } };
    const begun = await journal.beginOperation(session, likes, intent, 'launch:db-dismissed');
    if (begun.kind !== 'entry') throw new Error(begun.kind);
    await journal.recordOutcome(begun.row.id, { state: 'answered', httpStatus: 402, outcome: 'retry' });
    // The paid send goes; the server stops before its answer: the row stays sending.
    expect((await journal.beginOperation(session, likes, intent, 'launch:db-dismissed')).kind).toBe('entry');
    await (
      await getDb()
    )
      .update(journalTable)
      .set({ updatedAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(journalTable.id, begun.row.id));
    expect((await journal.beginOperation(session, likes, intent, 'launch:db-dismissed')).kind).toBe('uncertain');
    expect(await journal.dismissOperation(session, begun.row.id)).toBe(true);
    expect((await journal.beginOperation(session, likes, intent, 'launch:db-dismissed')).kind).toBe('uncertain');
  });

  it('does not list a quote asked for and never paid: its 402 charged nothing', async () => {
    const session = randomUUID();
    const asked = await journal.beginOperation(session, purchase, body('purchase:db-quote-only'));
    if (asked.kind !== 'entry') throw new Error(asked.kind);
    const quote = { ok: false, checkout: { id: 'chk_q', status: 'awaiting_payment', summary: 'A logo' } };
    await journal.recordOutcome(asked.row.id, {
      state: 'answered',
      ...journal.settleFromAnswer(purchase, 402, quote),
    });
    expect(await journal.unfinishedOperations(session)).toEqual([]);
  });

  /** A swap of 10 USDC on Base to USDG under `key`, and a status read that finds it. */
  const swapIntent = (idempotencyKey: string) => ({
    fromToken: 'USDC_BASE',
    toToken: 'USDG_ALT',
    amount: '10',
    idempotencyKey,
  });
  const readFound = (rowId: string, status: string) =>
    journal.recordStatus(
      rowId,
      journal.settleFromAnswer(routeById('swaps.status'), 200, { ok: true, swap: { id: `swp_${status}`, status } }),
    );

  it('lets a swap in doubt go once a status read by its key finds it, and words its assets', async () => {
    const session = randomUUID();
    const sent = await journal.beginOperation(session, swap, swapIntent('swap:db-found-1'));
    if (sent.kind !== 'entry') throw new Error(sent.kind);
    await journal.recordOutcome(sent.row.id, { state: 'unknown' });
    const [listed] = await journal.unfinishedOperations(session);
    expect(listed).toMatchObject({
      idempotencyKey: 'swap:db-found-1',
      summary: 'Swap of 10 USDC on Base to USDG',
    });
    expect(await journal.findSwap(session, 'swap:db-other')).toBeUndefined();
    const row = await journal.findSwap(session, 'swap:db-found-1');
    expect(row?.id).toBe(sent.row.id);
    await readFound(row!.id, 'processing');
    expect(await journal.unfinishedOperations(session)).toEqual([]);
    // Done with: answered, and among the outcomes swept after a day or making room in a full journal.
    const settled = await journal.findSwap(session, 'swap:db-found-1');
    expect(settled).toMatchObject({ state: 'answered', outcome: SWAP_FOUND });
    expect(journal.FINISHED_OUTCOMES).toContain(settled!.outcome);
  });

  it('leaves a swap whose send is under way as it is when a status read finds it: a repeat stays held', async () => {
    const session = randomUUID();
    const intent = swapIntent('swap:db-sending-1');
    const sending = await journal.beginOperation(session, swap, intent);
    if (sending.kind !== 'entry') throw new Error(sending.kind);
    await readFound(sending.row.id, 'pending');
    expect(await journal.findSwap(session, 'swap:db-sending-1')).toMatchObject({ state: 'sent', outcome: null });
    expect((await journal.beginOperation(session, swap, intent)).kind).toBe('in-flight');
  });

  it('keeps a swap that was answered as sent when its status is read later', async () => {
    const session = randomUUID();
    const sent = await journal.beginOperation(session, swap, swapIntent('swap:db-answered-1'));
    if (sent.kind !== 'entry') throw new Error(sent.kind);
    await journal.recordOutcome(sent.row.id, {
      state: 'answered',
      ...journal.settleFromAnswer(swap, 200, { ok: true }),
    });
    await readFound(sent.row.id, 'completed');
    expect(await journal.findSwap(session, 'swap:db-answered-1')).toMatchObject({ state: 'answered', outcome: 'sent' });
  });

  it('keeps when the latest attempt carrying a payment left, not when the price was asked', async () => {
    const likes = routeById('launch.xlikes');
    const session = randomUUID();
    const intent = { path: '/solana/xlikes', query: { url: 'https://x.com/a/status/3', amount: '40' } };
    const asked = await journal.beginOperation(session, likes, intent, 'launch:db-paid-at');
    if (asked.kind !== 'entry') throw new Error(asked.kind);
    expect(asked.row.paidAt).toBeNull();
    await journal.recordOutcome(asked.row.id, { state: 'answered', httpStatus: 402, outcome: 'retry' });
    const before = Date.now();
    const paid = await journal.beginOperation(session, likes, intent, 'launch:db-paid-at', true);
    if (paid.kind !== 'entry') throw new Error(paid.kind);
    expect(paid.row.paidAt!.getTime()).toBeGreaterThanOrEqual(before);
    const [listed] = (await journal.unfinishedOperations(session)).filter((op) => op.id === asked.row.id);
    expect(listed!.paidAt).toBe(paid.row.paidAt!.toISOString());
    expect(Date.parse(listed!.createdAt)).toBeLessThanOrEqual(before);
  });

  it('lists an operation in doubt however many settled ones came after it in the session', async () => {
    const session = randomUUID();
    const doubt = await journal.beginOperation(session, purchase, body('purchase:db-old-doubt'));
    if (doubt.kind !== 'entry') throw new Error(doubt.kind);
    await journal.recordOutcome(doubt.row.id, { state: 'unknown' });
    await (
      await getDb()
    )
      .update(journalTable)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(journalTable.id, doubt.row.id));
    for (let i = 0; i < 210; i++) {
      const sent = await journal.beginOperation(session, send, {
        message: `m${i}`,
        idempotencyKey: `chat:db-many-${i}`,
      });
      if (sent.kind !== 'entry') throw new Error(sent.kind);
      await journal.recordOutcome(sent.row.id, { state: 'answered', httpStatus: 200, outcome: 'sent' });
    }
    expect((await journal.unfinishedOperations(session)).map((op) => op.id)).toEqual([doubt.row.id]);
  });

  it('takes a payment refused for a quote too close to its end as nothing charged: the quote is over', () => {
    for (const code of ['CHECKOUT_QUOTE_EXPIRED', 'CHECKOUT_QUOTE_TOO_LATE'])
      expect(journal.settleFromAnswer(purchase, 409, { ok: false, errorCode: code }).outcome, code).toBe('expired');
  });

  it('gives sends no checkout token', async () => {
    const begun = await journal.beginOperation(randomUUID(), send, { message: 'hi', idempotencyKey: 'chat:db-12345' });
    expect(begun.kind === 'entry' && begun.checkoutToken).toBeUndefined();
  });

  it('keeps a payment in doubt through a status read that finds its checkout still awaiting payment', async () => {
    const session = randomUUID();
    const begun = await journal.beginOperation(session, purchase, body('purchase:db-doubt'));
    if (begun.kind !== 'entry') throw new Error('not journaled');
    // The paid POST answered a bare 500: it may have gone through.
    await journal.recordOutcome(begun.row.id, { state: 'answered', httpStatus: 500, outcome: 'unconfirmed' });
    const outcomeNow = async () =>
      (await journal.unfinishedOperations(session)).find((op) => op.idempotencyKey === 'purchase:db-doubt')?.outcome;
    await journal.recordStatus(begun.row.id, { purchaseId: 'chk_doubt', outcome: 'awaiting_payment' });
    expect(await outcomeNow()).toBe('unconfirmed');
    // A read that sees the payment arrive does end it.
    await journal.recordStatus(begun.row.id, { outcome: 'processing' });
    expect(await outcomeNow()).toBe('processing');
    // A quote never paid simply reads as awaiting payment.
    const quote = await journal.beginOperation(session, purchase, body('purchase:db-quote'));
    if (quote.kind !== 'entry') throw new Error('not journaled');
    await journal.recordOutcome(quote.row.id, { state: 'answered', httpStatus: 402, outcome: 'awaiting_payment' });
    await journal.recordStatus(quote.row.id, { outcome: 'awaiting_payment' });
    const [row] = await (await getDb()).select().from(journalTable).where(eq(journalTable.id, quote.row.id));
    expect(row!.outcome).toBe('awaiting_payment');
  });

  it('records outcomes, finds checkouts by key or purchase id, and lists what is unfinished', async () => {
    const session = randomUUID();
    const paid = await journal.beginOperation(session, purchase, body('purchase:db-4'));
    const pending = await journal.beginOperation(session, purchase, body('purchase:db-5'));
    const lost = await journal.beginOperation(session, purchase, body('purchase:db-6'));
    if (paid.kind !== 'entry' || pending.kind !== 'entry' || lost.kind !== 'entry') throw new Error('not journaled');
    await journal.recordOutcome(paid.row.id, {
      state: 'answered',
      httpStatus: 200,
      purchaseId: 'chk_4',
      outcome: 'payment_confirmed',
      summary: 'Logo',
    });
    await journal.recordOutcome(pending.row.id, {
      state: 'answered',
      httpStatus: 202,
      purchaseId: 'chk_5',
      outcome: 'payment_submitted',
    });
    await journal.recordOutcome(lost.row.id, { state: 'unknown' });

    expect((await journal.findCheckout(session, { purchaseId: 'chk_5' }))?.id).toBe(pending.row.id);
    expect((await journal.findCheckout(session, { idempotencyKey: 'purchase:db-4' }))?.id).toBe(paid.row.id);
    expect(await journal.findCheckout(randomUUID(), { purchaseId: 'chk_5' })).toBeUndefined();
    expect(journal.checkoutTokenOf((await journal.findCheckout(session, { purchaseId: 'chk_5' }))!)).toBe(
      pending.checkoutToken,
    );

    const unfinished = await journal.unfinishedOperations(session);
    expect(unfinished.map((i) => i.idempotencyKey).sort()).toEqual(['purchase:db-5', 'purchase:db-6']);
    expect(unfinished.find((i) => i.idempotencyKey === 'purchase:db-5')).toMatchObject({
      purchaseId: 'chk_5',
      outcome: 'payment_submitted',
      network: 'solana',
    });
  });

  it('closes a swap once it is answered or refused for good, and keeps a lost or rate-limited one for recovery', async () => {
    const session = randomUUID();
    const swapBody = (key: string) => ({ fromToken: 'SOL', toToken: 'USDC', amount: '0.5', idempotencyKey: key });
    const keys = ['swap:db-answered', 'swap:db-pending', 'swap:db-lost', 'swap:db-limited'];
    const rows = await Promise.all(keys.map((key) => journal.beginOperation(session, swap, swapBody(key))));
    const [answered, blocked, lost, limited] = rows.map((r) => (r.kind === 'entry' ? r.row : undefined));
    expect(answered?.summary).toBe('Swap of 0.5 SOL to USDC on Solana');
    await journal.recordOutcome(answered!.id, {
      state: 'answered',
      ...journal.settleFromAnswer(swap, 200, { ok: true, swapId: 'x', status: 'pending' }),
    });
    await journal.recordOutcome(blocked!.id, {
      state: 'answered',
      ...journal.settleFromAnswer(swap, 409, { ok: false, errorCode: 'SWAP_ALREADY_PENDING' }),
    });
    await journal.recordOutcome(lost!.id, { state: 'unknown' });
    await journal.recordOutcome(limited!.id, {
      state: 'answered',
      ...journal.settleFromAnswer(swap, 429, { ok: false, errorCode: 'SWAP_RATE_LIMITED' }),
    });
    expect((await journal.unfinishedOperations(session)).map((i) => i.idempotencyKey).sort()).toEqual([
      'swap:db-limited',
      'swap:db-lost',
    ]);
  });

  it('keeps a swap in doubt when its send again is answered "not now": the lost send may have gone through', async () => {
    const session = randomUUID();
    const swapBody = (key: string) => ({ fromToken: 'SOL', toToken: 'USDC', amount: '0.5', idempotencyKey: key });
    const notNow = () => journal.settleFromAnswer(swap, 503, { ok: false, errorCode: 'AGENT_SWAP_UNAVAILABLE' }, '5');
    const lost = await journal.beginOperation(session, swap, swapBody('swap:db-doubted'));
    if (lost.kind !== 'entry') throw new Error(lost.kind);
    await journal.recordOutcome(lost.row.id, { state: 'unknown' });
    const again = await journal.beginOperation(session, swap, swapBody('swap:db-doubted'));
    if (again.kind !== 'entry') throw new Error(again.kind);
    expect(again.row).toMatchObject({ id: lost.row.id, attempts: 2, state: 'sent', outcome: 'unconfirmed' });
    await journal.recordOutcome(again.row.id, { state: 'answered', ...notNow() });
    // A swap never in doubt, answered "not now", is simply one to send again.
    const fresh = await journal.beginOperation(session, swap, swapBody('swap:db-not-now'));
    if (fresh.kind !== 'entry') throw new Error(fresh.kind);
    await journal.recordOutcome(fresh.row.id, { state: 'answered', ...notNow() });
    const listed = Object.fromEntries(
      (await journal.unfinishedOperations(session)).map((op) => [op.idempotencyKey, op]),
    );
    expect(listed['swap:db-doubted']).toMatchObject({ state: 'answered', outcome: 'unconfirmed', lastHttpStatus: 503 });
    expect(isUncertain(listed['swap:db-doubted']!)).toBe(true);
    expect(listed['swap:db-not-now']).toMatchObject({ outcome: 'retry' });
    expect(isUncertain(listed['swap:db-not-now']!)).toBe(false);
    // Still the swap's own key to send again, as its contract asks; a definite answer ends the doubt.
    const third = await journal.beginOperation(session, swap, swapBody('swap:db-doubted'));
    if (third.kind !== 'entry') throw new Error(third.kind);
    await journal.recordOutcome(third.row.id, {
      state: 'answered',
      ...journal.settleFromAnswer(swap, 200, { ok: true, swapId: 'x', status: 'pending' }),
    });
    expect((await journal.unfinishedOperations(session)).map((op) => op.idempotencyKey)).toEqual(['swap:db-not-now']);
  });

  it('claims a paid operation whose status settled it without a doubt: only replayed routes carry one', async () => {
    const session = randomUUID();
    const first = await journal.beginOperation(session, purchase, body('purchase:db-expired'));
    if (first.kind !== 'entry') throw new Error(first.kind);
    await journal.recordOutcome(first.row.id, { state: 'unknown' });
    await journal.recordStatus(first.row.id, { outcome: 'expired' });
    const again = await journal.beginOperation(session, purchase, body('purchase:db-expired'));
    expect(again).toMatchObject({ kind: 'entry', row: { attempts: 2, outcome: null } });
  });
});

describe(`vault (${driver})`, () => {
  it('seals secrets, answers only the session that kept them, and gives a stable handle', async () => {
    const session = randomUUID();
    const handle = await vault.keepSecret(session, 'the-order-secret', 'chk_1');
    expect(handle).toMatch(/^vault:[A-Za-z0-9_-]{32}$/);
    expect(await vault.keepSecret(session, 'the-order-secret', 'chk_1')).toBe(handle);
    expect(await vault.secretFor(session, handle)).toBe('the-order-secret');
    expect(await vault.secretFor(randomUUID(), handle)).toBeUndefined();
    const [row] = await (await getDb()).select().from(vaultTable).where(eq(vaultTable.handle, handle));
    expect(row!.sealed).not.toContain('the-order-secret');
    expect(await vault.keepSecret(randomUUID(), 'the-order-secret', 'chk_1')).not.toBe(handle);
  });
});

describe(`a launch's price asked and never paid (${driver})`, () => {
  it('leaves nothing to recover: its 402 is off the list, while a launch asked to wait stays on it', async () => {
    const session = randomUUID();
    const likes = routeById('launch.xlikes');
    const intent = { path: '/solana/xlikes', query: { url: 'u' } };
    const [priced, limited] = await Promise.all(
      ['launch:priced-1', 'launch:limited-1'].map((key) => journal.beginOperation(session, likes, intent, key)),
    );
    if (priced?.kind !== 'entry' || limited?.kind !== 'entry') throw new Error('not journaled');
    await journal.recordOutcome(priced.row.id, { state: 'answered', ...journal.settleFromAnswer(likes, 402, {}) });
    await journal.recordOutcome(limited.row.id, {
      state: 'answered',
      ...journal.settleFromAnswer(likes, 429, { ok: false }, '5'),
    });
    expect((await journal.unfinishedOperations(session)).map((op) => op.id)).toEqual([limited.row.id]);
  });
});

describe(`dismissing an operation in doubt (${driver})`, () => {
  it('takes it off the recovery list for its own session only, and its key still never goes again', async () => {
    const session = randomUUID();
    const likes = routeById('launch.xlikes');
    const intent = { path: '/solana/xlikes', query: { url: 'u' } };
    const begun = await journal.beginOperation(session, likes, intent, 'launch:dismiss-1');
    if (begun.kind !== 'entry') throw new Error('not journaled');
    await journal.recordOutcome(begun.row.id, { state: 'unknown' });
    expect((await journal.unfinishedOperations(session)).map((op) => op.id)).toEqual([begun.row.id]);
    expect(await journal.dismissOperation(randomUUID(), begun.row.id)).toBe(false);
    expect(await journal.dismissOperation(session, begun.row.id)).toBe(true);
    expect(await journal.unfinishedOperations(session)).toEqual([]);
    expect((await journal.beginOperation(session, likes, intent, 'launch:dismiss-1')).kind).toBe('uncertain');
  });
});
