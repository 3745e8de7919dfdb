import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { MarketplaceError } from './errors';
import { parseOtherAccountOrders } from './other-account-orders';
import { freshOperations, isUncertain, recoveryQuery, uncertainFor, type RecoveryOperation } from './recovery';

const op = (overrides: Partial<RecoveryOperation>): RecoveryOperation => ({
  id: 'j1',
  routeId: 'checkout.purchase',
  idempotencyKey: 'purchase:abcdefgh',
  purchaseId: null,
  network: 'solana',
  summary: null,
  state: 'answered',
  outcome: null,
  lastHttpStatus: 200,
  body: { productId: 'prd_1' },
  paidAt: null,
  createdAt: '2026-11-26T00:00:00.000Z',
  updatedAt: '2026-11-26T00:00:00.000Z',
  ...overrides,
});

describe('operations in doubt', () => {
  it('are those without an answer, still being sent, or answered with an error that confirms nothing, until a status read says how they stand', () => {
    expect(isUncertain(op({ state: 'unknown' }))).toBe(true);
    expect(isUncertain(op({ state: 'sent' }))).toBe(true);
    expect(isUncertain(op({ state: 'answered', outcome: 'unconfirmed' }))).toBe(true);
    expect(isUncertain(op({ state: 'unknown', outcome: 'payment_confirmed' }))).toBe(false);
    expect(isUncertain(op({ state: 'answered', outcome: 'retry' }))).toBe(false);
    expect(isUncertain(op({ state: 'answered', outcome: 'refused' }))).toBe(false);
  });

  it('stay in doubt when a status read finds the checkout still awaiting payment: the payment may be on its way', () => {
    expect(isUncertain(op({ state: 'unknown', outcome: 'awaiting_payment' }))).toBe(true);
    expect(isUncertain(op({ state: 'sent', outcome: 'awaiting_payment' }))).toBe(true);
    expect(isUncertain(op({ state: 'unknown', outcome: 'processing' }))).toBe(false);
    expect(isUncertain(op({ state: 'unknown', outcome: 'expired' }))).toBe(false);
    expect(isUncertain(op({ state: 'answered', outcome: 'awaiting_payment' }))).toBe(false);
  });

  it('are found for the same route and the same thing only', () => {
    const doubtful = op({ state: 'unknown' });
    const list = [
      op({ id: 'j0' }),
      doubtful,
      op({ id: 'j2', state: 'unknown', routeId: 'checkout.hire', body: { nickname: 'kai' } }),
    ];
    expect(uncertainFor(list, 'checkout.purchase', (body) => body.productId === 'prd_1')).toBe(doubtful);
    expect(uncertainFor(list, 'checkout.purchase', (body) => body.productId === 'prd_2')).toBeUndefined();
    expect(uncertainFor(list, 'checkout.hire', (body) => body.nickname === 'kai')?.id).toBe('j2');
  });

  it('include a payment known to be on its way or under review: it is never paid for again (spec 3.1)', () => {
    for (const outcome of ['processing', 'payment_review']) {
      const held = op({ state: 'answered', outcome });
      expect(
        uncertainFor([held], 'checkout.purchase', () => true),
        outcome,
      ).toBe(held);
    }
    for (const outcome of ['payment_submitted', 'payment_confirmed', 'expired', 'dismissed'])
      expect(
        uncertainFor([op({ state: 'unknown', outcome })], 'checkout.purchase', () => true),
        outcome,
      ).toBeUndefined();
  });
});

describe('orders paid from another account, as this browser remembers them', () => {
  const order = {
    purchaseId: 'prc_1',
    kind: 'store',
    summary: 'Logo',
    network: 'solana',
    payer: 'W1',
    signedInAs: 'acc_1',
    at: '2026-11-26T00:00:00.000Z',
  };

  it('keeps only entries that are whole orders when the stored list was tampered with', () => {
    const stored = JSON.stringify([
      order,
      { ...order, purchaseId: 'prc_2', summary: { html: '<b>x</b>' } },
      { ...order, purchaseId: 'prc_3', kind: 'swap' },
      { purchaseId: 'prc_4' },
      null,
      'prc_5',
    ]);
    expect(parseOtherAccountOrders(stored)).toEqual([order]);
    expect(parseOtherAccountOrders('{"purchaseId":"prc_1"}')).toEqual([]);
    expect(parseOtherAccountOrders('not json')).toEqual([]);
  });
});

describe('the recovery list', () => {
  afterEach(() => vi.unstubAllGlobals());
  const answering = (body: unknown) =>
    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
    );
  const read = async () => recoveryQuery().queryFn!({ signal: new AbortController().signal } as never);

  it('reads the operations the dashboard lists', async () => {
    answering({ ok: true, operations: [op({})] });
    await expect(read()).resolves.toEqual([op({})]);
  });

  it('says a list it cannot read in plain words (check the status), never a crash', async () => {
    for (const bad of [{ ok: true, operations: [{ ...op({}), body: 'x' }] }, { ok: true }, [op({})], 'x']) {
      answering(bad);
      const error = await read().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MarketplaceError);
      expect(error).toMatchObject({ code: 'RESPONSE_INVALID', action: 'check-status' });
    }
  });

  it('is read afresh before a new key, and a list that cannot be read is never taken for none in doubt', async () => {
    const queryClient = new QueryClient();
    const doubtful = op({ state: 'unknown' });
    queryClient.setQueryData(recoveryQuery().queryKey, []);
    answering({ ok: true, operations: [doubtful] });
    expect(uncertainFor(await freshOperations(queryClient), 'checkout.purchase', () => true)).toEqual(doubtful);
    answering({ ok: true });
    await expect(freshOperations(queryClient)).rejects.toBeInstanceOf(MarketplaceError);
  });
});
