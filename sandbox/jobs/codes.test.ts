/** Every error the jobs and creator areas can answer has a plain sentence and a next action for the pages. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@/lib/marketplace/error-words';
import { creatorRoutes } from '@/lib/marketplace/creator/contract';
import { jobRoutes } from '@/lib/marketplace/jobs/contract';
import type { RouteDef } from '@/lib/marketplace/route';

const sandbox = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

function codesIn(folder: string): string[] {
  return readdirSync(path.join(sandbox, folder))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .flatMap((file) =>
      [...readFileSync(path.join(sandbox, folder, file), 'utf8').matchAll(/fail\(\s*\d{3},\s*'([A-Z_]+)'/g)].map(
        (m) => m[1]!,
      ),
    );
}

describe('error catalogue', () => {
  it('words every code the jobs and creator routes answer', () => {
    const routes: RouteDef[] = [...Object.values(jobRoutes), ...Object.values(creatorRoutes)];
    const fromRoutes = routes.flatMap((r) =>
      [r.codes.input, r.codes.method, r.window?.code].filter((c): c is string => Boolean(c)),
    );
    const codes = new Set([...codesIn('jobs'), ...codesIn('creator'), ...fromRoutes]);
    expect(codes.size).toBeGreaterThan(20);
    expect([...codes].filter((code) => !ERROR_MESSAGES[code])).toEqual([]);
  });
});
