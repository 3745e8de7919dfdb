/**
 * The swap rules of spec 4.10 and part 8, in one pure module that the swap
 * form and the sandbox share: how an amount is read (a plain positive decimal
 * within the source asset's precision) and what a swap is estimated to give
 * (bridge fee, small-conversion fee, slippage allowance, minimums).
 *
 * All arithmetic is exact: amounts become atomic units (bigint) and rates are
 * ratios of bigints, so nothing ever passes through a float.
 */
import { fromAtomic, toAtomic, type DecimalString } from '@/lib/money';
import { ASSETS, type AssetId } from '../assets';

// ---- reading an amount -------------------------------------------------------

const AMOUNT_MAX_LENGTH = 80;
/** Amounts are below 10^21 (whole part at most 21 digits, all below the ceiling). */
const AMOUNT_CEILING = 10n ** 21n;
const PLAIN = /^(\d+)(?:\.(\d+))?$/;

type AmountProblem = 'missing' | 'not-plain' | 'zero' | 'too-long' | 'too-large' | 'unsafe-number' | 'too-precise';

export interface AmountRefusal {
  ok: false;
  problem: AmountProblem;
  /** For people: what to change. */
  message: string;
}
export type AmountReading = { ok: true; amount: DecimalString; atomic: bigint } | AmountRefusal;

const decimalsWord = (asset: AssetId) => {
  const { decimals, label } = ASSETS[asset];
  return decimals === 0 ? `${label} moves in whole units only.` : `${label} takes at most ${decimals} decimals.`;
};

const MESSAGES: Record<Exclude<AmountProblem, 'too-precise'>, string> = {
  missing: 'Enter an amount.',
  'not-plain': 'Write the amount with digits and at most one decimal point, like 1.5.',
  zero: 'Enter an amount above zero.',
  'too-long': `The amount can be at most ${AMOUNT_MAX_LENGTH} characters long.`,
  'too-large': 'That amount is too large.',
  'unsafe-number': 'Send an amount this large as a string of digits.',
};

const refuse = (problem: AmountProblem, asset?: AssetId): AmountRefusal => ({
  ok: false,
  problem,
  message: problem === 'too-precise' ? decimalsWord(asset!) : MESSAGES[problem],
});

/**
 * The amount's text: strings as sent; JSON numbers (which the raw API accepts
 * up to the safe-integer maximum) in their shortest form, so a number that
 * only prints with an exponent is refused like the string would be.
 */
function textOf(raw: unknown): string | AmountProblem {
  if (typeof raw === 'string') return raw;
  if (typeof raw !== 'number') return 'missing';
  if (!Number.isFinite(raw) || raw < 0) return 'not-plain';
  if (raw > Number.MAX_SAFE_INTEGER) return 'unsafe-number';
  return String(raw);
}

/** The rules every amount follows whatever its asset: a plain positive decimal, at most 80 characters, below 10^21. */
export function checkAmountText(raw: unknown): { ok: true; text: string } | AmountRefusal {
  const text = textOf(raw);
  if (text === 'missing' || text === 'not-plain' || text === 'unsafe-number') return refuse(text);
  if (text.length > AMOUNT_MAX_LENGTH) return refuse('too-long');
  const match = PLAIN.exec(text);
  if (!match) return refuse(text.trim() === '' ? 'missing' : 'not-plain');
  const [, whole = '', fraction = ''] = match;
  if (/^0*$/.test(whole) && /^0*$/.test(fraction)) return refuse('zero');
  if (BigInt(whole) >= AMOUNT_CEILING) return refuse('too-large');
  return { ok: true, text };
}

/**
 * Read a swap amount of `asset`: the rules of `checkAmountText`, and no
 * nonzero digit beyond the asset's precision (extra trailing zeros are fine).
 * The amount comes back at the asset's precision and in atomic units.
 */
export function readAmount(raw: unknown, asset: AssetId): AmountReading {
  const checked = checkAmountText(raw);
  if (!checked.ok) return checked;
  const { decimals } = ASSETS[asset];
  const fraction = checked.text.split('.')[1] ?? '';
  if (fraction.replace(/0+$/, '').length > decimals) return refuse('too-precise', asset);
  const atomic = toAtomic(checked.text, decimals);
  return { ok: true, amount: fromAtomic(atomic, decimals), atomic };
}

// ---- routes, fees and thresholds (part 8) ------------------------------------

/** Bridges move stablecoins one to one between networks. */
const STABLECOINS: readonly AssetId[] = ['USDC', 'USDC_BASE', 'USDG_ALT'];
/** Where a conversion on Solana starts or ends when the swap crosses networks. */
const SOLANA_STABLECOIN: AssetId = 'USDC';

