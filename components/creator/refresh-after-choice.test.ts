import { describe, expect, it } from 'vitest';
import { REFRESHES_AFTER_CHOICE, refreshWait } from './refresh-after-choice';

const window = { seconds: 10 };
const CHOSEN_AT = 100_000;

describe('rendering the job again after a choice', () => {
  it('waits for the window of a copy read inside it, then goes at once', () => {
    expect(refreshWait(95_000, CHOSEN_AT, 0, window, CHOSEN_AT)).toBe(5_500);
    expect(refreshWait(80_000, CHOSEN_AT, 0, window, CHOSEN_AT)).toBe(0);
  });

  it('waits a whole window when a rendering still showed an older copy', () => {
    expect(refreshWait(80_000, CHOSEN_AT, 1, window, CHOSEN_AT + 1_000)).toBe(10_500);
  });

  it('stops once the copy postdates the choice, or the renderings are spent', () => {
    expect(refreshWait(CHOSEN_AT + 1, CHOSEN_AT, 0, window, CHOSEN_AT + 2)).toBeNull();
    expect(refreshWait(80_000, CHOSEN_AT, REFRESHES_AFTER_CHOICE, window, CHOSEN_AT)).toBeNull();
  });
});
