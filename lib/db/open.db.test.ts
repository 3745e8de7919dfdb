import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './open';
import * as schema from './schema';

const migrationsFolder = path.join(import.meta.dirname, 'migrations');
const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
const url = process.env.TEST_DATABASE_URL;

describe(`openDatabase (${url ? 'postgres' : 'pglite'})`, () => {
  it('applies every migration once; opening again is a no-op', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'db-open-'));
    const first = await openDatabase({ url, dataDir, migrationsFolder, schema });
    expect(first.driver).toBe(url ? 'postgres' : 'pglite');
    await first.close();
    const second = await openDatabase({ url, dataDir, migrationsFolder, schema });
    const result = await second.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    const rows = (Array.isArray(result) ? result : (result as { rows: { n: number }[] }).rows) as { n: number }[];
    expect(rows[0]!.n).toBe(journal.entries.length);
    await second.close();
  });

  it('keeps data between opens', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'db-persist-'));
    const id = `persisted-${randomUUID()}`;
    const a = await openDatabase({ url, dataDir, migrationsFolder, schema });
    await a.db.insert(schema.sessions).values({ id, expiresAt: new Date(Date.now() + 60_000) });
    await a.close();
    const b = await openDatabase({ url, dataDir, migrationsFolder, schema });
    expect(await b.db.select().from(schema.sessions).where(eq(schema.sessions.id, id))).toHaveLength(1);
    await b.close();
  });

  // PGlite in either run: `memory://` never goes to a server.
  it('starts in-memory databases from a copy of a fresh cluster, each one separate and fully migrated', async () => {
    const open = () => openDatabase({ dataDir: 'memory://', migrationsFolder, schema });
    const a = await open();
    const copies = () => readdirSync(tmpdir()).filter((name) => /^pglite-initdb-.*\.tar\.gz$/.test(name));
    expect(copies().length).toBeGreaterThan(0);
    const b = await open();
    await a.db.insert(schema.sessions).values({ id: 'only-in-a', expiresAt: new Date(Date.now() + 60_000) });
    expect(await b.db.select().from(schema.sessions)).toEqual([]);
    const result = await b.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect((result as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(journal.entries.length);
    await Promise.all([a.close(), b.close()]);
  });
});
