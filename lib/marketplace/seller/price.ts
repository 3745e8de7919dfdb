/**
 * A listing's price as the seller writes it (seller-net USD): how it is read,
 * whether a listing can carry it, how it is saved, and what buyers pay about.
 * Shared by the contract's checks and the form's live summary, without zod.
 */
import { compare, isPlainDecimal, normalize, scale, toFixed, type DecimalString } from '@/lib/money';
import { grossFromSellerNet } from '../fees';
import { SELLER_LIMITS } from './terms';

/** A price as a plain decimal string, from a decimal string or a JSON number; undefined when it is neither. */
export function priceText(value: unknown): string | undefined {
  if (typeof value === 'string') return isPlainDecimal(value) ? value : undefined;
  if (typeof value === 'number' && Number.isFinite(value)) {
    const written = String(value);
    return isPlainDecimal(written) ? written : undefined;
  }
  return undefined;
}

/** Whether a price has at most 2 decimals that count (9.50 and 9.500 are the same price) and lies in 0.01–9999999999999999.99. */
export function isRepresentable(price: string): boolean {
  const exact = normalize(price);
  return (
    scale(exact) <= 2 && compare(exact, SELLER_LIMITS.priceMin) >= 0 && compare(exact, SELLER_LIMITS.priceMax) <= 0
  );
}

/** The saved form of a valid price: exactly 2 decimals. */
export const savedPrice = (value: string | number): DecimalString => toFixed(normalize(priceText(value)!), 2);

/** "You receive X, buyers pay about Y": the seller-net price and its gross before quote adjustment (9.00 -> 10.00). */
export function priceSummary(price: string): { youReceive: DecimalString; buyersPayAbout: DecimalString } | undefined {
  const written = priceText(price);
  if (written === undefined || !isRepresentable(written)) return undefined;
  const youReceive = savedPrice(written);
  return { youReceive, buyersPayAbout: grossFromSellerNet(youReceive) };
}
