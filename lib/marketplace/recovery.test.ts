import { describe, expect, it } from 'vitest';
import { isUncertain, uncertainFor, type RecoveryOperation } from './recovery';

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
});
