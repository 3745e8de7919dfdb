/**
 * A quote held against what the person asked for, before it is shown and again
 * before it is signed. The payment guard caps the signature at the quote's
 * `payment.amount`; these checks make that amount answer to something the
 * marketplace did not write: a hire's budget is the person's own figure, and the
 * quote's lines must add up to the total the page shows.
 */
import { add, compare, isPlainDecimal, toAtomic } from '@/lib/money';
import { MarketplaceError } from '../errors';
import type { Checkout, HireBody, PurchaseBody } from './contract';
import { USDC_DECIMALS, type CheckoutKind } from './terms';

/**
 * The identification amount only makes a payment unique: a fraction of a cent, as the quote tells people (the
 * sandbox's are 0.000001-0.000999). The contract names no bound; without one, it could carry a hire past its budget.
 */
const IDENTIFICATION_BELOW = '0.01';

/** Whether a decimal USDC amount is these atomic units (false for one finer than USDC's precision). */
const sameAtomic = (amount: string, atomic: string) => {
  try {
    return toAtomic(amount, USDC_DECIMALS).toString() === atomic;
  } catch {
    return false;
  }
};

const refuse = (code: string) => new MarketplaceError({ status: 402, code });

/** A refusal (nothing may be signed) when the quote is not for what was asked, or does not add up; null when it may be shown. */
export function quoteRefusal(
  kind: CheckoutKind,
  checkout: Checkout,
  asked: PurchaseBody | HireBody,
): MarketplaceError | null {
  if (checkout.family !== kind || checkout.network !== asked.network) return refuse('QUOTE_NOT_AS_ASKED');

  const { payment, pricing } = checkout;
  if (!pricing) return totalRefusal(payment, asked);
  const figures = [payment.amount, pricing.orderAmountUsdc, pricing.identificationAmountUsdc, pricing.sellerNetUsd];
  if (!figures.every(isPlainDecimal)) return refuse('QUOTE_DOES_NOT_ADD_UP');
  const addsUp =
    compare(add(pricing.orderAmountUsdc, pricing.identificationAmountUsdc), payment.amount) === 0 &&
    compare(pricing.identificationAmountUsdc, IDENTIFICATION_BELOW) < 0 &&
    compare(pricing.sellerNetUsd, pricing.orderAmountUsdc) <= 0 &&
    sameAtomic(payment.amount, payment.amountAtomic);
  if (!addsUp) return refuse('QUOTE_DOES_NOT_ADD_UP');

  if ('budgetUsd' in asked && compare(pricing.orderAmountUsdc, asked.budgetUsd) > 0)
    return refuse('QUOTE_ABOVE_BUDGET');
  return null;
}

/**
 * A quote that shows only its total (no `pricing`): the total must be the atomic amount signed, and a hire's no more
 * than the budget and an identification amount. A purchase's total is the one the page shows, signed exactly.
 */
function totalRefusal(payment: Checkout['payment'], asked: PurchaseBody | HireBody): MarketplaceError | null {
  if (!isPlainDecimal(payment.amount) || !sameAtomic(payment.amount, payment.amountAtomic))
    return refuse('QUOTE_DOES_NOT_ADD_UP');
  if ('budgetUsd' in asked && compare(payment.amount, add(asked.budgetUsd, IDENTIFICATION_BELOW)) >= 0)
    return refuse('QUOTE_ABOVE_BUDGET');
  return null;
}
