/**
 * A signed-in visit to a page people work in: the browser code it renders first (imported statically, or through a
 * `next/dynamic` the server renders, whose chunk the HTML names) holds no zod, no form library and no x402 answer
 * checks, and on the pages rendered on the server no React Query reader either. Those load with the control that
 * needs them: a form, a key's rotation, a payment, a swap to follow live.
 */
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, isClientModule, resolveLocal, textOf, valueImports } from '@/test/import-graph';

const LATER_PACKAGES = /^(zod|react-hook-form)(\/|$)/;
const READER = /import\s*\{[^}]*\buse(Suspense)?(Infinite)?Quer(y|ies)\b[^}]*\}\s*from\s*'@tanstack\/react-query'/;
const X402_CHECKS = /^lib\/marketplace\/(paid-call|siwx-challenge)\.ts$/;

/** The modules a file renders through `next/dynamic` on the server too (without `ssr: false`). */
function serverRenderedDynamics(file: string): string[] {
  const calls = textOf(file).matchAll(/dynamic\(\s*\(\)\s*=>\s*import\('([^']+)'\)([^;]*)/g);
  return [...calls].filter(([, , rest]) => !/ssr:\s*false/.test(rest!)).map(([, specifier]) => specifier!);
}

function chainToLater(
  file: string,
  readerToo: boolean,
  inBrowser = false,
  seen = new Set<string>(),
): string[] | undefined {
  const browser = inBrowser || isClientModule(file);
  const key = `${browser}:${file}`;
  if (seen.has(key)) return undefined;
  seen.add(key);
  const here = relative(ROOT, file);
  if (browser && X402_CHECKS.test(here)) return [here, 'x402 answer checks'];
  if (browser && readerToo && READER.test(textOf(file))) return [here, 'a React Query reader'];
  for (const specifier of [...valueImports(file), ...(browser ? serverRenderedDynamics(file) : [])]) {
    if (browser && LATER_PACKAGES.test(specifier)) return [here, specifier];
    const next = resolveLocal(file, specifier);
    const chain = next && /\.tsx?$/.test(next) ? chainToLater(next, readerToo, browser, seen) : undefined;
    if (chain) return [here, ...chain];
  }
  return undefined;
}

/** Pages read and rendered on the server with the visitor's session, whose browser code is only their controls. */
const RENDERED_ON_THE_SERVER = {
  'the account': 'account',
  'the action queue': 'creator/actions',
  'the created jobs': 'creator/jobs',
  'a created job': 'creator/jobs/[jobId]',
  'the inbox': 'notifications',
  earnings: 'earnings',
  'the job board': 'jobs',
  'a job': 'jobs/[customId]',
  'the submissions': 'submissions',
  purchases: 'purchases',
  'the seller studio': 'seller',
  'the listings page': 'seller/products',
  'a listing': 'seller/products/[id]',
  'a new listing': 'seller/products/new',
  'the seller profile': 'seller/profile',
  swaps: 'swaps',
  'paying a job': 'launch/pay',
  'social jobs': 'launch/external',
  'a public profile': 'users/[nickname]',
};

describe('a signed-in first load', { timeout: 30_000 }, () => {
  it.each(Object.entries(RENDERED_ON_THE_SERVER))(
    '%s is rendered on the server: no zod, form library, x402 checks nor React Query reader',
    (_, area) => {
      const chain = chainToLater(join(ROOT, `app/(dashboard)/${area}/page.tsx`), true);
      expect(chain, chain?.join(' → ')).toBeUndefined();
    },
  );
});
