import { describe, expect, it } from 'vitest';
import { earningText, jobRewardText, rewardSummary } from './reward';

const advertised = (overrides: Record<string, unknown> = {}) =>
  ({
    status: 'advertised',
    basis: 'advertised',
    assetId: 'USDC',
    network: 'solana',
    amount: '25',
    winnerCount: 5,
    scope: 'gross_pool',
    ...overrides,
  }) as const;

describe('rewardSummary', () => {
  it('says a pool is shared by the winners, with asset and network', () => {
    expect(rewardSummary(advertised())).toEqual({
      known: true,
      headline: '25.00 USDC on Solana',
      scope: 'Shared by up to 5 winners',
    });
  });

  it('says a legacy amount is for each winner, and calls USDC on Base USDC', () => {
    expect(
      rewardSummary(
        advertised({
          assetId: 'USDC_BASE',
          network: 'base',
          amount: '1.5',
          scope: 'legacy_per_worker',
          winnerCount: 3,
        }),
      ),
    ).toEqual({
      known: true,
      headline: '1.50 USDC on Base',
      scope: 'For each of up to 3 winners',
    });
  });

  it('keeps every digit of a SOL amount and needs no plural for one winner', () => {
    expect(rewardSummary(advertised({ assetId: 'SOL', amount: '0.123456789', winnerCount: 1 }))).toEqual({
      known: true,
      headline: '0.123456789 SOL on Solana',
      scope: 'For the winner',
    });
  });

  it('says an unavailable or missing reward is not known, never zero', () => {
    for (const reward of [{ status: 'unavailable', amount: null } as const, null]) {
      const summary = rewardSummary(reward);
      expect(summary).toEqual({ known: false, headline: 'Reward not known' });
      expect(summary.headline).not.toMatch(/0/);
    }
  });
});

describe('earningText and jobRewardText', () => {
  it('words the worker’s own credit', () => {
    expect(earningText({ status: 'ready', amount: '10', assetId: 'USDC_BASE' }, false)).toBe('You received 10.00 USDC');
    expect(earningText({ status: 'ready', amount: '0', assetId: 'USDC' }, true)).toBe('No reward for this entry');
    expect(earningText({ status: 'pending', amount: null, assetId: 'USDC' }, false)).toBe('Reward pending');
    expect(earningText({ status: 'unavailable', amount: null, assetId: null }, false)).toBe('Reward not known');
  });

  it('says a missing amount or asset is unknown, never zero (spec 2.5)', () => {
    expect(earningText({ status: 'ready', amount: null, assetId: 'USDC' }, false)).toBe(
      'Rewarded; the amount is not known',
    );
    expect(earningText({ status: 'ready', amount: '12.5', assetId: null }, false)).toBe(
      'You received 12.5 (the asset is not known)',
    );
    expect(earningText({ status: 'ready', amount: '12500.50', assetId: null }, false)).toBe(
      'You received 12,500.5 (the asset is not known)',
    );
  });

  it('words the whole job’s figures as the job’s', () => {
    const financials = {
      status: 'advertised',
      scope: 'gross_pool',
      assetId: 'USDC',
      network: 'solana',
      amount: '30',
      winnerCount: 3,
      winnersChosen: 2,
    } as const;
    expect(jobRewardText(financials)).toBe('The job’s pool is 30.00 USDC; 2 of 3 winners chosen');
    expect(
      jobRewardText({
        ...financials,
        scope: 'legacy_per_worker',
        assetId: 'SOL',
        amount: '0.1',
        winnerCount: 1,
        winnersChosen: 0,
      }),
    ).toBe('The job pays 0.1 SOL to each winner; 0 of 1 winner chosen');
    // Counts left out are left out of the words, never taken for one winner.
    expect(jobRewardText({ ...financials, winnerCount: null })).toBe('The job’s pool is 30.00 USDC; 2 winners chosen');
    expect(jobRewardText({ ...financials, winnersChosen: undefined })).toBe('The job’s pool is 30.00 USDC');
    expect(jobRewardText({ status: 'advertised', amount: '30' })).toBe('The job’s reward is not known');
    expect(jobRewardText({ amount: '30', assetId: 'USDC' })).toBe('The job’s pool is 30.00 USDC');
    expect(jobRewardText({ ...financials, status: 'unavailable', amount: null })).toBe('The job’s reward is not known');
    expect(jobRewardText(null)).toBe('The job’s reward is not known');
  });
});
