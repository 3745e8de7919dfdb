import { describe, expect, it } from 'vitest';
import { slowestLines } from './slowest-tests';

describe('the slowest tests of a run', () => {
  it('lists the five slowest, slowest first, with their seconds', () => {
    const tests = [1, 7, 3, 9, 5, 2, 8].map((s) => ({ name: `t${s}`, ms: s * 1000 }));
    expect(slowestLines('vitest', tests)).toEqual([
      'vitest, slowest tests:',
      '    9.0s  t9',
      '    8.0s  t8',
      '    7.0s  t7',
      '    5.0s  t5',
      '    3.0s  t3',
    ]);
  });

  it('says nothing of a run without tests, and no more than there are', () => {
    expect(slowestLines('playwright', [])).toEqual([]);
    expect(slowestLines('playwright', [{ name: 'only', ms: 1500 }])).toEqual([
      'playwright, slowest tests:',
      '    1.5s  only',
    ]);
  });
});
