/**
 * The reference for `lib/money.ts`: the module as it was on big.js (strict, 40 places, half up), kept word
 * for word (its exports gathered in `reference`) so the property test can hold the BigInt version to the same
 * results and the same errors.
 */
import BigBase from 'big.js';

const Big = BigBase();
Big.strict = true;
Big.DP = 40;
Big.RM = Big.roundHalfUp;

type DecimalString = string;

/** A plain non-negative decimal: digits, optionally a dot and more digits. */
const PLAIN_DECIMAL = /^\d+(\.\d+)?$/;
/** Same, allowing a leading minus sign (ledger entries). */
const SIGNED_DECIMAL = /^-?\d+(\.\d+)?$/;

function isPlainDecimal(value: string): boolean {
  return PLAIN_DECIMAL.test(value);
}

function big(value: DecimalString) {
  if (!SIGNED_DECIMAL.test(value)) throw new TypeError(`not a decimal string: ${JSON.stringify(value)}`);
  return new Big(value);
}

const add = (a: DecimalString, b: DecimalString): DecimalString => big(a).plus(big(b)).toFixed();
const sub = (a: DecimalString, b: DecimalString): DecimalString => big(a).minus(big(b)).toFixed();
const mul = (a: DecimalString, b: DecimalString): DecimalString => big(a).times(big(b)).toFixed();
const compare = (a: DecimalString, b: DecimalString): -1 | 0 | 1 => big(a).cmp(big(b)) as -1 | 0 | 1;
const isZero = (a: DecimalString): boolean => big(a).eq('0');

/** Number of digits after the decimal point (trailing zeros count). */
function scale(value: DecimalString): number {
  const dot = value.indexOf('.');
  return dot === -1 ? 0 : value.length - dot - 1;
}

/** Canonical form: no trailing zeros after the point, no leading zeros. */
const normalize = (value: DecimalString): DecimalString => big(value).toFixed();

/** Fixed number of decimals, rounding half up. */
const toFixed = (value: DecimalString, decimals: number): DecimalString =>
  big(value).toFixed(decimals, Big.roundHalfUp);

/** Divide and round up (towards +infinity for positives) to `decimals` places. */
function divCeil(a: DecimalString, b: DecimalString, decimals: number): DecimalString {
  return big(a).div(big(b)).round(decimals, Big.roundUp).toFixed(decimals);
}

/** Round down to `decimals` places. */
const floor = (value: DecimalString, decimals: number): DecimalString =>
  big(value).round(decimals, Big.roundDown).toFixed(decimals);

/** Decimal amount -> atomic units. Refuses digits beyond the asset's precision. */
function toAtomic(amount: DecimalString, decimals: number): bigint {
  if (!PLAIN_DECIMAL.test(amount)) throw new TypeError(`not a plain decimal: ${JSON.stringify(amount)}`);
  const [whole = '0', fraction = ''] = amount.split('.');
  const significant = fraction.replace(/0+$/, '');
  if (significant.length > decimals) throw new RangeError(`${amount} has more than ${decimals} decimals`);
  return BigInt(whole + significant.padEnd(decimals, '0'));
}

/** Atomic units -> decimal string with exactly `decimals` places. */
function fromAtomic(atomic: bigint | string, decimals: number): DecimalString {
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

/** Half a cent: an amount nearer zero than this, but not zero, rounds to "$0.00" and is shown as "under $0.01". */
const HALF_CENT = '0.005';

/**
 * "$1,234.50": a USD decimal string to the cent, as people read amounts
 * first. Rounds half up (22.225 -> $22.23, 22.224999 -> $22.22), in decimal
 * arithmetic. A non-zero amount that would round to $0.00 reads "under $0.01";
 * the exact amount is for `formatAsset`, on the one line where it matters.
 */
function formatUsd(value: DecimalString): string {
  const amount = big(value);
  const negative = amount.lt('0');
  const size = amount.abs();
  if (!size.eq('0') && size.lt(HALF_CENT)) return negative ? '-(under $0.01)' : 'under $0.01';
  const cents = groupThousands(size.toFixed(2, Big.roundHalfUp));
  return negative ? `-$${cents}` : `$${cents}`;
}

/** An amount about to be paid, exact: to the cent when it is whole cents, else every digit it has. */
function formatUsdExact(value: DecimalString): string {
  const amount = big(value);
  if (amount.lt('0') || amount.eq(amount.round(2, Big.roundDown))) return formatUsd(value);
  return `$${groupThousands(normalize(value))}`;
}

/** "1,234.5": trims trailing zeros, keeps at least `minDecimals`. */
function formatAmount(value: DecimalString, minDecimals = 2): string {
  const normalized = normalize(value);
  return groupThousands(scale(normalized) < minDecimals ? toFixed(normalized, minDecimals) : normalized);
}

/** "12.5 USDC": trims trailing zeros, keeps at least `minDecimals`. */
const formatAsset = (value: DecimalString, asset: string, minDecimals = 2): string =>
  `${formatAmount(value, minDecimals)} ${asset}`;

/** Tokens worth one US dollar each, whose amounts can also be shown in dollars. */
const DOLLAR_TOKENS = new Set(['USDC', 'USDG']);

type MoneyDisplay = 'usd' | 'token' | 'both';

/**
 * An amount as people read it: "$10.00" (to the cent) and/or the exact
 * "10.000123 USDC", from a decimal string (never atomic units). Tokens that are
 * not dollars show as tokens.
 */
function formatMoney(
  amount: DecimalString,
  token: string,
  show: MoneyDisplay,
): { primary: string; secondary?: string } {
  const inToken = formatAsset(amount, token);
  if (!DOLLAR_TOKENS.has(token) || show === 'token') return { primary: inToken };
  const inUsd = formatUsd(amount);
  return show === 'usd' ? { primary: inUsd } : { primary: inUsd, secondary: inToken };
}

/**
 * A text from the marketplace (a notification) with each "9.000000 USD" or
 * "22.220089 USDC" in it read as dollars to the cent. Only a plain decimal
 * standing alone before the word USD or USDC is touched; everything else
 * stays as written.
 */
function dollarsInText(text: string): string {
  return text.replace(
    /(^|[\s(])(\d{1,15}(?:\.\d{1,18})?) (?:USDC|USD)(?![\w-]|\.\w)/g,
    (_, before: string, amount: string) => `${before}${formatUsd(amount)}`,
  );
}

export const reference = {
  isPlainDecimal,
  add,
  sub,
  mul,
  compare,
  isZero,
  scale,
  normalize,
  toFixed,
  divCeil,
  floor,
  toAtomic,
  fromAtomic,
  formatUsd,
  formatUsdExact,
  formatAmount,
  formatAsset,
  formatMoney,
  dollarsInText,
};
