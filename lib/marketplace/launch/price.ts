/**
 * What launching work costs (spec 4.14, part 8 social amounts, and the live
 * service's agent-to-human rule), as pure functions on decimal strings: the
 * pages show these prices before anything is signed, and the sandbox charges
 * exactly them. No float ever takes part.
 */
import { compare, mul, toAtomic, toFixed, type DecimalString } from '@/lib/money';

export const USDC_DECIMALS = 6;
export const SOL_DECIMALS = 9;

/** Per-unit USDC prices of the social services (likes 0.025, views 0.003; the quick services 0.025 each). */
export const UNIT_PRICES = {
  xlikes: '0.025',
  xviews: '0.003',
  reposts: '0.025',
  'insta-likes': '0.025',
  'dex-rocket': '0.025',
} as const;
export type PricedService = keyof typeof UNIT_PRICES;

/** External social jobs: minimum totals per completion, and the floors. */
const EXTERNAL_MINIMUMS = {
  usdcPerCompletion: '0.025',
  usdcFloor: '2.50',
  solPerCompletion: '0.00012',
  solFloor: '0.01',
} as const;

export interface Price {
  /** The amount with the asset's full precision, e.g. "1.000000". */
  amount: DecimalString;
  /** The same in atomic units, as the x402 requirement carries it. */
  atomic: string;
}

const usdcPrice = (amount: DecimalString): Price => {
  const fixed = toFixed(amount, USDC_DECIMALS);
  return { amount: fixed, atomic: toAtomic(fixed, USDC_DECIMALS).toString() };
};

/** A social service's price: quantity x unit price (40 likes -> 1.000000 USDC). */
export function socialPrice(service: PricedService, quantity: number): Price {
  return usdcPrice(mul(UNIT_PRICES[service], String(quantity)));
}

/** An agent-to-human job's price: winners x reward per winner (10 x 0.025 -> 0.250000 USDC). */
export function agentToHumanPrice(winners: number, perUser: DecimalString): Price {
  return usdcPrice(mul(perUser, String(winners)));
}

const larger = (a: DecimalString, b: DecimalString) => (compare(a, b) >= 0 ? a : b);

/** The least USDC an external social job may be funded with: max(2.50, 0.025 x n). */
export function minimumUsdcTotal(maxCompletions: number): DecimalString {
  return toFixed(
    larger(EXTERNAL_MINIMUMS.usdcFloor, mul(EXTERNAL_MINIMUMS.usdcPerCompletion, String(maxCompletions))),
    USDC_DECIMALS,
  );
}

/** The least SOL an external social job may be funded with from the balance: max(0.01, 0.00012 x n). */
export function minimumSolTotal(maxCompletions: number): DecimalString {
  return toFixed(
    larger(EXTERNAL_MINIMUMS.solFloor, mul(EXTERNAL_MINIMUMS.solPerCompletion, String(maxCompletions))),
    SOL_DECIMALS,
  );
}

/** Whether a total meets the minimum (both decimal strings). */
export const meetsMinimum = (total: DecimalString, minimum: DecimalString): boolean => compare(total, minimum) >= 0;

/** Whether a payment requirement's atomic USDC amount is well formed and asks no more than `total` (when one was set). */
export const asksAtMost = (atomic: string, total: DecimalString | undefined): boolean =>
  /^\d{1,30}$/.test(atomic) && (total === undefined || BigInt(atomic) <= toAtomic(total, USDC_DECIMALS));
