import { describe, expect, it } from 'vitest';
import { winnerRoom } from './winner-room';

describe('the winners’ count', () => {
  it('counts winners against the places left', () => {
    expect(winnerRoom(3, 1, 0)).toEqual({ left: 2, counter: '1 of 3 winners', full: false });
    expect(winnerRoom(3, 1, 2)).toEqual({ left: 2, counter: '3 of 3 winners', full: true });
    expect(winnerRoom(1, 0, 0).counter).toBe('0 of 1 winner');
    expect(winnerRoom(null, 0, 0)).toEqual({ left: 0, counter: '0 of 0 winners', full: true });
  });
});
