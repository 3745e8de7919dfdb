import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  add,
  compare,
  divCeil,
  floor,
  formatAsset,
  formatMoney,
  formatUsd,
  formatUsdExact,
  fromAtomic,
  dollarsInText,
  isPlainDecimal,
  isZero,
  normalize,
  scale,
  sub,
  toAtomic,
  toFixed,
} from './money';
import { ROOT, valueImports } from '@/test/import-graph';

describe('money', () => {
  // Pages and the signed-in header format amounts with this module: it brings no package into their first load.
  it('does its arithmetic without any package', () => {
    expect(valueImports(join(ROOT, 'lib/money.ts'))).toEqual([]);
  });

  it('adds and subtracts decimal strings exactly', () => {
    expect(add('0.1', '0.2')).toBe('0.3');
    expect(sub('10.00', '0.01')).toBe('9.99');
    expect(add('999999999999999999.99', '0.01')).toBe('1000000000000000000');
  });

  it('refuses anything that is not a decimal string', () => {
    expect(() => add('1e3', '1')).toThrow(TypeError);
    expect(() => add('', '1')).toThrow(TypeError);
    // A JS number must never reach the arithmetic.
    expect(() => add(0.1 as unknown as string, '1')).toThrow();
  });

  it('tells zero from anything else, however it is written', () => {
    for (const zero of ['0', '0.000000000', '-0.0']) expect(isZero(zero)).toBe(true);
    for (const other of ['0.000000001', '-1', '12']) expect(isZero(other)).toBe(false);
  });

  it('recognizes plain decimals only', () => {
    expect(isPlainDecimal('12.50')).toBe(true);
    expect(isPlainDecimal('12')).toBe(true);
    for (const bad of ['-1', '1.', '.5', '1e5', ' 1', '1,5', 'NaN']) expect(isPlainDecimal(bad)).toBe(false);
  });

  it('converts to and from atomic units without floating point', () => {
    expect(toAtomic('10', 6)).toBe(10_000_000n);
    expect(toAtomic('0.000001', 6)).toBe(1n);
    expect(toAtomic('1.500000000', 6)).toBe(1_500_000n);
    expect(() => toAtomic('0.0000001', 6)).toThrow(RangeError);
    expect(fromAtomic(1n, 6)).toBe('0.000001');
    expect(fromAtomic('123456789', 6)).toBe('123.456789');
    expect(fromAtomic(5n, 0)).toBe('5');
  });

  it('round-trips atomic units for any amount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.integer({ min: 0, max: 18 }), (atomic, decimals) => {
        expect(toAtomic(fromAtomic(atomic, decimals), decimals)).toBe(atomic);
      }),
    );
  });

  it('divides rounding up to the requested scale', () => {
    expect(divCeil('9.00', '0.9', 2)).toBe('10.00');
    expect(divCeil('10.00', '0.9', 2)).toBe('11.12');
    expect(divCeil('0.01', '0.9', 2)).toBe('0.02');
  });

  it('rounds on the size of an amount, and keeps the sign as it always has', () => {
    expect(toFixed('0.125', 2)).toBe('0.13');
    expect(toFixed('-0.125', 2)).toBe('-0.13');
    expect(toFixed('-0.001', 2)).toBe('-0.00');
    expect(floor('-1.239', 2)).toBe('-1.23');
    expect(floor('-0.001', 2)).toBe('0.00');
    expect(divCeil('1', '3', 2)).toBe('0.34');
    expect(divCeil('-1', '3', 2)).toBe('-0.34');
    expect(normalize('-0.000')).toBe('0');
    expect(add('-0', '0')).toBe('0');
    expect(() => divCeil('1', '0.00', 2)).toThrow();
    expect(() => toFixed('1', -1)).toThrow();
    expect(() => floor('1', 1.5)).toThrow();
  });

  it('compares, normalizes and measures scale', () => {
    expect(compare('1.10', '1.1')).toBe(0);
    expect(compare('2', '10')).toBe(-1);
    expect(normalize('001.500')).toBe('1.5');
    expect(scale('1.500')).toBe(3);
  });

  it('says an amount about to be paid exactly, never rounded to a cent it is not', () => {
    expect(formatUsdExact('0.033')).toBe('$0.033');
    expect(formatUsdExact('0.045000')).toBe('$0.045');
    expect(formatUsdExact('1234.5')).toBe('$1,234.50');
    expect(formatUsdExact('2.500000')).toBe('$2.50');
    expect(formatUsdExact('1000.0001')).toBe('$1,000.0001');
  });

  it('formats for people: dollars to the cent, tokens exact', () => {
    expect(formatUsd('1234.5')).toBe('$1,234.50');
    expect(formatUsd('-3')).toBe('-$3.00');
    expect(formatUsd('1118.000000')).toBe('$1,118.00');
    expect(formatUsd('22.220089')).toBe('$22.22');
    expect(formatUsd('22.22007')).toBe('$22.22');
    expect(formatUsd('9.000000')).toBe('$9.00');
    expect(formatUsd('0')).toBe('$0.00');
    expect(formatAsset('9.000000', 'USDC')).toBe('9.00 USDC');
    expect(formatAsset('0.123456', 'USDC')).toBe('0.123456 USDC');
    expect(formatAsset('22.220089', 'USDC')).toBe('22.220089 USDC');
  });

  it('rounds to the cent half up, in decimal arithmetic', () => {
    expect(formatUsd('22.225')).toBe('$22.23');
    expect(formatUsd('22.224999999999999999')).toBe('$22.22');
    expect(formatUsd('0.005')).toBe('$0.01');
    expect(formatUsd('999999999999.995')).toBe('$1,000,000,000,000.00');
    expect(formatUsd('-22.225')).toBe('-$22.23');
    // 0.1 + 0.2 in floating point would be 0.30000000000000004; as decimals it is exact.
    expect(formatUsd(add('0.1', '0.2'))).toBe('$0.30');
  });

  it('never reads a positive amount as nothing', () => {
    expect(formatUsd('0.004999')).toBe('under $0.01');
    expect(formatUsd('0.000001')).toBe('under $0.01');
    expect(formatUsd('-0.000089')).toBe('-(under $0.01)');
    expect(formatUsd('0.000000')).toBe('$0.00');
  });

  it('shows an amount in dollars to the cent, and the exact token amount beside it', () => {
    expect(formatMoney('10.000000', 'USDC', 'both')).toEqual({ primary: '$10.00', secondary: '10.00 USDC' });
    expect(formatMoney('22.220089', 'USDC', 'both')).toEqual({ primary: '$22.22', secondary: '22.220089 USDC' });
    expect(formatMoney('1234.5', 'USDC', 'usd')).toEqual({ primary: '$1,234.50' });
    expect(formatMoney('1234.5', 'USDC', 'token')).toEqual({ primary: '1,234.50 USDC' });
    // A token that is not a dollar is never shown as dollars.
    expect(formatMoney('2.5', 'SOL', 'both')).toEqual({ primary: '2.50 SOL' });
    expect(() => formatMoney(10 as unknown as string, 'USDC', 'both')).toThrow();
  });

  it('reads the amounts in a marketplace text as dollars, touching nothing else', () => {
    expect(dollarsInText('You received 9.000000 USD for order 12.')).toBe('You received $9.00 for order 12.');
    expect(dollarsInText('Paid 22.220089 USDC (fee 2.2 USDC).')).toBe('Paid $22.22 (fee $2.20).');
    expect(dollarsInText('9.000000 USD')).toBe('$9.00');
    // Not a plain amount before the word, or another word: left as written.
    for (const text of ['v1.5 USD', '9.0 USDC_BASE', '9 USDT', '1e3 USD', 'USD 9.00', '9.000000 USD-pegged'])
      expect(dollarsInText(text)).toBe(text);
  });
});
