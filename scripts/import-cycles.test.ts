import { describe, expect, it } from 'vitest';
import { cyclesOf, importGraph, importedSpecifiers } from './import-cycles';

describe('imports', () => {
  it('are read as the running code has them', () => {
    const code = `import { a } from './a';\nimport type { B } from './b';\nexport { c } from '@/c';\nexport type { D } from './d';\nimport './e';\nconst f = () => import('./f');\nimport {\n  g,\n  type H,\n} from './g';`;
    expect(importedSpecifiers(code)).toEqual(['./a', '@/c', './g', './e', './f']);
  });

  it('form cycles that are found, and only those', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['d']],
      ['e', ['a']],
    ]);
    expect(cyclesOf(graph)).toEqual([['a', 'b', 'c'], ['d']]);
  });

  it('are read from every source file, resolved to files', () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(300);
    const proxy = [...graph].find(([file]) => file.endsWith('lib/server/marketplace-proxy.ts'));
    expect(proxy?.[1].some((target) => target.endsWith('lib/server/session.ts'))).toBe(true);
  });
});
