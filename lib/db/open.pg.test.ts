/**
 * Servers starting together on one empty PostgreSQL database: each migrates
 * under one advisory lock, so none meets another's half-made tables.
 * Runs against TEST_DATABASE_URL (`npm run test:pg`, started by .ci/run).
 */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { expect, it } from 'vitest';
import { openDatabase } from './open';
import * as schema from './schema';

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

it('lets several servers open one empty database at once, each finding every migration applied once', async () => {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('This test needs TEST_DATABASE_URL (a PostgreSQL server).');
  const name = `migrate_together_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const fresh = new URL(url);
  fresh.pathname = `/${name}`;
  try {
    const opened = await Promise.all(
      Array.from({ length: 4 }, () => openDatabase({ url: fresh.toString(), dataDir: '', migrationsFolder, schema })),
    );
    const result = await opened[0]!.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    const { entries } = (await import('./migrations/meta/_journal.json', { with: { type: 'json' } })).default as {
      entries: unknown[];
    };
    expect((result as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(entries.length);
    await Promise.all(opened.map((db) => db.close()));
  } finally {
    // Let the servers' connections finish closing first: one the drop cuts off while it ends raises an error no pool listens for.
    for (let i = 0; i < 50; i++) {
      const { rows } = await admin.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
        [name],
      );
      if (rows[0]!.n === 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}, 60_000);
