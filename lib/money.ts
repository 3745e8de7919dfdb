/**
 * Money as decimal strings. Every amount on the wire and on screen is a string;
 * arithmetic parses it into an exact decimal (a BigInt of units and a scale) and
 * refuses anything else, so a JS number can never sneak in.
 */

export type DecimalString = string;

/** A plain non-negative decimal: digits, optionally a dot and more digits. */
const PLAIN_DECIMAL = /^\d+(\.\d+)?$/;
/** Same, allowing a leading minus sign (ledger entries). */
const SIGNED_DECIMAL = /^-?\d+(\.\d+)?$/;

export function isPlainDecimal(value: string): boolean {
  return PLAIN_DECIMAL.test(value);
}

/** `units / 10^places`, exactly. */
interface Decimal {
  units: bigint;
  places: number;
}

/** Places a quotient keeps before it is rounded again (as big.js's DP did). */
const QUOTIENT_PLACES = 40;
/** Most decimal places a result may ask for (as big.js allowed). */
const MAX_PLACES = 1e6;

const pow10 = (exponent: number): bigint => 10n ** BigInt(exponent);
const abs = (n: bigint): bigint => (n < 0n ? -n : n);

function decimal(value: DecimalString): Decimal {
  if (typeof value !== 'string' || !SIGNED_DECIMAL.test(value))
    throw new TypeError(`not a decimal string: ${JSON.stringify(value)}`);
  return { units: BigInt(value.replace('.', '')), places: scale(value) };
}

function checkPlaces(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MAX_PLACES)
    throw new Error(`invalid decimal places: ${decimals}`);
}

/** `value` written with `places` more zeros: the same amount at a larger scale. */
const widen = (value: Decimal, places: number): bigint => value.units * pow10(places - value.places);

/** Both at the larger of their scales. */
function align(a: Decimal, b: Decimal): [bigint, bigint, number] {
  const places = Math.max(a.places, b.places);
  return [widen(a, places), widen(b, places), places];
}

type Rounding = 'half-up' | 'down' | 'up';

/** `value` to `places` decimals, as units at that scale; rounding acts on the size, away from or towards zero. */
function round(value: Decimal, places: number, rounding: Rounding): bigint {
  if (value.places <= places) return widen(value, places);
  const divisor = pow10(value.places - places);
  const size = abs(value.units);
  const remainder = size % divisor;
  const up = rounding === 'up' ? remainder > 0n : rounding === 'half-up' && remainder * 2n >= divisor;
  const rounded = size / divisor + (up ? 1n : 0n);
  return value.units < 0n ? -rounded : rounded;
}

/** Exactly `places` decimals; a minus sign when `negative`. */
function write(size: bigint, places: number, negative: boolean): DecimalString {
  const digits = size.toString().padStart(places + 1, '0');
  const whole = digits.slice(0, digits.length - places);
  return `${negative ? '-' : ''}${whole}${places > 0 ? `.${digits.slice(digits.length - places)}` : ''}`;
}

/** Units at a scale, with their sign. */
const writeUnits = (units: bigint, places: number): DecimalString => write(abs(units), places, units < 0n);

/** Canonical form: no trailing zeros after the point, no leading zeros, no "-0". */
function canonical({ units, places }: Decimal): DecimalString {
  while (places > 0 && units % 10n === 0n) {
    units /= 10n;
    places -= 1;
  }
  return writeUnits(units, places);
}

export function add(a: DecimalString, b: DecimalString): DecimalString {
  const [x, y, places] = align(decimal(a), decimal(b));
  return canonical({ units: x + y, places });
}

export function sub(a: DecimalString, b: DecimalString): DecimalString {
  const [x, y, places] = align(decimal(a), decimal(b));
  return canonical({ units: x - y, places });
}

export function mul(a: DecimalString, b: DecimalString): DecimalString {
  const x = decimal(a);
  const y = decimal(b);
  return canonical({ units: x.units * y.units, places: x.places + y.places });
}

export function compare(a: DecimalString, b: DecimalString): -1 | 0 | 1 {
  const [x, y] = align(decimal(a), decimal(b));
  return x < y ? -1 : x > y ? 1 : 0;
}

export const isZero = (a: DecimalString): boolean => decimal(a).units === 0n;

/** Number of digits after the decimal point (trailing zeros count). */
export function scale(value: DecimalString): number {
  const dot = value.indexOf('.');
  return dot === -1 ? 0 : value.length - dot - 1;
}

/** Canonical form: no trailing zeros after the point, no leading zeros. */
export const normalize = (value: DecimalString): DecimalString => canonical(decimal(value));

/**
 * Fixed number of decimals, rounding half up. A negative amount keeps its sign
 * even when it rounds to zero ("-0.001" -> "-0.00"), as it always has.
 */
