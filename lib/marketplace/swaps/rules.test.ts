/**
 * The swap rules against exact rational arithmetic: amounts and estimates are
 * recomputed here with bigint fractions straight from the contract's words
 * (part 8), independently of the module's atomic-unit shortcuts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ASSETS, ASSET_IDS, type AssetId } from '../assets';
import { SANDBOX_USD_PRICES, amountProblem, estimateSwap, legsOf, readAmount, type UsdPrices } from './rules';

// ---- an exact fraction over bigint --------------------------------------------

interface Fraction {
  n: bigint;
  d: bigint;
}
const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));
const frac = (n: bigint, d = 1n): Fraction => {
  const g = gcd(n, d) || 1n;
  return { n: n / g, d: d / g };
};
const parse = (decimal: string): Fraction => {
  const [whole, fraction = ''] = decimal.split('.');
  return frac(BigInt(`${whole}${fraction}`), 10n ** BigInt(fraction.length));
};
const times = (a: Fraction, b: Fraction) => frac(a.n * b.n, a.d * b.d);
const over = (a: Fraction, b: Fraction) => frac(a.n * b.d, a.d * b.n);
const minus = (a: Fraction, b: Fraction) => frac(a.n * b.d - b.n * a.d, a.d * b.d);
const cmp = (a: Fraction, b: Fraction) => {
  const x = a.n * b.d - b.n * a.d;
  return x < 0n ? -1 : x > 0n ? 1 : 0;
};
const pow10 = (k: number) => 10n ** BigInt(k);
/** Round down / up to `k` decimal places (all values here are non-negative). */
const floorTo = (a: Fraction, k: number) => frac((a.n * pow10(k)) / a.d, pow10(k));
const ceilTo = (a: Fraction, k: number) => frac((a.n * pow10(k) + a.d - 1n) / a.d, pow10(k));
const max0 = (a: Fraction) => (a.n < 0n ? frac(0n) : a);
/** The fraction as a decimal string with exactly `k` places (it must have at most `k`). */
const show = (a: Fraction, k: number) => {
  const scaled = (a.n * pow10(k)) / a.d;
  expect((a.n * pow10(k)) % a.d, 'representable at this precision').toBe(0n);
  const digits = scaled.toString().padStart(k + 1, '0');
  return k === 0 ? digits : `${digits.slice(0, -k)}.${digits.slice(-k)}`;
};

// ---- part 8, written out ------------------------------------------------------

const BRIDGE_FEE = frac(3n, 1000n);
const SMALL_FEE = frac(15n, 1000n);
const SLIPPAGE = frac(5n, 100n);
const THRESHOLDS: Partial<Record<AssetId, string>> = { SOL: '0.01', NATIVE: '4000', USDC: '1', SKR: '50' };

/** The estimate of part 8 over exact fractions: each leg's result rounded down to its asset's precision, bridge fees rounded up to 0.000001. */
function reference(from: AssetId, to: AssetId, amount: string, prices: UsdPrices) {
  let expected = parse(amount);
  let minimum = expected;
  let bridge: { gross: Fraction; fee: Fraction } | null = null;
  for (const leg of legsOf(from, to)) {
    if (leg.kind === 'bridge') {
      const fee = ceilTo(times(expected, BRIDGE_FEE), 6);
      bridge = { gross: expected, fee };
      expected = max0(minus(expected, fee));
      minimum = max0(minus(minimum, ceilTo(times(minimum, BRIDGE_FEE), 6)));
      continue;
    }
    const threshold = THRESHOLDS[leg.from];
    const small = threshold !== undefined && cmp(expected, parse(threshold)) <= 0;
    const rate = over(parse(prices[leg.from]), parse(prices[leg.to]));
    const k = ASSETS[leg.to].decimals;
    const one = frac(1n);
    expected = floorTo(times(times(expected, rate), small ? minus(one, SMALL_FEE) : one), k);
    minimum = floorTo(times(times(minimum, rate), minus(one, small ? SMALL_FEE : SLIPPAGE)), k);
  }
  const k = ASSETS[to].decimals;
  return {
    expectedAmountOut: show(expected, k),
    expectedAmountOutMin: show(minimum, k),
    bridgeGrossAmount: bridge ? show(bridge.gross, 6) : null,
    bridgeFeeAmount: bridge ? show(bridge.fee, 6) : null,
  };
}

