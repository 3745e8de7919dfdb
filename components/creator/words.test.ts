import { describe, expect, it } from 'vitest';
import { createdJobBadges, winnerRoom } from './words';

const job = {
  kind: 'advanced',
  status: 'review',
  paid: true,
  paused: false,
  archived: false,
  fundingStatus: 'funded',
  workStatus: 'selecting_winners',
};

describe('creator words', () => {
  it('shows a created job’s facts as badges in words, never raw values', () => {
    expect(createdJobBadges(job).map((b) => b.label)).toEqual([
      'Selection',
      'Ready for your choice',
      'Paid',
      'Choosing winners',
    ]);
    expect(
      createdJobBadges({
        ...job,
        paid: false,
        fundingStatus: 'pending',
        workStatus: null,
        paused: true,
        archived: true,
      }).map((b) => b.label),
    ).toEqual(['Selection', 'Ready for your choice', 'Payment pending', 'Paused', 'Archived']);
    const labels = createdJobBadges({ ...job, kind: 'brand_new', status: 'on_hold_forever' }).map((b) => b.label);
    expect(labels.slice(0, 2)).toEqual(['Brand new', 'On hold forever']);
  });

  it('counts winners against the places left', () => {
    expect(winnerRoom(3, 1, 0)).toEqual({ left: 2, counter: '1 of 3 winners', full: false });
    expect(winnerRoom(3, 1, 2)).toEqual({ left: 2, counter: '3 of 3 winners', full: true });
    expect(winnerRoom(1, 0, 0).counter).toBe('0 of 1 winner');
    expect(winnerRoom(null, 0, 0)).toEqual({ left: 0, counter: '0 of 0 winners', full: true });
  });
});
