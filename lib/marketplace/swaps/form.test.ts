import { describe, expect, it } from 'vitest';
import { safeParse } from '../schema';
import { swapFormSchema } from './form';
import { maxAmountOf, sameIntent, swapBodyOf } from './form-values';

const balances = {
  SOL: '1.500000000',
  NATIVE: '12000',
  USDC: '25.000000',
  SKR: '0.000000',
  USDC_BASE: '3.000000',
  USDG_ALT: '0.000000',
};
const problem = (values: { fromToken: string; toToken: string; amount: string }) => {
  const result = safeParse(swapFormSchema(balances), values);
  return result.success ? null : result.error.issues.map((i) => i.message)[0];
};

describe('the swap form', () => {
  it('accepts a plain amount within precision and balance, trailing zeros included', () => {
    expect(problem({ fromToken: 'SOL', toToken: 'USDC', amount: '0.5000000000000' })).toBeNull();
    expect(problem({ fromToken: 'SOL', toToken: 'USDC', amount: '1.5' })).toBeNull();
  });

  it('refuses too many decimals, signs, exponents, zero and more than the balance, in words', () => {
    expect(problem({ fromToken: 'USDC', toToken: 'SOL', amount: '1.0000001' })).toBe('USDC takes at most 6 decimals.');
    expect(problem({ fromToken: 'NATIVE', toToken: 'SOL', amount: '1.5' })).toBe('NATIVE moves in whole units only.');
    expect(problem({ fromToken: 'SOL', toToken: 'USDC', amount: '1e3' })).toMatch(/digits/);
    expect(problem({ fromToken: 'SOL', toToken: 'USDC', amount: '-1' })).toMatch(/digits/);
    expect(problem({ fromToken: 'SOL', toToken: 'USDC', amount: '0.000' })).toBe('Enter an amount above zero.');
    expect(problem({ fromToken: 'SOL', toToken: 'USDC', amount: '1.500000001' })).toBe(
      'That is more than your available SOL.',
    );
    expect(problem({ fromToken: 'SOL', toToken: 'USDC', amount: '0.00009' })).toMatch(/starts at 0\.0001 SOL/);
    expect(problem({ fromToken: 'SOL', toToken: 'SOL', amount: '1' })).toBe('Choose two different assets.');
  });

  it('fills "max" with the exact balance, which the form accepts', () => {
    expect(maxAmountOf('1.500000000', 'SOL')).toBe('1.5');
    expect(maxAmountOf('12000', 'NATIVE')).toBe('12000');
    expect(maxAmountOf('0.123456789', 'SOL')).toBe('0.123456789');
    expect(problem({ fromToken: 'SOL', toToken: 'USDC', amount: maxAmountOf(balances.SOL, 'SOL') })).toBeNull();
  });

  it('sends the amount at the asset precision and knows the same intent however it is written', () => {
    const body = swapBodyOf({ fromToken: 'SOL', toToken: 'USDC', amount: ' 0.50 ' }, 'swap:k');
    expect(body).toEqual({ fromToken: 'SOL', toToken: 'USDC', amount: '0.500000000', idempotencyKey: 'swap:k' });
    expect(sameIntent(body, { fromToken: 'SOL', toToken: 'USDC', amount: '0.5' })).toBe(true);
    expect(sameIntent(body, { fromToken: 'SOL', toToken: 'USDC', amount: '0.6' })).toBe(false);
  });
});
