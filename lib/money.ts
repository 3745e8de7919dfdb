/**
 * Money as decimal strings. Every amount on the wire and on screen is a string;
 * arithmetic goes through big.js in strict mode, so a JS number can never sneak in.
 */
import BigBase from 'big.js';

const Big = BigBase();
Big.strict = true;
Big.DP = 40;
Big.RM = Big.roundHalfUp;

export type DecimalString = string;

/** A plain non-negative decimal: digits, optionally a dot and more digits. */
const PLAIN_DECIMAL = /^\d+(\.\d+)?$/;
/** Same, allowing a leading minus sign (ledger entries). */
const SIGNED_DECIMAL = /^-?\d+(\.\d+)?$/;

export function isPlainDecimal(value: string): boolean {
  return PLAIN_DECIMAL.test(value);
}

function big(value: DecimalString) {
  if (!SIGNED_DECIMAL.test(value)) throw new TypeError(`not a decimal string: ${JSON.stringify(value)}`);
  return new Big(value);
}

export const add = (a: DecimalString, b: DecimalString): DecimalString => big(a).plus(big(b)).toFixed();
export const sub = (a: DecimalString, b: DecimalString): DecimalString => big(a).minus(big(b)).toFixed();
export const mul = (a: DecimalString, b: DecimalString): DecimalString => big(a).times(big(b)).toFixed();
export const compare = (a: DecimalString, b: DecimalString): -1 | 0 | 1 => big(a).cmp(big(b)) as -1 | 0 | 1;
export const isZero = (a: DecimalString): boolean => big(a).eq('0');

/** Number of digits after the decimal point (trailing zeros count). */
export function scale(value: DecimalString): number {
  const dot = value.indexOf('.');
  return dot === -1 ? 0 : value.length - dot - 1;
}

/** Canonical form: no trailing zeros after the point, no leading zeros. */
export const normalize = (value: DecimalString): DecimalString => big(value).toFixed();

/** Fixed number of decimals, rounding half up. */
export const toFixed = (value: DecimalString, decimals: number): DecimalString =>
  big(value).toFixed(decimals, Big.roundHalfUp);

/** Divide and round up (towards +infinity for positives) to `decimals` places. */
export function divCeil(a: DecimalString, b: DecimalString, decimals: number): DecimalString {
  return big(a).div(big(b)).round(decimals, Big.roundUp).toFixed(decimals);
}

/** Round down to `decimals` places. */
export const floor = (value: DecimalString, decimals: number): DecimalString =>
  big(value).round(decimals, Big.roundDown).toFixed(decimals);

/** Decimal amount -> atomic units. Refuses digits beyond the asset's precision. */
export function toAtomic(amount: DecimalString, decimals: number): bigint {
  if (!PLAIN_DECIMAL.test(amount)) throw new TypeError(`not a plain decimal: ${JSON.stringify(amount)}`);
  const [whole = '0', fraction = ''] = amount.split('.');
  const significant = fraction.replace(/0+$/, '');
  if (significant.length > decimals) throw new RangeError(`${amount} has more than ${decimals} decimals`);
  return BigInt(whole + significant.padEnd(decimals, '0'));
}

/** Atomic units -> decimal string with exactly `decimals` places. */
export function fromAtomic(atomic: bigint | string, decimals: number): DecimalString {
  const value = typeof atomic === 'bigint' ? atomic : BigInt(atomic);
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals);
  return `${negative ? '-' : ''}${whole}${decimals > 0 ? `.${fraction}` : ''}`;
}

/** Group the whole part with thin commas: "1234567.5" -> "1,234,567.5". */
function groupThousands(value: DecimalString): string {
  const [whole = '0', fraction] = value.split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  const grouped = whole.replace('-', '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${grouped}${fraction !== undefined ? `.${fraction}` : ''}`;
}

/** "$1,234.50" for a USD decimal string; never rounds away cents. */
export function formatUsd(value: DecimalString): string {
  const normalized = normalize(value);
  const fixed = scale(normalized) <= 2 ? toFixed(normalized, 2) : normalized;
  return fixed.startsWith('-') ? `-$${groupThousands(fixed.slice(1))}` : `$${groupThousands(fixed)}`;
}

/** "12.5 USDC": trims trailing zeros, keeps at least `minDecimals`. */
export function formatAsset(value: DecimalString, asset: string, minDecimals = 2): string {
  const normalized = normalize(value);
  const shown = scale(normalized) < minDecimals ? toFixed(normalized, minDecimals) : normalized;
  return `${groupThousands(shown)} ${asset}`;
}

/** Tokens worth one US dollar each, whose amounts can also be shown in dollars. */
const DOLLAR_TOKENS = new Set(['USDC', 'USDG']);

export type MoneyDisplay = 'usd' | 'token' | 'both';

/**
 * An amount as people read it: "$10.00" and/or "10.00 USDC", from a decimal
 * string (never atomic units). Tokens that are not dollars show as tokens.
 */
export function formatMoney(
  amount: DecimalString,
  token: string,
  show: MoneyDisplay,
): { primary: string; secondary?: string } {
  const inToken = formatAsset(amount, token);
  if (!DOLLAR_TOKENS.has(token) || show === 'token') return { primary: inToken };
  const inUsd = formatUsd(amount);
  return show === 'usd' ? { primary: inUsd } : { primary: inUsd, secondary: inToken };
}
