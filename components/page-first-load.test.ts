/**
 * Pages a visitor meets without an account render on the server and send the browser only their controls: the
 * browser code a page imports statically (from its first `'use client'` module on; `import()` and `next/dynamic`
 * load later) reads nothing through React Query and holds no form library, which arrive with the control that needs
 * them. What the page shows first is read and rendered on the server.
 */
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, isClientModule, resolveLocal, valueImports } from '@/test/import-graph';

/** Packages a first load leaves to the controls that need them. */
const LATER = /^(@tanstack\/react-query|react-hook-form)$/;

/** The first chain from `file` through browser code to a package `LATER` names, if any. */
function browserChainToLater(file: string, inBrowser = false, seen = new Set<string>()): string[] | undefined {
  const browser = inBrowser || isClientModule(file);
  const key = `${browser}:${file}`;
  if (seen.has(key)) return undefined;
  seen.add(key);
  for (const specifier of valueImports(file)) {
    if (browser && LATER.test(specifier)) return [relative(ROOT, file), specifier];
    const next = resolveLocal(file, specifier);
    const chain = next && /\.tsx?$/.test(next) ? browserChainToLater(next, browser, seen) : undefined;
    if (chain) return [relative(ROOT, file), ...chain];
  }
  return undefined;
}

describe('a signed-out first load', () => {
  it.each([['app/(dashboard)/launch/catalog/page.tsx']])('%s sends its content, not a reader', (page) => {
    const chain = browserChainToLater(join(ROOT, page));
    expect(chain, chain?.join(' → ')).toBeUndefined();
  });
});