export function toFixed(value: DecimalString, decimals: number): DecimalString {
  const amount = decimal(value);
  checkPlaces(decimals);
  return write(abs(round(amount, decimals, 'half-up')), decimals, amount.units < 0n);
}

/**
 * Divide and round up (away from zero) to `decimals` places. The quotient is
 * first taken to 40 places, half up, then rounded up from there.
 */
export function divCeil(a: DecimalString, b: DecimalString, decimals: number): DecimalString {
  const x = decimal(a);
  const y = decimal(b);
  if (y.units === 0n) throw new Error('division by zero');
  checkPlaces(decimals);
  // x / y at QUOTIENT_PLACES: (x.units * 10^(y.places + Q)) / (y.units * 10^x.places), on the sizes.
  const numerator = abs(x.units) * pow10(y.places + QUOTIENT_PLACES);
  const denominator = abs(y.units) * pow10(x.places);
  const size = numerator / denominator + ((numerator % denominator) * 2n >= denominator ? 1n : 0n);
  const units = x.units < 0n !== y.units < 0n ? -size : size;
  return writeUnits(round({ units, places: QUOTIENT_PLACES }, decimals, 'up'), decimals);
}

/** Round down (towards zero) to `decimals` places. */
export function floor(value: DecimalString, decimals: number): DecimalString {
  const amount = decimal(value);
  checkPlaces(decimals);
  return writeUnits(round(amount, decimals, 'down'), decimals);
}

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
  return writeUnits(typeof atomic === 'bigint' ? atomic : BigInt(atomic), decimals);
}

/** Group the whole part with thin commas: "1234567.5" -> "1,234,567.5". */
function groupThousands(value: DecimalString): string {
  const [whole = '0', fraction] = value.split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  const grouped = whole.replace('-', '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${grouped}${fraction !== undefined ? `.${fraction}` : ''}`;
}

/**
 * "$1,234.50": a USD decimal string to the cent, as people read amounts
 * first. Rounds half up (22.225 -> $22.23, 22.224999 -> $22.22), in decimal
 * arithmetic. A non-zero amount that would round to $0.00 reads "under $0.01";
 * the exact amount is for `formatAsset`, on the one line where it matters.
 */
export function formatUsd(value: DecimalString): string {
  const amount = decimal(value);
  const size: Decimal = { units: abs(amount.units), places: amount.places };
  const negative = amount.units < 0n;
  // Nearer zero than half a cent: 0 < size * 200 < 1.
  if (size.units > 0n && size.units * 200n < pow10(size.places)) return negative ? '-(under $0.01)' : 'under $0.01';
  const cents = groupThousands(write(round(size, 2, 'half-up'), 2, false));
  return negative ? `-$${cents}` : `$${cents}`;
}

/**
 * An amount about to be paid, in dollars and exact: "$0.033" where a cent would round it ("$0.03" is less than is
 * signed); "$2.50" when it is whole cents.
 */
export function formatUsdExact(value: DecimalString): string {
  const normalized = normalize(value);
  return scale(normalized) <= 2 || normalized.startsWith('-') ? formatUsd(value) : `$${groupThousands(normalized)}`;
}

/** "1,234.5": trims trailing zeros, keeps at least `minDecimals`; for an amount whose asset is said apart or not known. */
export function formatAmount(value: DecimalString, minDecimals = 2): string {
  const normalized = normalize(value);
  return groupThousands(scale(normalized) < minDecimals ? toFixed(normalized, minDecimals) : normalized);
}

/** "12.5 USDC": trims trailing zeros, keeps at least `minDecimals`. */
export const formatAsset = (value: DecimalString, asset: string, minDecimals = 2): string =>
  `${formatAmount(value, minDecimals)} ${asset}`;

/** Tokens worth one US dollar each, whose amounts can also be shown in dollars. */
const DOLLAR_TOKENS = new Set(['USDC', 'USDG']);

export type MoneyDisplay = 'usd' | 'token' | 'both';

/**
 * An amount as people read it: "$10.00" (to the cent) and/or the exact
 * "10.000123 USDC", from a decimal string (never atomic units). Tokens that are
 * not dollars show as tokens.
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

/**
 * A text from the marketplace (a notification) with each "9.000000 USD" or
 * "22.220089 USDC" in it read as dollars to the cent. Only a plain decimal
 * standing alone before the word USD or USDC is touched; everything else
 * stays as written.
 */
export function dollarsInText(text: string): string {
  return text.replace(
    /(^|[\s(])(\d{1,15}(?:\.\d{1,18})?) (?:USDC|USD)(?![\w-]|\.\w)/g,
    (_, before: string, amount: string) => `${before}${formatUsd(amount)}`,
  );
}
