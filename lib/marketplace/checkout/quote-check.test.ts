import { describe, expect, it } from 'vitest';
import { MarketplaceError, loadErrorWords } from '../errors';
import type { Checkout, HireBody, PurchaseBody } from './contract';
import { hireQuote, storeQuote } from './contract';
import { quoteRefusal } from './quote-check';

/** A checkout as the marketplace quotes it (spec 2.4), from the sandbox's own quote math. */
function quoted(family: 'store' | 'hire', amounts: ReturnType<typeof storeQuote>, network = 'solana'): Checkout {
  return {
    id: 'chk_1',
    family,
    network,
    status: 'awaiting_payment',
    summary: 'A logo',
    payment: {
      asset: 'USDC',
      amount: amounts.paymentAmount,
      amountAtomic: amounts.paymentAtomic.toString(),
      expiresAt: '2026-11-28T01:00:00.000Z',
      initiateBefore: '2026-11-28T00:59:00.000Z',
    },
    pricing: {
      sellerNetUsd: amounts.sellerNetUsd,
      orderAmountUsdc: amounts.orderAmountUsdc,
      identificationAmountUsdc: amounts.identificationAmountUsdc,
      ...(amounts.budgetUsd && { budgetUsd: amounts.budgetUsd }),
    },
    statusCheck: {},
  } as Checkout;
}

const purchase: PurchaseBody = { productId: 'p1', network: 'solana', idempotencyKey: 'purchase:1' };
const hire: HireBody = {
  nickname: 'ada',
  description: 'A square logo',
  budgetUsd: '25.00',
  network: 'solana',
  idempotencyKey: 'hire:1',
};
const codeOf = (checkout: Checkout, asked: PurchaseBody | HireBody) =>
  quoteRefusal('budgetUsd' in asked ? 'hire' : 'store', checkout, asked)?.code ?? 'shown';
const withPricing = (checkout: Checkout, pricing: Partial<NonNullable<Checkout['pricing']>>): Checkout => ({
  ...checkout,
  pricing: { ...checkout.pricing!, ...pricing },
});
const withoutPricing = ({ pricing: _, ...checkout }: Checkout): Checkout => checkout;

describe('a quote that shows only its total (spec 2.4 lists the breakdown with the purchase)', () => {
  it('is shown when its total is the amount signed, a hire’s within the budget and an identification amount', () => {
    expect(codeOf(withoutPricing(quoted('store', storeQuote('9.00', '0.000123'))), purchase)).toBe('shown');
    expect(codeOf(withoutPricing(quoted('hire', hireQuote('25.00', '0.009999'))), hire)).toBe('shown');
  });

  it('is refused over a hire’s budget, or when its total is not the amount signed', () => {
    expect(codeOf(withoutPricing(quoted('hire', hireQuote('25.01', '0.000123'))), hire)).toBe('QUOTE_ABOVE_BUDGET');
    const total = withoutPricing(quoted('store', storeQuote('9.00', '0.000123')));
    const unsigned = { ...total, payment: { ...total.payment, amountAtomic: '1' } };
    expect(codeOf(unsigned, purchase)).toBe('QUOTE_DOES_NOT_ADD_UP');
  });
});

describe('a quote held against what was asked', () => {
  it('shows a quote for what was asked whose lines add up to its total', () => {
    // A 9.00 seller price is a 10.00 checkout, plus a sub-cent identification amount (spec 2.2, 2.4).
    expect(codeOf(quoted('store', storeQuote('9.00', '0.000123')), purchase)).toBe('shown');
    // A 25.00 budget is the gross: the quote's order amount is the budget itself (spec 4.2 rule 5).
    expect(codeOf(quoted('hire', hireQuote('25.00', '0.009999')), hire)).toBe('shown');
    expect(codeOf(quoted('hire', hireQuote('24.50', '0.000001')), hire)).toBe('shown');
  });

  it('refuses a hire quote over the budget the person typed: the budget is theirs, not the marketplace’s', () => {
    expect(codeOf(quoted('hire', hireQuote('25.01', '0.000123')), hire)).toBe('QUOTE_ABOVE_BUDGET');
    expect(codeOf(quoted('hire', hireQuote('250.00', '0.000123')), hire)).toBe('QUOTE_ABOVE_BUDGET');
  });

  it('refuses a quote for another network or another kind of order', () => {
    expect(codeOf(quoted('store', storeQuote('9.00', '0.000123'), 'base'), purchase)).toBe('QUOTE_NOT_AS_ASKED');
    expect(codeOf(quoted('store', hireQuote('25.00', '0.000123')), hire)).toBe('QUOTE_NOT_AS_ASKED');
    expect(codeOf(quoted('hire', hireQuote('10.00', '0.000123')), purchase)).toBe('QUOTE_NOT_AS_ASKED');
  });

  it('refuses a quote whose lines do not add up to the total the wallet would sign', () => {
    const store = quoted('store', storeQuote('9.00', '0.000123'));
    // The total is more than the price and the identification amount shown above it.
    expect(codeOf({ ...store, payment: { ...store.payment, amount: '11.000123' } }, purchase)).toBe(
      'QUOTE_DOES_NOT_ADD_UP',
    );
    // The atomic amount is not the decimal one.
    expect(codeOf({ ...store, payment: { ...store.payment, amountAtomic: '11000123' } }, purchase)).toBe(
      'QUOTE_DOES_NOT_ADD_UP',
    );
    // A total finer than USDC's six places cannot be signed as shown.
    expect(
      codeOf(
        withPricing(
          { ...store, payment: { ...store.payment, amount: '10.0001231' } },
          { identificationAmountUsdc: '0.0001231' },
        ),
        purchase,
      ),
    ).toBe('QUOTE_DOES_NOT_ADD_UP');
    // The "identification amount" is a fraction of a cent, never a cent or more.
    const identificationOfACent = quoted('store', storeQuote('9.00', '0.01'));
    expect(codeOf(identificationOfACent, purchase)).toBe('QUOTE_DOES_NOT_ADD_UP');
    // The seller cannot receive more than the order's price.
    expect(codeOf(withPricing(store, { sellerNetUsd: '10.50' }), purchase)).toBe('QUOTE_DOES_NOT_ADD_UP');
    expect(codeOf(withPricing(store, { orderAmountUsdc: 'ten' }), purchase)).toBe('QUOTE_DOES_NOT_ADD_UP');
  });

  it('says so in plain words, with nothing signed', async () => {
    await loadErrorWords();
    for (const code of ['QUOTE_ABOVE_BUDGET', 'QUOTE_NOT_AS_ASKED', 'QUOTE_DOES_NOT_ADD_UP']) {
      const words = new MarketplaceError({ status: 402, code }).message;
      expect(words).toContain('Nothing was signed or paid. Ask for a new quote');
      expect(words).not.toContain(code);
    }
  });
});
