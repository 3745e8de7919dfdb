import { describe, expect, it } from 'vitest';
import { validAnswer } from '@/test/answers';
import { safeParse } from '../schema';
import { firstIssue } from '../query-params';
import {
  budgetUsdSchema,
  hireBodySchema,
  hireQuote,
  purchaseBodySchema,
  purchasesResponseSchema,
  statusBodySchema,
  statusResponseSchema,
  storeQuote,
} from './contract';

describe('quote math', () => {
  it('grosses a 9.00 seller net up to a 10.00 order, plus the identification amount', () => {
    expect(storeQuote('9.00', '0.000123')).toEqual({
      sellerNetUsd: '9.00',
      orderAmountUsdc: '10.000000',
      identificationAmountUsdc: '0.000123',
      paymentAmount: '10.000123',
      paymentAtomic: 10_000_123n,
    });
  });

  it('rounds the gross up to the cent', () => {
    expect(storeQuote('10.00', '0').orderAmountUsdc).toBe('11.120000');
  });

  it('allocates 9.000000 USDC to the worker from a 10.00 hire', () => {
    expect(hireQuote('10.00', '0.000007')).toEqual({
      sellerNetUsd: '9.000000',
      orderAmountUsdc: '10.000000',
      identificationAmountUsdc: '0.000007',
      paymentAmount: '10.000007',
      paymentAtomic: 10_000_007n,
      budgetUsd: '10.00',
    });
  });

  it('handles the budget bounds exactly', () => {
    expect(hireQuote('0.10', '0').paymentAtomic).toBe(100_000n);
    expect(hireQuote('999999.99', '0.000001').paymentAmount).toBe('999999.990001');
  });
});

describe('checkout input', () => {
  const hire = {
    nickname: 'pixel.forge',
    description: 'A logo',
    budgetUsd: '10.00',
    network: 'base',
    idempotencyKey: 'hire:abc12345',
  };

  it.each([
    ['0.10', true],
    ['999999.99', true],
    ['25', true],
    ['0.09', false],
    ['1000000', false],
    ['1.005', false],
    ['1e3', false],
    ['-5', false],
  ])('budget %s is %s', (budget, ok) => {
    expect(safeParse(budgetUsdSchema, budget).success).toBe(ok);
  });

  it('explains a bad budget', () => {
    const parsed = safeParse(hireBodySchema, { ...hire, budgetUsd: '0.05' });
    expect(!parsed.success && firstIssue(parsed.error)).toBe(
      'budgetUsd: The budget must be between 0.10 and 999999.99 USD.',
    );
  });

  it('needs a nonblank description and a valid nickname for hires', () => {
    expect(safeParse(hireBodySchema, { ...hire, description: '   ' }).success).toBe(false);
    expect(safeParse(hireBodySchema, { ...hire, nickname: 'a b' }).success).toBe(false);
    expect(safeParse(hireBodySchema, hire).success).toBe(true);
  });

  it('limits purchases: key format, attachments, unknown fields', () => {
    const base = { productId: 'prd_1', network: 'solana', idempotencyKey: 'purchase:12345678' };
    expect(safeParse(purchaseBodySchema, base).success).toBe(true);
    expect(safeParse(purchaseBodySchema, { ...base, idempotencyKey: 'short' }).success).toBe(false);
    expect(
      safeParse(purchaseBodySchema, { ...base, attachments: Array(6).fill('https://x.example/a.png') }).success,
    ).toBe(false);
    expect(
      safeParse(purchaseBodySchema, { ...base, attachments: [`https://x.example/${'a'.repeat(2048)}`] }).success,
    ).toBe(false);
    expect(safeParse(purchaseBodySchema, { ...base, price: '1' }).success).toBe(false);
    expect(safeParse(purchaseBodySchema, { ...base, network: 'ethereum' }).success).toBe(false);
  });

  it('takes exactly one status selector', () => {
    expect(safeParse(statusBodySchema, { purchaseId: 'chk_1' }).success).toBe(true);
    expect(safeParse(statusBodySchema, { idempotencyKey: 'purchase:12345678' }).success).toBe(true);
    expect(safeParse(statusBodySchema, { purchaseId: 'chk_1', idempotencyKey: 'purchase:12345678' }).success).toBe(
      false,
    );
    expect(safeParse(statusBodySchema, {}).success).toBe(false);
  });
});

describe('answers as spec 2.4 shows them', () => {
  it('reads a purchase without a creation time, and one whose saved name is null', () => {
    const { purchase } = validAnswer('checkout.purchaseStatus', { purchase: { status: 'payment_confirmed' } }) as {
      purchase: Record<string, unknown>;
    };
    const { createdAt: _, ...withoutTime } = purchase;
    const named = { ...withoutTime, product: { ...(purchase.product as object), name: null } };
    expect(safeParse(statusResponseSchema, { ok: true, purchase: named }).success).toBe(true);
  });

  it('reads an order whose workers are paid in another asset than the contract shows (SOL, as the live service pays)', () => {
    const { purchase } = validAnswer('checkout.purchaseStatus', { purchase: { status: 'payment_confirmed' } }) as {
      purchase: { order: Record<string, unknown> };
    };
    const paidInSol = { ...purchase, order: { ...purchase.order, rewardAsset: 'SOL' } };
    expect(safeParse(statusResponseSchema, { ok: true, purchase: paidInSol }).success).toBe(true);
  });

  it('reads a checkout that shows only its payment amount and deadlines, without the purchase’s pricing', () => {
    const { checkout } = validAnswer('checkout.purchaseStatus', { checkout: { status: 'awaiting_payment' } }) as {
      checkout: Record<string, unknown>;
    };
    const { pricing: _, ...withoutPricing } = checkout;
    expect(safeParse(statusResponseSchema, { ok: true, checkout: withoutPricing }).success).toBe(true);
  });

  it('reads a credited refund that says only its network, asset and amount', () => {
    const { purchases } = validAnswer('checkout.history') as { purchases: Record<string, unknown>[] };
    const item = { ...purchases[0], refund: { network: 'solana', asset: 'USDC', amount: '9.00' } };
    expect(safeParse(purchasesResponseSchema, { ...validAnswer('checkout.history'), purchases: [item] }).success).toBe(
      true,
    );
  });
});
