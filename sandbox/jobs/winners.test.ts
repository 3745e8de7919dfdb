import { describe, expect, it } from 'vitest';
import { perWinnerReward, selectionEnds } from './winners';

describe('selectionEnds', () => {
  it('ends selection when every winner place is filled, or once closed when no entry is left', () => {
    expect(selectionEnds(3, 3, 10, false)).toBe(true);
    expect(selectionEnds(2, 3, 2, false)).toBe(false);
    expect(selectionEnds(2, 3, 2, true)).toBe(true);
    expect(selectionEnds(2, 3, 5, true)).toBe(false);
  });
});

describe('perWinnerReward', () => {
  it('shares a gross pool by the winner places, rounding down to the asset’s precision', () => {
    expect(perWinnerReward({ rewardAmount: '30.000000000', rewardScope: 'gross_pool', winnerCap: 3 }, 6)).toBe('10');
    expect(perWinnerReward({ rewardAmount: '10', rewardScope: 'gross_pool', winnerCap: 3 }, 6)).toBe('3.333333');
    expect(perWinnerReward({ rewardAmount: '1', rewardScope: 'gross_pool', winnerCap: 3 }, 9)).toBe('0.333333333');
  });

  it('pays the advertised amount to each winner of a legacy job, and nothing known when the reward is unknown', () => {
    expect(perWinnerReward({ rewardAmount: '0.250000000', rewardScope: 'legacy_per_worker', winnerCap: 4 }, 9)).toBe(
      '0.25',
    );
    expect(perWinnerReward({ rewardAmount: null, rewardScope: null, winnerCap: 4 }, 6)).toBeNull();
  });
});
