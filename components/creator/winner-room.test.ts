import { describe, expect, it } from 'vitest';
import { canChooseWinners, winnerRoom } from './winner-room';

describe('the winners’ count', () => {
  it('counts winners against the places left', () => {
    expect(winnerRoom(3, 1, 0)).toEqual({ left: 2, counter: '1 of 3 winners', full: false });
    expect(winnerRoom(3, 1, 2)).toEqual({ left: 2, counter: '3 of 3 winners', full: true });
    expect(winnerRoom(1, 0, 0).counter).toBe('0 of 1 winner');
  });

  it('counts them without places when the job’s number is not known, leaving it to the marketplace', () => {
    expect(winnerRoom(null, 1, 1)).toEqual({ left: null, counter: '2 winners', full: false });
    expect(winnerRoom(undefined, 0, 1).counter).toBe('1 winner');
  });
});

describe('whether winners can be chosen', () => {
  const hint = { method: 'GET', url: '/x' };
  it('offers the choice with the entries when the job says nothing more, as the contract’s detail', () => {
    expect(canChooseWinners({ nextActions: { submissions: hint } })).toBe(true);
    expect(canChooseWinners({ nextActions: {} })).toBe(false);
  });

  it('follows the job’s own action when it describes its winners', () => {
    expect(canChooseWinners({ winnerCap: 3, nextActions: { submissions: hint } })).toBe(false);
    expect(canChooseWinners({ winnerCap: 3, nextActions: { submissions: hint, chooseWinners: hint } })).toBe(true);
  });
});
