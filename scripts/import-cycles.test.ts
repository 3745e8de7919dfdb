/**
 * No module imports itself through others. ESLint's import/no-cycle takes
 * minutes over this codebase; this reads the imports of every source file and
 * looks for a cycle in under a second. Type-only imports are left out: they
 * vanish from the code that runs.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const FOLDERS = ['app', 'components', 'lib', 'sandbox', 'scripts', 'fuzz', 'e2e', 'test'];
const SOURCE = /\.(ts|tsx|mjs)$/;
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '/index.ts', '/index.tsx'];

function sourceFiles(): string[] {
  return FOLDERS.flatMap((folder) =>
    readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
      .filter((name) => SOURCE.test(name) && !name.endsWith('.d.ts') && !name.endsWith('.d.mts'))
      .map((name) => path.join(ROOT, folder, name)),
  );
}

/** What a file imports for its running code: static imports and re-exports (not `import type`), and dynamic imports. */
export function importedSpecifiers(code: string): string[] {
  const found: string[] = [];
  for (const [, type, specifier] of code.matchAll(
    /(?:^|\n)\s*(?:import|export)\s+(type\s+)?[^;'"]*?\bfrom\s+['"]([^'"]+)['"]/g,
  ))
    if (!type) found.push(specifier!);
  for (const [, specifier] of code.matchAll(/(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g)) found.push(specifier!);
  for (const [, specifier] of code.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) found.push(specifier!);
  return found;
}

function resolve(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? path.join(ROOT, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : undefined;
  if (!base) return undefined; // A package.
  return EXTENSIONS.map((extension) => base + extension).find((candidate) =>
    statSync(candidate, { throwIfNoEntry: false })?.isFile(),
  );
}

/** The strongly connected groups of more than one file, or of a file that imports itself (Tarjan's algorithm). */
export function cyclesOf(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    for (let member = stack.pop()!; ; member = stack.pop()!) {
      onStack.delete(member);
      group.push(member);
      if (member === node) break;
    }
    if (group.length > 1 || graph.get(node)?.includes(node)) cycles.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

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

  it('never lead a module back to itself', () => {
    const graph = new Map<string, string[]>();
    for (const file of sourceFiles()) {
      const imports = importedSpecifiers(readFileSync(file, 'utf8'))
        .map((specifier) => resolve(file, specifier))
        .filter((target): target is string => target !== undefined);
      graph.set(file, imports);
    }
    expect(graph.size).toBeGreaterThan(300);
    expect(cyclesOf(graph).map((cycle) => cycle.map((file) => path.relative(ROOT, file)))).toEqual([]);
  });
});
