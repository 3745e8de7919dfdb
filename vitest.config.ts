import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  resolve: {
    alias: {
      '@': root,
      // Server modules are imported directly by tests; the marker only matters to Next's bundler.
      'server-only': path.join(root, 'node_modules/server-only/empty.js'),
    },
  },
  test: {
    reporters: ['default', './scripts/slowest-tests.ts'],
    // Most tests wait on a sandbox or a database more than they compute: vitest's default of one worker
    // fewer than the cores leaves one of two cores idle.
    maxWorkers: Math.max(availableParallelism() - 1, 2),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'lib/**/*.test.{ts,tsx}',
            'components/**/*.test.{ts,tsx}',
            'sandbox/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: ['sandbox/conformance/**', '**/*.db.test.ts', '**/*.pg.test.ts', 'node_modules/**'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'sandbox',
          include: ['sandbox/conformance/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'fuzz',
          include: ['fuzz/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'db',
          include: ['lib/**/*.db.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Tests against one PostgreSQL server share it: one file at a time. Each file has a PGlite of its own.
          fileParallelism: !process.env.TEST_DATABASE_URL,
        },
      },
      {
        extends: true,
        test: {
          // What needs a real PostgreSQL server (several connections, advisory locks, LISTEN/NOTIFY): run by .ci/run.
          name: 'pg',
          include: ['lib/**/*.pg.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
