import { randomUUID } from 'node:crypto';
import { appendFileSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './open';
import * as schema from './schema';

const migrationsFolder = path.join(import.meta.dirname, 'migrations');
const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
  entries: unknown[];
};
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

  // PGlite in either run: `memory://` and a folder with no URL never go to a server.
  const copies = () => readdirSync(tmpdir()).filter((name) => /^pglite-\d+-\d+-[0-9a-f]{16}\.tar\.gz$/.test(name));
  const migrationsDone = async (db: Awaited<ReturnType<typeof openDatabase>>['db']) => {
    const result = await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
  };

  it('starts new clusters, in memory or in a new folder, from a copy of a fresh migrated one, each separate', async () => {
    const a = await openDatabase({ dataDir: 'memory://', migrationsFolder, schema });
    expect(copies().length).toBeGreaterThan(0);
    const b = await openDatabase({
      dataDir: path.join(mkdtempSync(path.join(tmpdir(), 'db-new-')), 'cluster'),
      migrationsFolder,
      schema,
    });
    await a.db.insert(schema.sessions).values({ id: 'only-in-a', expiresAt: new Date(Date.now() + 60_000) });
    expect(await b.db.select().from(schema.sessions)).toEqual([]);
    expect(await migrationsDone(b.db)).toBe(journal.entries.length);
    await Promise.all([a.close(), b.close()]);
  });

  it('makes a new copy when a migration changes, and its clusters have the change', async () => {
    const changed = mkdtempSync(path.join(tmpdir(), 'migrations-'));
    cpSync(migrationsFolder, changed, { recursive: true });
    const { tag } = journal.entries.at(-1) as { tag: string };
    appendFileSync(
      path.join(changed, `${tag}.sql`),
      '\n--> statement-breakpoint\nCREATE TABLE "changed_here" ("id" text PRIMARY KEY);\n',
    );
    const before = new Set(copies());
    const opened = await openDatabase({ dataDir: 'memory://', migrationsFolder: changed, schema });
    const made = copies().filter((name) => !before.has(name));
    expect(made.length).toBeGreaterThan(0);
    // Had the copy of the unchanged migrations been loaded, the migrator would take the changed one as applied.
    expect(await opened.db.execute(sql`select * from changed_here`)).toMatchObject({ rows: [] });
    await opened.close();
    const again = await openDatabase({ dataDir: 'memory://', migrationsFolder: changed, schema });
    expect(await again.db.execute(sql`select * from changed_here`)).toMatchObject({ rows: [] });
    await again.close();
    for (const name of made) rmSync(path.join(tmpdir(), name), { force: true });
  });
});
