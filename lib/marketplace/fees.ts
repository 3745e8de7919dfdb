/**
 * Platform fee math (spec 2.2, 4.2 rule 5): the platform keeps 10% of the
 * gross. A 9.00 seller-net price is a 10.00 gross checkout; a 10.00 gross hire
 * allocates 9.000000 USDC to the worker.
 */
import { divCeil, floor, mul, sub, type DecimalString } from '@/lib/money';

const WORKER_SHARE = '0.9';

/** Gross USD a buyer pays for a seller-net price, rounded up to the cent so the seller never gets less. */
export const grossFromSellerNet = (sellerNetUsd: DecimalString): DecimalString =>
  divCeil(sellerNetUsd, WORKER_SHARE, 2);

/** USDC (6 decimals) allocated to the worker from a gross amount. */
export const workerAllocation = (grossUsd: DecimalString): DecimalString => floor(mul(grossUsd, WORKER_SHARE), 6);

export interface PriceBreakdown {
  /** The price with the platform fee: what the order costs. */
  gross: DecimalString;
  /** What the platform keeps. */
  fee: DecimalString;
  /** What the seller (or worker) receives. */
  net: DecimalString;
  /** The sub-cent amount that makes this payment unique. */
  identification: DecimalString;
  /** What leaves the wallet: the gross plus the identification amount. */
  total: DecimalString;
}

/** A quote's money as people need it before paying: the price, the fee, the seller's share, and the total. */
export function priceBreakdown(
  pricing: { sellerNetUsd: DecimalString; orderAmountUsdc: DecimalString; identificationAmountUsdc: DecimalString },
  total: DecimalString,
): PriceBreakdown {
  return {
    gross: pricing.orderAmountUsdc,
    fee: sub(pricing.orderAmountUsdc, pricing.sellerNetUsd),
    net: pricing.sellerNetUsd,
    identification: pricing.identificationAmountUsdc,
    total,
  };
}