/** A rate as an exact ratio. */
interface Ratio {
  n: bigint;
  d: bigint;
}
/** A percentage (up to 6 decimals) as an exact fraction of one: "0.3" is 300000 / 100000000. */
const ratio = (percent: string): Ratio => ({ n: toAtomic(percent, 6), d: 100_000_000n });

/** 0.3% of the stablecoin amount crossing the bridge, rounded up to 0.000001. */
export const BRIDGE_FEE_PERCENT = '0.3';
/** Small conversions on Solana pay a 1.5% fee. */
export const SMALL_CONVERSION_FEE_PERCENT = '1.5';
/** Larger conversions allow 5% slippage below the estimate. */
export const SLIPPAGE_PERCENT = '5';
const BRIDGE_FEE = ratio(BRIDGE_FEE_PERCENT);
const SMALL_FEE = ratio(SMALL_CONVERSION_FEE_PERCENT);
const SLIPPAGE = ratio(SLIPPAGE_PERCENT);

/** A conversion is small when the amount entering it is at or under its asset's threshold (inclusive). */
export const SMALL_CONVERSION_THRESHOLDS: Partial<Record<AssetId, DecimalString>> = {
  SOL: '0.01',
  NATIVE: '4000',
  USDC: '1',
  SKR: '50',
};

/** Minimum source amounts per pair (inclusive); below them a swap is refused with SWAP_AMOUNT_TOO_SMALL. */
const SWAP_MINIMUMS: readonly { from: AssetId; to: AssetId; amount: DecimalString }[] = [
  { from: 'SOL', to: 'USDC', amount: '0.0001' },
];

export function minimumOf(from: AssetId, to: AssetId): DecimalString | undefined {
  return SWAP_MINIMUMS.find((m) => m.from === from && m.to === to)?.amount;
}

/** Whether an amount (already read for `from`) is under the pair's minimum. */
export function isBelowMinimum(from: AssetId, to: AssetId, atomic: bigint): boolean {
  const minimum = minimumOf(from, to);
  return minimum !== undefined && atomic < toAtomic(minimum, ASSETS[from].decimals);
}

export type Leg = { kind: 'conversion'; from: AssetId; to: AssetId } | { kind: 'bridge'; from: AssetId; to: AssetId };

const networkOf = (asset: AssetId) => ASSETS[asset].network;
export const isCrossNetwork = (from: AssetId, to: AssetId) => networkOf(from) !== networkOf(to);

/**
 * How a pair is carried out: one conversion on Solana; or, across networks, a
 * conversion to or from Solana USDC where needed and one bridge between stablecoins.
 */
export function legsOf(from: AssetId, to: AssetId): Leg[] {
  if (!isCrossNetwork(from, to)) return [{ kind: 'conversion', from, to }];
  const stableFrom = STABLECOINS.includes(from) ? from : SOLANA_STABLECOIN;
  const stableTo = STABLECOINS.includes(to) ? to : SOLANA_STABLECOIN;
  return [
    ...(stableFrom === from ? [] : [{ kind: 'conversion', from, to: stableFrom } as const]),
    { kind: 'bridge', from: stableFrom, to: stableTo } as const,
    ...(stableTo === to ? [] : [{ kind: 'conversion', from: stableTo, to } as const]),
  ];
}

/** Indicative USD prices per whole unit, which the estimate converts with. */
export type UsdPrices = Readonly<Record<AssetId, DecimalString>>;

/**
 * The sandbox's fixed prices (a sandbox assumption; the live service prices
 * conversions itself and does not publish them). Chosen so the thresholds of
 * part 8 are worth about the same: 0.01 SOL = 1.50, 4000 NATIVE = 50 SKR = 1 USDC.
 */
export const SANDBOX_USD_PRICES: UsdPrices = {
  SOL: '150',
  NATIVE: '0.00025',
  USDC: '1',
  SKR: '0.02',
  USDC_BASE: '1',
  USDG_ALT: '1',
};

const PRICE_SCALE = 18;
const priceRatio = (price: DecimalString): Ratio => ({
  n: toAtomic(price, PRICE_SCALE),
  d: 10n ** BigInt(PRICE_SCALE),
});

const ceilDiv = (n: bigint, d: bigint) => (n + d - 1n) / d;

