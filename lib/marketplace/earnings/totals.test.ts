import { describe, expect, it } from 'vitest';
import type { CategoryTotals, EarningsTotals } from './contract';
import { assetTotal, missingCategories } from './totals';

const ready = (SOL: string, USDC: string, NATIVE: string): CategoryTotals => ({
  earningsStatus: 'ready',
  byAsset: { SOL, USDC, NATIVE },
  count: 1,
});
const unavailable: CategoryTotals = { earningsStatus: 'unavailable', byAsset: null, count: null };

const complete: EarningsTotals = {
  jobs: ready('0.1', '1.5', '0'),
  referrals: ready('0.2', '0', '0'),
  tips: ready('0', '0', '100'),
  vault: ready('0', '0', '1000'),
  totalByAsset: { SOL: '0.3', USDC: '1.5', NATIVE: '1100' },
  earningsStatus: 'ready',
};

describe('assetTotal', () => {
  it('is the reported total when every category was counted', () => {
    expect(assetTotal(complete, 'NATIVE')).toEqual({ amount: '1100', missing: [] });
  });

  it('adds up the counted categories exactly, naming the one left out', () => {
    const partial: EarningsTotals = {
      ...complete,
      jobs: ready('0.025766347', '8.313363', '0'),
      referrals: ready('0.000000001', '0.000001', '0'),
      vault: unavailable,
      totalByAsset: null,
      earningsStatus: 'unavailable',
    };
    // No float on the way: 0.025766347 + 0.000000001 would not survive a binary number.
    expect(assetTotal(partial, 'SOL')).toEqual({ amount: '0.025766348', missing: ['vault'] });
    expect(assetTotal(partial, 'USDC')).toEqual({ amount: '8.313364', missing: ['vault'] });
    expect(assetTotal(partial, 'NATIVE')).toEqual({ amount: '100', missing: ['vault'] });
  });

  it('names every category left out, in report order', () => {
    const partial = {
      ...complete,
      tips: unavailable,
      jobs: unavailable,
      totalByAsset: null,
      earningsStatus: 'unavailable',
    };
    expect(assetTotal(partial as EarningsTotals, 'SOL')).toEqual({ amount: '0.2', missing: ['jobs', 'tips'] });
  });

  it('has no amount when nothing could be counted, never zero', () => {
    const none: EarningsTotals = {
      jobs: unavailable,
      referrals: unavailable,
      tips: unavailable,
      vault: unavailable,
      totalByAsset: null,
      earningsStatus: 'unavailable',
    };
    expect(assetTotal(none, 'USDC')).toEqual({ amount: null, missing: ['jobs', 'referrals', 'tips', 'vault'] });
  });

  it('does not count the vault twice: the reported total already holds it', () => {
    expect(assetTotal(complete, 'NATIVE').amount).not.toBe('2100');
  });
});

it('missingCategories treats a ready category without figures as not counted', () => {
  expect(missingCategories({ ...complete, tips: { earningsStatus: 'ready', byAsset: null, count: null } })).toEqual([
    'tips',
  ]);
});
