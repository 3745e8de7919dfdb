import { describe, expect, it } from 'vitest';
import { agentToHumanPrice, asksAtMost, meetsMinimum, minimumSolTotal, minimumUsdcTotal, socialPrice } from './price';

describe('social prices', () => {
  it('charges 0.025 USDC a like and 0.003 a view, exactly', () => {
    expect(socialPrice('xlikes', 40)).toEqual({ amount: '1.000000', atomic: '1000000' });
    expect(socialPrice('xlikes', 5)).toEqual({ amount: '0.125000', atomic: '125000' });
    expect(socialPrice('xlikes', 250)).toEqual({ amount: '6.250000', atomic: '6250000' });
    expect(socialPrice('xviews', 100)).toEqual({ amount: '0.300000', atomic: '300000' });
    expect(socialPrice('xviews', 10)).toEqual({ amount: '0.030000', atomic: '30000' });
    expect(socialPrice('xviews', 4999)).toEqual({ amount: '14.997000', atomic: '14997000' });
  });
});

describe('agent-to-human prices', () => {
  it('is winners x reward per winner', () => {
    expect(agentToHumanPrice(10, '0.025')).toEqual({ amount: '0.250000', atomic: '250000' });
    expect(agentToHumanPrice(3, '0.03')).toEqual({ amount: '0.090000', atomic: '90000' });
    expect(agentToHumanPrice(100, '1.234567')).toEqual({ amount: '123.456700', atomic: '123456700' });
    // 0.1 x 3 is exactly 0.3 here, never 0.30000000000000004.
    expect(agentToHumanPrice(3, '0.1').amount).toBe('0.300000');
  });
});

describe('external social job minimums', () => {
  it('needs at least max(2.50, 0.025 x n) USDC', () => {
    expect(minimumUsdcTotal(25)).toBe('2.500000');
    expect(minimumUsdcTotal(100)).toBe('2.500000');
    expect(minimumUsdcTotal(101)).toBe('2.525000');
    expect(minimumUsdcTotal(1000)).toBe('25.000000');
  });

  it('needs at least max(0.01, 0.00012 x n) SOL from the balance', () => {
    expect(minimumSolTotal(25)).toBe('0.010000000');
    expect(minimumSolTotal(83)).toBe('0.010000000');
    expect(minimumSolTotal(84)).toBe('0.010080000');
    expect(minimumSolTotal(1000)).toBe('0.120000000');
  });

  it('compares totals exactly', () => {
    expect(meetsMinimum('2.5', minimumUsdcTotal(25))).toBe(true);
    expect(meetsMinimum('2.499999', minimumUsdcTotal(25))).toBe(false);
    expect(meetsMinimum('0.12', minimumSolTotal(1000))).toBe(true);
    expect(meetsMinimum('0.119999999', minimumSolTotal(1000))).toBe(false);
  });
});

describe('a job payment held against the total set for it', () => {
  it('asks at most that total, in well-formed atomic units', () => {
    expect(asksAtMost('2500000', '2.50')).toBe(true);
    expect(asksAtMost('2400000', '2.50')).toBe(true);
    expect(asksAtMost('2500001', '2.50')).toBe(false);
    expect(asksAtMost('9999999', undefined)).toBe(true);
    expect(asksAtMost('2.5', undefined)).toBe(false);
  });
});