/** The exact value of `atomic` units of `from` in atomic units of `to`, at the prices. */
function valueIn(atomic: bigint, from: AssetId, to: AssetId, prices: UsdPrices): Ratio {
  const p = priceRatio(prices[from]);
  const q = priceRatio(prices[to]);
  // atomic / 10^dFrom * (p.n / p.d) / (q.n / q.d) * 10^dTo
  return {
    n: atomic * p.n * q.d * 10n ** BigInt(ASSETS[to].decimals),
    d: p.d * q.n * 10n ** BigInt(ASSETS[from].decimals),
  };
}

/** An exact value less `rate` of it, rounded down to whole atomic units once, at the end. */
const lessRate = (value: Ratio, rate: Ratio | null): bigint =>
  rate ? (value.n * (rate.d - rate.n)) / (value.d * rate.d) : value.n / value.d;

/** The bridge fee on a stablecoin amount (6 decimals): 0.3%, rounded up to 0.000001. */
const bridgeFeeAtomic = (gross: bigint): bigint => ceilDiv(gross * BRIDGE_FEE.n, BRIDGE_FEE.d);

function isSmallConversion(asset: AssetId, atomic: bigint): boolean {
  const threshold = SMALL_CONVERSION_THRESHOLDS[asset];
  return threshold !== undefined && atomic <= toAtomic(threshold, ASSETS[asset].decimals);
}

export interface SwapEstimate {
  legs: Leg[];
  /** What the swap is expected to give, at the output asset's precision. */
  expectedAmountOut: DecimalString;
  /** The least it should give after the slippage allowance. */
  expectedAmountOutMin: DecimalString;
  /** The stablecoin amount entering the bridge and its fee; null when no bridge is crossed. */
  bridgeGrossAmount: DecimalString | null;
  bridgeFeeAmount: DecimalString | null;
  /** Whether the conversion on Solana counts as small (1.5% fee) or large (5% slippage); null without one. */
  smallConversion: boolean | null;
  /** Nothing would arrive: the swap fails with SWAP_AMOUNT_TOO_SMALL and the source comes back. */
  nothingArrives: boolean;
}

/**
 * The indicative estimate of a swap of `atomic` units of `from` into `to`.
 * A small conversion charges 1.5% (the estimate is also the minimum); a larger
 * one is estimated at the price with 5% slippage allowed; a bridge charges 0.3%
 * of the stablecoin amount, rounded up to 0.000001.
 */
export function estimateSwap(from: AssetId, to: AssetId, atomic: bigint, prices: UsdPrices): SwapEstimate {
  const legs = legsOf(from, to);
  let expected = atomic;
  let minimum = atomic;
  let bridge: { gross: bigint; fee: bigint } | null = null;
  let smallConversion: boolean | null = null;
  for (const leg of legs) {
    if (leg.kind === 'bridge') {
      const fee = bridgeFeeAtomic(expected);
      bridge = { gross: expected, fee };
      expected = expected > fee ? expected - fee : 0n;
      const minimumFee = bridgeFeeAtomic(minimum);
      minimum = minimum > minimumFee ? minimum - minimumFee : 0n;
      continue;
    }
    // The thresholds judge the amount expected to enter the conversion.
    const small = isSmallConversion(leg.from, expected);
    smallConversion = small;
    const value = valueIn(expected, leg.from, leg.to, prices);
    const minimumValue = valueIn(minimum, leg.from, leg.to, prices);
    expected = lessRate(value, small ? SMALL_FEE : null);
    minimum = lessRate(minimumValue, small ? SMALL_FEE : SLIPPAGE);
  }
  const decimals = ASSETS[to].decimals;
  const stable = (units: bigint) => fromAtomic(units, ASSETS.USDC.decimals);
  return {
    legs,
    expectedAmountOut: fromAtomic(expected, decimals),
    expectedAmountOutMin: fromAtomic(minimum, decimals),
    bridgeGrossAmount: bridge ? stable(bridge.gross) : null,
    bridgeFeeAmount: bridge ? stable(bridge.fee) : null,
    smallConversion,
    nothingArrives: expected === 0n,
  };
}

// ---- the form's check --------------------------------------------------------

/**
 * What the swap form says about an amount as it is typed: the amount rules,
 * the pair's minimum, and never more than the available balance. Null when
 * the amount can be sent.
 */
export function amountProblem(
  text: string,
  from: AssetId,
  to: AssetId,
  available: DecimalString | undefined,
): string | null {
  const reading = readAmount(text, from);
  if (!reading.ok) return reading.message;
  const { decimals, label } = ASSETS[from];
  if (isBelowMinimum(from, to, reading.atomic))
    return `Swapping ${label} to ${ASSETS[to].label} starts at ${minimumOf(from, to)} ${label}.`;
  if (available !== undefined && reading.atomic > toAtomic(available, decimals))
    return `That is more than your available ${label}.`;
  return null;
}
