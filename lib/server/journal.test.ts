import { describe, expect, it } from 'vitest';
import { checkoutRoutes } from '@/lib/marketplace/checkout/contract';
import { sellerRoutes } from '@/lib/marketplace/seller/contract';
import { settleFromAnswer } from './journal';

describe('what an answer says about a journaled listing change', () => {
  it('closes a saved (or replayed) listing change', () => {
    for (const route of [sellerRoutes.create, sellerRoutes.replace, sellerRoutes.activate, sellerRoutes.deactivate]) {
      expect(
        settleFromAnswer(route, 200, { ok: true, product: { id: 'prd_1' }, replayed: false }).outcome,
        route.id,
      ).toBe('saved');
      expect(
        settleFromAnswer(route, 200, { ok: true, product: { id: 'prd_1' }, replayed: true }).outcome,
        route.id,
      ).toBe('saved');
    }
  });

  it('closes one refused for good: bad input, a missing listing, a key used for something else', () => {
    expect(
      settleFromAnswer(sellerRoutes.create, 400, { ok: false, errorCode: 'STORE_PRODUCT_INPUT_INVALID' }).outcome,
    ).toBe('refused');
    expect(
      settleFromAnswer(sellerRoutes.replace, 404, { ok: false, errorCode: 'STORE_PRODUCT_NOT_FOUND' }).outcome,
    ).toBe('refused');
    expect(
      settleFromAnswer(sellerRoutes.create, 409, { ok: false, errorCode: 'STORE_PRODUCT_IDEMPOTENCY_CONFLICT' })
        .outcome,
    ).toBe('refused');
  });

  it('leaves it open when it may still be retried with the same key', () => {
    expect(
      settleFromAnswer(sellerRoutes.create, 429, { ok: false, errorCode: 'STORE_PRODUCT_RATE_LIMITED' }).outcome,
    ).toBe('retry');
    expect(
      settleFromAnswer(sellerRoutes.create, 503, { ok: false, errorCode: 'SERVICE_UNAVAILABLE' }, '5').outcome,
    ).toBe('retry');
    expect(
      settleFromAnswer(checkoutRoutes.hire, 409, { ok: false, errorCode: 'DIRECT_HIRE_USER_BUSY' }, '2').outcome,
    ).toBe('retry');
  });

  it('calls unconfirmed what may have happened: a 5xx without Retry-After, a conflict that needs checking', () => {
    expect(settleFromAnswer(sellerRoutes.create, 503, { ok: false, errorCode: 'SERVICE_UNAVAILABLE' }).outcome).toBe(
      'unconfirmed',
    );
    expect(settleFromAnswer(sellerRoutes.create, 500, { ok: false, errorCode: 'INTERNAL_ERROR' }, '5').outcome).toBe(
      'unconfirmed',
    );
    expect(
      settleFromAnswer(checkoutRoutes.purchase, 409, { ok: false, errorCode: 'CHECKOUT_PAYMENT_REPLAYED' }).outcome,
    ).toBe('unconfirmed');
  });

  it('still reads a checkout’s own state from its answer', () => {
    expect(
      settleFromAnswer(checkoutRoutes.purchase, 200, {
        ok: true,
        purchase: { status: 'payment_confirmed', purchaseId: 'p1', product: { name: 'Logo' } },
      }),
    ).toMatchObject({
      outcome: 'payment_confirmed',
      purchaseId: 'p1',
      summary: 'Logo',
    });
  });
});
