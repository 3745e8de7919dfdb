/**
 * Pages a visitor meets without an account render on the server and send the browser only their controls: the
 * browser code a page imports statically (from its first `'use client'` module on; `import()` and `next/dynamic`
 * load later) reads nothing through React Query and holds no form library, which arrive with the control that needs
 * them. What the page shows first is read and rendered on the server.
 */
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, isClientModule, resolveLocal, textOf, valueImports } from '@/test/import-graph';

/** The form library, which a first load leaves to the form. */
const FORMS = /^react-hook-form$/;
/** A React Query reader (its observer), which a first load leaves to the control that reads. */
const READER = /import\s*\{[^}]*\buse(Suspense)?(Infinite)?Quer(y|ies)\b[^}]*\}\s*from\s*'@tanstack\/react-query'/;
/** The account's sign-in, which every page's header brings (`dashboard-frame.tsx`): not a page's own. */
const IN_EVERY_PAGE = /^components\/account\//;

/** The first chain from `file` through browser code to a reader or a form, if any. */
function browserChainToLater(file: string, inBrowser = false, seen = new Set<string>()): string[] | undefined {
  const browser = inBrowser || isClientModule(file);
  const key = `${browser}:${file}`;
  if (seen.has(key)) return undefined;
  seen.add(key);
  if (browser && READER.test(textOf(file))) return [relative(ROOT, file), 'a React Query reader'];
  for (const specifier of valueImports(file)) {
    if (browser && FORMS.test(specifier)) return [relative(ROOT, file), specifier];
    const next = resolveLocal(file, specifier);
    if (next && IN_EVERY_PAGE.test(relative(ROOT, next))) continue;
    const chain = next && /\.tsx?$/.test(next) ? browserChainToLater(next, browser, seen) : undefined;
    if (chain) return [relative(ROOT, file), ...chain];
  }
  return undefined;
}

// Reading the modules' sources is quick alone, slow on a busy machine.
describe('a signed-out first load', { timeout: 30_000 }, () => {
  it.each([
    ['app/(dashboard)/launch/catalog/page.tsx'],
    ['app/(dashboard)/users/[nickname]/page.tsx'],
    ['app/(dashboard)/recovery/page.tsx'],
    ['app/(dashboard)/hire/page.tsx'],
    // Each form loads when a person starts with it; a stand-in with the same fields holds its place.
    ['app/(dashboard)/launch/social/page.tsx'],
    ['app/(dashboard)/launch/custom/page.tsx'],
    // An order's view, which follows the order as it moves, loads with an order to follow (not with a refusal).
    ['app/(dashboard)/purchases/[purchaseId]/page.tsx'],
  ])('%s sends its content, not a reader', (page) => {
    const chain = browserChainToLater(join(ROOT, page));
    expect(chain, chain?.join(' → ')).toBeUndefined();
  });
});
