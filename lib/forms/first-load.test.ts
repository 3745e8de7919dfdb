/**
 * A form's page downloads the form, not its checks: from every component that
 * uses react-hook-form, no import that stays in the bundle (type-only imports
 * are erased, `import()` loads later) reaches the zod resolver or a form's
 * schema module (`lib/**\/form.ts`), and no form code imports zod itself. They
 * load with the form's first check (`lazy-resolver.ts`). Whether an area's
 * client or contract still brings zod is the call path's matter, not a form's.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, resolveLocal, valueImports } from '@/test/import-graph';

const RESOLVERS = /^@hookform\/resolvers/;
const ZOD = /^zod(\/|$)/;
/** A form's schema module: loaded with its first check. */
const SCHEMA_MODULE = /^lib\/.+\/form\.ts$/;
/** Form code: components, the forms' plumbing and what forms hold. */
const FORM_CODE = /^(components\/|lib\/forms\/|lib\/.+\/form-values\.ts$)/;
/** Loaded on demand (next/dynamic in `use-checkout.tsx`) with the pay path, whose schemas it needs anyway. */
const ON_DEMAND = new Set(['components/checkout/checkout-dialog.tsx']);

/** The first chain of static imports from `file` to a form's checks, if any. */
function chainToChecks(file: string, seen = new Set<string>()): string[] | undefined {
  if (seen.has(file)) return undefined;
  seen.add(file);
  const here = relative(ROOT, file);
  for (const specifier of valueImports(file)) {
    if (RESOLVERS.test(specifier) || (ZOD.test(specifier) && FORM_CODE.test(here))) return [here, specifier];
    const next = resolveLocal(file, specifier);
    if (!next || !/\.tsx?$/.test(next)) continue;
    if (SCHEMA_MODULE.test(relative(ROOT, next))) return [here, relative(ROOT, next)];
    const chain = chainToChecks(next, seen);
    if (chain) return [here, ...chain];
  }
  return undefined;
}

/** The first chain of static imports from `file` to a package `matches`, if any. */
function chainTo(matches: RegExp, file: string, seen = new Set<string>()): string[] | undefined {
  if (seen.has(file)) return undefined;
  seen.add(file);
  for (const specifier of valueImports(file)) {
    if (matches.test(specifier)) return [relative(ROOT, file), specifier];
    const next = resolveLocal(file, specifier);
    const chain = next && /\.tsx?$/.test(next) ? chainTo(matches, next, seen) : undefined;
    if (chain) return [relative(ROOT, file), ...chain];
  }
  return undefined;
}

const formComponents = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return formComponents(path);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    return valueImports(path).includes('react-hook-form') ? [path] : [];
  });

describe('a form’s first load', () => {
  const forms = formComponents(join(ROOT, 'components')).filter((file) => !ON_DEMAND.has(relative(ROOT, file)));

  it('finds the forms', () => {
    expect(forms.length).toBeGreaterThan(10);
  });

  it.each(forms.map((file) => [relative(ROOT, file)]))('%s imports no zod until its first check', (file) => {
    const chain = chainToChecks(join(ROOT, file));
    expect(chain, chain?.join(' → ')).toBeUndefined();
  });

  it('leaves the hire page’s form with no zod at all', () => {
    const seen = new Set<string>();
    chainToChecks(join(ROOT, 'components/hire/hire-form.tsx'), seen);
    const zodImporters = [...seen].filter((file) => valueImports(file).some((specifier) => ZOD.test(specifier)));
    expect(zodImporters.map((file) => relative(ROOT, file))).toEqual([]);
  });

  // Forms that are not a page's first thing load when they are shown (next/dynamic), with the form library.
  it.each([
    ['components/orders/order-room.tsx'],
    ['components/seller/profile-editor.tsx'],
    ['components/seller/listings-view.tsx'],
    ['components/seller/seller-studio.tsx'],
  ])('%s loads its forms when it shows them', (file) => {
    const chain = chainTo(/^react-hook-form$/, join(ROOT, file));
    expect(chain, chain?.join(' → ')).toBeUndefined();
  });

  // These pages show listings, previews, prices and balances without their area's contract: its schemas load with a check.
  it.each([
    ['components/seller/listings-view.tsx'],
    ['components/seller/listing-editor.tsx'],
    ['components/seller/listing-form.tsx'],
    ['components/seller/profile-editor.tsx'],
    ['components/seller/profile-form.tsx'],
    ['components/swaps/swaps-view.tsx'],
  ])('%s brings no zod', (file) => {
    const chain = chainTo(ZOD, join(ROOT, file));
    expect(chain, chain?.join(' → ')).toBeUndefined();
  });
});
