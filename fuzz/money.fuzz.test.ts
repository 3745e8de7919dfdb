/**
 * `lib/money.ts` against the module it replaced (`money-reference.ts`, on big.js): for random decimal
 * strings (signs, leading zeros, "-0", forty and more decimals, tiny and huge values, rounding ties) and
 * for what is not one (exponents, spaces, numbers, null), every export gives the same string or throws the
 * same kind of error. FUZZ_RUNS inputs per export, else 5,000; FUZZ_SEED replays a run.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as money from '@/lib/money';
import { reference } from './money-reference';

const RUNS = Number(process.env.FUZZ_RUNS ?? 5_000);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

/** What a call gives: its value, or the kind of error it throws. */
function outcome(call: () => unknown): { value: unknown } | { throws: string } {
  try {
    return { value: call() };
  } catch (error) {
    return { throws: (error as Error).constructor.name };
  }
}

/** Digits leaning on 0, 4, 5 and 9, where rounding and carries happen. */
const digits = (minLength: number, maxLength: number) =>
  fc
    .array(fc.oneof(fc.constantFrom('0', '4', '5', '9'), fc.constantFrom(...'0123456789')), { minLength, maxLength })
    .map((list) => list.join(''));
const sign = fc.constantFrom('', '-');

const decimal = fc.oneof(
  // Anything written: leading zeros, trailing zeros, up to 48 decimals.
  fc
    .tuple(sign, digits(1, 24), fc.option(digits(1, 48), { nil: undefined }))
    .map(([minus, whole, fraction]) => `${minus}${whole}${fraction === undefined ? '' : `.${fraction}`}`),
  // Tiny: 0.000…0123, down to and past the 40th place.
  fc
    .tuple(sign, fc.integer({ min: 0, max: 46 }), digits(1, 6))
    .map(([minus, zeros, tail]) => `${minus}0.${'0'.repeat(zeros)}${tail}`),
  // Huge: 123000…0.
  fc
    .tuple(sign, digits(1, 6), fc.integer({ min: 0, max: 40 }))
    .map(([minus, head, zeros]) => `${minus}${head}${'0'.repeat(zeros)}`),
  fc.constantFrom('0', '-0', '0.0', '-0.000', '00', '1', '-1', '0.005', '-0.005', '0.0049', '0.9', '3', '7'),
);

const notDecimal = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.stringMatching(/^[-+ .,0-9eE]{0,10}$/),
  fc.constantFrom('1e-7', '1e3', '-1E+2', '.5', '1.', '-', '+1', 'NaN', 'Infinity', ' 1', '1 ', '0x10', '1_000'),
);
const notAString = fc.oneof(fc.double(), fc.integer(), fc.constantFrom(null, undefined, true, 0.1, -0, 1e21));

/** Mostly decimals; sometimes a string that is not one, or not a string at all. */
const input = fc.oneof(
  { weight: 12, arbitrary: decimal },
  { weight: 2, arbitrary: notDecimal },
  { weight: 1, arbitrary: notAString },
) as fc.Arbitrary<string>;

/** Decimal places: mostly sensible, sometimes negative, fractional or beyond what big.js allows. */
const places = fc.oneof(
  { weight: 12, arbitrary: fc.integer({ min: 0, max: 45 }) },
  { weight: 1, arbitrary: fc.constantFrom(-1, -3, 1.5, Number.NaN, 1e7) },
);

/** Texts with amounts before USD and USDC among other words and signs. */
const text = fc
  .array(
    fc.oneof(
      decimal.map((amount) => `${amount} USD`),
      decimal.map((amount) => `${amount} USDC`),
      fc.constantFrom(' ', '(', ')', '.', 'v', '-pegged', '_BASE', 'USD', 'Paid ', ' fee '),
      fc.string({ maxLength: 6 }),
    ),
    { maxLength: 8 },
  )
  .map((parts) => parts.join(''));

/** `call` gives the same with both modules, for every input `args` draws. */
const same = <T>(args: fc.Arbitrary<T>, call: (m: typeof money, drawn: T) => unknown) =>
  fc.assert(
    fc.property(args, (drawn) => {
      expect(outcome(() => call(money, drawn))).toEqual(outcome(() => call(reference, drawn)));
    }),
    { numRuns: RUNS, seed: SEED },
  );

describe('money on BigInt, against big.js', () => {
  it('adds, subtracts and multiplies', () => {
    same(fc.tuple(input, input), (m, [a, b]) => m.add(a, b));
    same(fc.tuple(input, input), (m, [a, b]) => m.sub(a, b));
    same(fc.tuple(input, input), (m, [a, b]) => m.mul(a, b));
  });

  it('compares and tells zero', () => {
    same(fc.tuple(input, input), (m, [a, b]) => m.compare(a, b));
    same(input, (m, a) => m.isZero(a));
  });

  it('normalizes and measures scale', () => {
    same(input, (m, a) => m.normalize(a));
    same(decimal, (m, a) => m.scale(a));
    same(input, (m, a) => m.isPlainDecimal(a));
  });

  it('rounds half up, down, and divides rounding up', () => {
    same(fc.tuple(input, places), (m, [a, decimals]) => m.toFixed(a, decimals));
    same(fc.tuple(input, places), (m, [a, decimals]) => m.floor(a, decimals));
    const divisor = fc.oneof(input, fc.constantFrom('0', '-0.00', '1', '-1', '0.9', '3', '7', '0.001', '1000'));
    same(fc.tuple(input, divisor, places), (m, [a, b, decimals]) => m.divCeil(a, b, decimals));
  });

  it('converts to and from atomic units', () => {
    same(fc.tuple(input, fc.integer({ min: 0, max: 24 })), (m, [a, decimals]) => m.toAtomic(a, decimals));
    same(
      fc.tuple(fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }), fc.integer({ min: 0, max: 24 })),
      (m, [atomic, decimals]) => m.fromAtomic(atomic, decimals),
    );
  });

  it('formats for people', () => {
    same(input, (m, a) => m.formatUsd(a));
    same(input, (m, a) => m.formatUsdExact(a));
    same(fc.tuple(input, fc.integer({ min: 0, max: 8 })), (m, [a, minDecimals]) => m.formatAmount(a, minDecimals));
    same(fc.tuple(input, fc.integer({ min: 0, max: 8 })), (m, [a, minDecimals]) =>
      m.formatAsset(a, 'USDC', minDecimals),
    );
    same(
      fc.tuple(input, fc.constantFrom('USDC', 'USDG', 'SOL'), fc.constantFrom('usd', 'token', 'both')),
      (m, [a, token, show]) => m.formatMoney(a, token, show),
    );
    same(text, (m, words) => m.dollarsInText(words));
  });
});
