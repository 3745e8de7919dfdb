import { describe, expect, it } from 'vitest';
import { slowestLines } from './slowest-tests';

describe('the slowest tests of a run', () => {
  it('lists the 25 slowest, slowest first, then the files by their tests’ time added up', () => {
    const tests = Array.from({ length: 30 }, (_, i) => ({ file: `f${i % 2}`, name: `t${i + 1}`, ms: (i + 1) * 1000 }));
    const lines = slowestLines('vitest', tests);
    expect(lines.slice(0, 4)).toEqual([
      'vitest, slowest tests:',
      '   30.0s  f1 › t30',
      '   29.0s  f0 › t29',
      '   28.0s  f1 › t28',
    ]);
    expect(lines[25]).toBe('    6.0s  f1 › t6');
    expect(lines.slice(26)).toEqual([
      'vitest, slowest files (465.0s in all files, summed over the workers):',
      '  240.0s  f1 (15 tests)',
      '  225.0s  f0 (15 tests)',
    ]);
  });

  it('takes the files’ own times when the runner has them, with their import time', () => {
    const lines = slowestLines(
      'vitest',
      [{ file: 'a', name: 'x', ms: 100 }],
      [{ file: 'a', tests: 1, ms: 2500, importMs: 2000 }],
    );
    expect(lines.slice(2)).toEqual([
      'vitest, slowest files (2.5s in all files, summed over the workers):',
      '    2.5s  a (1 test, import 2.0s)',
    ]);
  });

  it('says nothing of a run without tests, and no more than there are', () => {
    expect(slowestLines('playwright', [])).toEqual([]);
    expect(slowestLines('playwright', [{ file: 'e2e/a.spec.ts', name: 'only', ms: 1500 }])).toEqual([
      'playwright, slowest tests:',
      '    1.5s  e2e/a.spec.ts › only',
      'playwright, slowest files (1.5s in all files, summed over the workers):',
      '    1.5s  e2e/a.spec.ts (1 test)',
    ]);
  });
});