// ---- generators ---------------------------------------------------------------

const asset = fc.constantFrom(...ASSET_IDS);
const pair = fc.tuple(asset, asset).filter(([a, b]) => a !== b);
const digits = (min: number, max: number) => fc.stringMatching(new RegExp(`^[0-9]{${min},${max}}$`));
/** An amount of `asset` within its precision, between one atomic unit and about 10^12 whole units. */
const atomicOf = (id: AssetId) => fc.bigInt({ min: 1n, max: 10n ** BigInt(ASSETS[id].decimals + 12) });
const decimalOf = (atomic: bigint, decimals: number) => show(frac(atomic, pow10(decimals)), decimals);

describe('reading an amount', () => {
  it('accepts exactly the plain positive decimals within the asset’s precision, and reads their exact value', () => {
    fc.assert(
      fc.property(asset, digits(1, 24), fc.option(digits(1, 14)), fc.nat(6), (id, whole, fraction, zeros) => {
        const text = fraction === null ? whole : `${whole}.${fraction}${'0'.repeat(zeros)}`;
        const reading = readAmount(text, id);
        const value = parse(text);
        const significant = (fraction ?? '').replace(/0+$/, '').length;
        const acceptable =
          value.n > 0n && text.length <= 80 && cmp(value, frac(pow10(21))) < 0 && significant <= ASSETS[id].decimals;
        expect(reading.ok).toBe(acceptable);
        if (reading.ok) {
          expect(frac(reading.atomic, pow10(ASSETS[id].decimals))).toEqual(value);
          expect(reading.amount).toBe(show(value, ASSETS[id].decimals));
        }
      }),
    );
  });

  it('refuses signs, exponents, spaces, "all" and other text, whatever the asset', () => {
    const malformed = fc.oneof(
      digits(1, 6).map((d) => `-${d}`),
      digits(1, 6).map((d) => `+${d}`),
      fc.tuple(digits(1, 3), fc.integer({ min: -9, max: 9 })).map(([d, e]) => `${d}e${e}`),
      digits(1, 6).map((d) => ` ${d}`),
      digits(1, 6).map((d) => `.${d}`),
      digits(1, 6).map((d) => `${d}.`),
      digits(1, 6).map((d) => `${d},5`),
      fc.constantFrom('all', 'ALL', 'max', '', 'NaN', 'Infinity', '0x10', '1_000', '١٢'),
    );
    fc.assert(
      fc.property(asset, malformed, (id, text) => {
        expect(readAmount(text, id).ok).toBe(false);
      }),
    );
  });

  it('refuses zero however it is written', () => {
    for (const zero of ['0', '000', '0.0', '0.000000000000', 0])
      expect(readAmount(zero, 'SOL')).toMatchObject({ ok: false, problem: 'zero' });
  });

  it('holds the 80-character and 10^21 limits at their edges', () => {
    const long = `1.${'0'.repeat(78)}`;
    expect(long).toHaveLength(80);
    expect(readAmount(long, 'NATIVE')).toMatchObject({ ok: true, amount: '1' });
    expect(readAmount(`${long}0`, 'NATIVE')).toMatchObject({ ok: false, problem: 'too-long' });
    expect(readAmount('999999999999999999999.999999', 'USDC')).toMatchObject({
      ok: true,
      amount: '999999999999999999999.999999',
    });
    expect(readAmount('1000000000000000000000', 'USDC')).toMatchObject({ ok: false, problem: 'too-large' });
  });

  it('accepts JSON numbers up to the safe-integer maximum, by their exact value', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (n) => {
        const reading = readAmount(n, 'NATIVE');
        expect(reading).toMatchObject({ ok: true, atomic: BigInt(n) });
      }),
    );
    expect(readAmount(Number.MAX_SAFE_INTEGER + 2, 'NATIVE')).toMatchObject({ ok: false, problem: 'unsafe-number' });
    expect(readAmount(1.5, 'USDC')).toMatchObject({ ok: true, amount: '1.500000' });
    expect(readAmount(1e-7, 'SOL')).toMatchObject({ ok: false, problem: 'not-plain' });
    expect(readAmount(-1, 'SOL').ok).toBe(false);
  });

  it('accepts trailing zeros beyond the precision but no nonzero digit', () => {
    expect(readAmount('1.500000000000', 'USDC')).toMatchObject({ ok: true, amount: '1.500000' });
    expect(readAmount('1.0000001', 'USDC')).toMatchObject({ ok: false, problem: 'too-precise' });
    expect(readAmount('12.0', 'NATIVE')).toMatchObject({ ok: true, amount: '12' });
    expect(readAmount('12.5', 'NATIVE')).toMatchObject({ ok: false, problem: 'too-precise' });
  });
});

