import { describe, expect, it } from 'vitest';
import { winnerShare } from './payout';

const reward = (overrides: Record<string, unknown> = {}) =>
  ({
    status: 'advertised',
    basis: 'advertised',
    assetId: 'USDC_BASE',
    network: 'base',
    amount: '1',
    winnerCount: 2,
    scope: 'gross_pool',
    ...overrides,
  }) as const;

describe('winnerShare', () => {
  it('shares a gross pool equally among its places, in decimal strings', () => {
    expect(winnerShare(reward())).toEqual({ amount: '0.5', text: '0.50 USDC' });
    expect(winnerShare(reward({ amount: '25', winnerCount: 5, assetId: 'USDC' }))).toEqual({
      amount: '5',
      text: '5.00 USDC',
    });
  });

  it('rounds a share down to the asset’s precision, never paying out more than the pool', () => {
    expect(winnerShare(reward({ amount: '1', winnerCount: 3 }))?.amount).toBe('0.333333');
    expect(winnerShare(reward({ amount: '10', winnerCount: 3, assetId: 'NATIVE' }))?.text).toBe('3 NATIVE');
    expect(winnerShare(reward({ amount: '0.3', winnerCount: 1, assetId: 'SOL' }))?.text).toBe('0.3 SOL');
  });

  it('pays a legacy per-worker amount whole to each winner', () => {
    expect(winnerShare(reward({ scope: 'legacy_per_worker', amount: '2.5', winnerCount: 4 }))?.text).toBe('2.50 USDC');
  });

  it('knows no share for an unknown reward, asset or number of places', () => {
    expect(winnerShare(null)).toBeNull();
    expect(winnerShare(undefined)).toBeNull();
    expect(winnerShare({ status: 'unavailable' })).toBeNull();
    expect(winnerShare(reward({ assetId: 'DOGE' }))).toBeNull();
    expect(winnerShare(reward({ winnerCount: 0 }))).toBeNull();
  });
});
