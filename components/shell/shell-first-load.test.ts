/**
 * React Query's client is not in the shell: a page that reads nothing through React Query (the store, a product,
 * the wallet guide, the launch home, every signed-out prompt) downloads none of it. From the layouts and those pages,
 * no browser module (one under a 'use client' module) statically imports a value of `@tanstack/react-query` but its
 * option builders (`queryOptions`, `infiniteQueryOptions`, which return what they are given). Type-only imports are
 * erased and `import()` loads later; server modules may use it, as they never reach the browser.
 */
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, isClientModule, resolveLocal, valueBindings } from '@/test/import-graph';

const OPTION_BUILDERS = new Set(['queryOptions', 'infiniteQueryOptions']);

/** The first chain of static imports from `file` to React Query's runtime in browser code, if any. */
function chainToQueryClient(file: string, inBrowser: boolean, seen = new Set<string>()): string[] | undefined {
  const browser = inBrowser || isClientModule(file);
  const key = `${file}:${browser}`;
  if (seen.has(key)) return undefined;
  seen.add(key);
  const here = relative(ROOT, file);
  for (const { specifier, names } of valueBindings(file)) {
    if (specifier === '@tanstack/react-query') {
      const runtime = names.filter((name) => !OPTION_BUILDERS.has(name));
      if (browser && runtime.length > 0) return [here, `${specifier} (${runtime.join(', ')})`];
      continue;
    }
    const next = resolveLocal(file, specifier);
    if (!next || !/\.tsx?$/.test(next)) continue;
    const chain = chainToQueryClient(next, browser, seen);
    if (chain) return [here, ...chain];
  }
  return undefined;
}

const PAGES_WITHOUT_QUERIES = [
  'app/layout.tsx',
  'app/not-found.tsx',
  'app/(dashboard)/store/page.tsx',
  'app/(dashboard)/store/[id]/page.tsx',
  'app/(dashboard)/wallets/page.tsx',
  'app/(dashboard)/launch/page.tsx',
  'app/(dashboard)/launch/recover/page.tsx',
  'app/(dashboard)/launch/catalog/page.tsx',
  // Their forms and lists bring it when a person starts with them.
  'app/(dashboard)/hire/page.tsx',
  'app/(dashboard)/recovery/page.tsx',
  'app/(dashboard)/launch/social/page.tsx',
  'app/(dashboard)/launch/custom/page.tsx',
  // Signed out, these render a prompt; signed in, their views bring React Query with them.
  'app/(dashboard)/account/page.tsx',
  'app/(dashboard)/purchases/page.tsx',
  'app/(dashboard)/jobs/page.tsx',
  'app/(dashboard)/jobs/[customId]/page.tsx',
  'app/(dashboard)/submissions/page.tsx',
  'app/(dashboard)/notifications/page.tsx',
  'app/(dashboard)/earnings/page.tsx',
  'app/(dashboard)/swaps/page.tsx',
  'app/(dashboard)/seller/page.tsx',
  'app/(dashboard)/seller/products/page.tsx',
  'app/(dashboard)/seller/products/new/page.tsx',
  'app/(dashboard)/seller/products/[id]/page.tsx',
  'app/(dashboard)/seller/profile/page.tsx',
  'app/(dashboard)/creator/actions/page.tsx',
  'app/(dashboard)/creator/jobs/page.tsx',
  'app/(dashboard)/creator/jobs/[jobId]/page.tsx',
  'app/(dashboard)/launch/external/page.tsx',
  'app/(dashboard)/launch/pay/page.tsx',
];

describe("React Query's client in a first load", () => {
  it.each(PAGES_WITHOUT_QUERIES)('is not in %s, nor in the shell around it', (page) => {
    expect(chainToQueryClient(join(ROOT, page), false)).toBeUndefined();
  });

  it('is found where a view does read through it (the check sees it)', () => {
    expect(chainToQueryClient(join(ROOT, 'components/hire/worker-preview.tsx'), false)).toBeDefined();
  });
});