describe('the estimate', () => {
  it('equals the exact rational computation of part 8 for every pair and amount', () => {
    fc.assert(
      fc.property(
        pair.chain(([from, to]) => fc.tuple(fc.constant(from), fc.constant(to), atomicOf(from))),
        ([from, to, atomic]) => {
          const amount = decimalOf(atomic, ASSETS[from].decimals);
          const estimate = estimateSwap(from, to, atomic, SANDBOX_USD_PRICES);
          expect({
            expectedAmountOut: estimate.expectedAmountOut,
            expectedAmountOutMin: estimate.expectedAmountOutMin,
            bridgeGrossAmount: estimate.bridgeGrossAmount,
            bridgeFeeAmount: estimate.bridgeFeeAmount,
          }).toEqual(reference(from, to, amount, SANDBOX_USD_PRICES));
          expect(estimate.nothingArrives).toBe(cmp(parse(estimate.expectedAmountOut), frac(0n)) === 0);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('holds against any prices too, not only the sandbox’s', () => {
    const price = fc.tuple(fc.bigInt({ min: 1n, max: 10n ** 12n }), fc.nat(9)).map(([n, k]) => decimalOf(n, k));
    const prices = fc.record(
      Object.fromEntries(ASSET_IDS.map((id) => [id, price])) as Record<AssetId, fc.Arbitrary<string>>,
    );
    fc.assert(
      fc.property(
        pair.chain(([from, to]) => fc.tuple(fc.constant(from), fc.constant(to), atomicOf(from))),
        prices,
        ([from, to, atomic], table) => {
          // Stablecoins stay one to one: the bridge never converts.
          const stable = { ...table, USDC_BASE: table.USDC, USDG_ALT: table.USDC };
          const estimate = estimateSwap(from, to, atomic, stable);
          expect(estimate.expectedAmountOut).toBe(
            reference(from, to, decimalOf(atomic, ASSETS[from].decimals), stable).expectedAmountOut,
          );
        },
      ),
      { numRuns: 500 },
    );
  });

  it('never estimates a minimum above the estimate, and never gives less for more', () => {
    fc.assert(
      fc.property(
        pair.chain(([from, to]) => fc.tuple(fc.constant(from), fc.constant(to), atomicOf(from), atomicOf(from))),
        ([from, to, a, b]) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          const lo = estimateSwap(from, to, low, SANDBOX_USD_PRICES);
          const hi = estimateSwap(from, to, high, SANDBOX_USD_PRICES);
          expect(cmp(parse(lo.expectedAmountOutMin), parse(lo.expectedAmountOut))).toBeLessThanOrEqual(0);
          expect(cmp(parse(lo.expectedAmountOut), parse(hi.expectedAmountOut))).toBeLessThanOrEqual(0);
        },
      ),
    );
  });

  it('charges the bridge 0.3% of the stablecoin amount, rounded up to 0.000001, and nothing more', () => {
    fc.assert(
      fc.property(atomicOf('USDC'), (atomic) => {
        const estimate = estimateSwap('USDC', 'USDC_BASE', atomic, SANDBOX_USD_PRICES);
        const gross = parse(estimate.bridgeGrossAmount!);
        const fee = parse(estimate.bridgeFeeAmount!);
        const exact = times(gross, BRIDGE_FEE);
        expect(cmp(fee, exact)).toBeGreaterThanOrEqual(0);
        expect(cmp(minus(fee, exact), frac(1n, 1_000_000n))).toBeLessThan(0);
        expect(parse(estimate.expectedAmountOut)).toEqual(max0(minus(gross, fee)));
        expect(estimate.expectedAmountOutMin).toBe(estimate.expectedAmountOut);
      }),
    );
  });

  it('works through examples by hand', () => {
    // 1 SOL at 150: a large conversion, 5% slippage allowed.
    expect(estimateSwap('SOL', 'USDC', 1_000_000_000n, SANDBOX_USD_PRICES)).toMatchObject({
      expectedAmountOut: '150.000000',
      expectedAmountOutMin: '142.500000',
      bridgeGrossAmount: null,
      smallConversion: false,
    });
    // 0.01 SOL is at the threshold (inclusive): 1.5% fee, the minimum is the estimate.
    expect(estimateSwap('SOL', 'USDC', 10_000_000n, SANDBOX_USD_PRICES)).toMatchObject({
      expectedAmountOut: '1.477500',
      expectedAmountOutMin: '1.477500',
      smallConversion: true,
    });
    expect(estimateSwap('SOL', 'USDC', 10_000_001n, SANDBOX_USD_PRICES)).toMatchObject({ smallConversion: false });
    // 100 USDC across to Base: 0.300000 fee.
    expect(estimateSwap('USDC', 'USDC_BASE', 100_000_000n, SANDBOX_USD_PRICES)).toMatchObject({
      expectedAmountOut: '99.700000',
      bridgeGrossAmount: '100.000000',
      bridgeFeeAmount: '0.300000',
    });
    // 0.000001 USDC: the fee rounds up to all of it, nothing arrives.
    expect(estimateSwap('USDC', 'USDC_BASE', 1n, SANDBOX_USD_PRICES)).toMatchObject({
      expectedAmountOut: '0.000000',
      bridgeFeeAmount: '0.000001',
      nothingArrives: true,
    });
    // USDC on Base to SOL: bridge first (0.3%), then 99.7 USDC enter a large conversion.
    expect(estimateSwap('USDC_BASE', 'SOL', 100_000_000n, SANDBOX_USD_PRICES)).toMatchObject({
      bridgeGrossAmount: '100.000000',
      bridgeFeeAmount: '0.300000',
      expectedAmountOut: '0.664666666',
      expectedAmountOutMin: '0.631433333',
    });
    // 4000 NATIVE is small (1 USDC worth, less 1.5%); 4001 is not.
    expect(estimateSwap('NATIVE', 'USDC', 4000n, SANDBOX_USD_PRICES)).toMatchObject({
      expectedAmountOut: '0.985000',
      smallConversion: true,
    });
    expect(estimateSwap('NATIVE', 'USDC', 4001n, SANDBOX_USD_PRICES)).toMatchObject({
      expectedAmountOut: '1.000250',
      smallConversion: false,
    });
  });

  it('routes pairs on Solana as one conversion and others through one bridge', () => {
    expect(legsOf('SOL', 'SKR')).toEqual([{ kind: 'conversion', from: 'SOL', to: 'SKR' }]);
    expect(legsOf('USDC_BASE', 'USDG_ALT')).toEqual([{ kind: 'bridge', from: 'USDC_BASE', to: 'USDG_ALT' }]);
    expect(legsOf('SKR', 'USDC_BASE')).toEqual([
      { kind: 'conversion', from: 'SKR', to: 'USDC' },
      { kind: 'bridge', from: 'USDC', to: 'USDC_BASE' },
    ]);
  });
});

describe('the form’s check', () => {
  it('enforces the SOL to USDC minimum of 0.0001 SOL, inclusive', () => {
    expect(amountProblem('0.0001', 'SOL', 'USDC', '1')).toBeNull();
    expect(amountProblem('0.00009', 'SOL', 'USDC', '1')).toMatch(/starts at 0.0001 SOL/);
    expect(amountProblem('0.00009', 'SOL', 'SKR', '1')).toBeNull();
  });

  it('never allows more than the available balance, and allows all of it', () => {
    expect(amountProblem('2.500000000', 'SOL', 'USDC', '2.500000000')).toBeNull();
    expect(amountProblem('2.500000001', 'SOL', 'USDC', '2.500000000')).toMatch(/more than your available SOL/);
  });

  it('speaks plain words', () => {
    expect(amountProblem('1.5', 'NATIVE', 'USDC', undefined)).toBe('NATIVE moves in whole units only.');
    expect(amountProblem('1e3', 'USDC', 'SOL', undefined)).toMatch(/digits/);
  });
});
