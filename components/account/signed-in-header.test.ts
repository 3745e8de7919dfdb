/**
 * The signed-in header (bell, balance menu, live feed) loads after hydration on every signed-in page: it holds to the
 * little its features need. Its static imports reach neither React Query nor the gateway (`call.ts`, which brings the
 * error class and its codes), nor the error words: the profile is read with a plain call, and a failure's words load
 * only with the failure. The bell panel's list loads when the bell is first pointed at or focused.
 */
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, resolveLocal, valueBindings } from '@/test/import-graph';

/** The first chain of static imports from `file` to a module `matches`, if any. */
function chainTo(
  file: string,
  matches: (specifier: string, file?: string) => boolean,
  seen = new Set<string>(),
): string[] | undefined {
  if (seen.has(file)) return undefined;
  seen.add(file);
  for (const { specifier } of valueBindings(file)) {
    const next = resolveLocal(file, specifier);
    if (matches(specifier, next && relative(ROOT, next))) return [relative(ROOT, file), specifier];
    if (!next || !/\.tsx?$/.test(next)) continue;
    const chain = chainTo(next, matches, seen);
    if (chain) return [relative(ROOT, file), ...chain];
  }
  return undefined;
}

const HEADER = join(ROOT, 'components/account/signed-in-header.ts');
const AWAY: [string, (specifier: string, file?: string) => boolean][] = [
  ['React Query', (specifier) => specifier.startsWith('@tanstack/')],
  ['the gateway', (_, file) => file === 'lib/marketplace/call.ts'],
  ['the error class and words', (_, file) => file === 'lib/marketplace/errors.ts'],
  ['zod', (specifier) => specifier.startsWith('zod')],
  // Loaded when the bell is first pointed at or focused.
  ["the bell panel's list", (_, file) => file === 'components/notifications/notification-item.tsx'],
];

describe("the signed-in header's code", () => {
  it.each(AWAY)('does not bring %s', (_, matches) => {
    expect(chainTo(HEADER, matches)).toBeUndefined();
  });

  it('is followed through its imports (the check sees what it looks for)', () => {
    expect(chainTo(join(ROOT, 'lib/marketplace/account/client.ts'), AWAY[1]![1])).toBeDefined();
    expect(chainTo(HEADER, (_, file) => file === 'lib/marketplace/transport.ts')).toBeDefined();
  });
});
