/**
 * Opens a Drizzle database on PostgreSQL when a URL is given, or on embedded
 * PGlite otherwise (a folder on disk, or `memory://` for tests), and applies the
 * migrations of one folder. The same schema and migrations serve both drivers.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite as PGliteClass } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

export type Database<S extends Record<string, unknown>> = PgDatabase<PgQueryResultHKT, S>;

export interface OpenOptions<S extends Record<string, unknown>> {
  /** postgres:// URL; when absent PGlite is used. */
  url?: string;
  /** PGlite data folder, or `memory://` for an in-memory database. */
  dataDir: string;
  migrationsFolder: string;
  schema: S;
}

export interface OpenedDatabase<S extends Record<string, unknown>> {
  db: Database<S>;
  driver: 'postgres' | 'pglite';
  close: () => Promise<void>;
}

export async function openDatabase<S extends Record<string, unknown>>(options: OpenOptions<S>): Promise<OpenedDatabase<S>> {
  const { url, dataDir, migrationsFolder, schema } = options;
  if (url) {
    const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([import('pg'), import('drizzle-orm/node-postgres'), import('drizzle-orm/node-postgres/migrator')]);
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    const db = drizzle(pool, { schema });
    // Servers starting together on one database migrate one at a time; the next finds nothing left to do.
    const lock = await pool.connect();
    try {
      await lock.query("SELECT pg_advisory_lock(hashtextextended('dashboard migrations', 0))");
      await migrate(db, { migrationsFolder });
    } finally {
      await lock.query("SELECT pg_advisory_unlock(hashtextextended('dashboard migrations', 0))").catch(() => undefined);
      lock.release();
    }
    return { db: db as unknown as Database<S>, driver: 'postgres', close: () => pool.end() };
  }

  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([import('@electric-sql/pglite'), import('drizzle-orm/pglite'), import('drizzle-orm/pglite/migrator')]);
  // PGlite does not create missing parent folders.
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = dataDir.startsWith('memory://') ? await freshInMemory(PGlite) : await PGlite.create(dataDir);
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Database<S>, driver: 'pglite', close: () => client.close() };
}

/**
 * An in-memory cluster, started from a copy of a freshly initialised one: initdb
 * takes about 3 s of a 4 s start here, loading the copy under 1 s, and tests and
 * the sandbox start many. The copy is made once per PGlite build (its data file's
 * size and time name it) and kept in the system's temporary folder.
 */
async function freshInMemory(PGlite: typeof PGliteClass): Promise<PGliteClass> {
  const template = initdbCopyPath();
  if (template && existsSync(template)) {
    try {
      return await PGlite.create({ loadDataDir: new Blob([readFileSync(template)]) });
    } catch {
      // An unreadable copy is made again below.
    }
  }
  const client = await PGlite.create('memory://');
  if (template) {
    const copy = await client.dumpDataDir('gzip');
    // Written whole, then renamed: a process starting at the same moment never loads half a copy.
    const partial = `${template}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await copy.arrayBuffer()));
    renameSync(partial, template);
  }
  return client;
}

function initdbCopyPath(): string | undefined {
  try {
    const data = statSync(new URL(import.meta.resolve('@electric-sql/pglite/pglite.data')));
    return path.join(tmpdir(), `pglite-initdb-${data.size}-${Math.round(data.mtimeMs)}.tar.gz`);
  } catch {
    return undefined; // Where packages cannot be resolved at run time, every start runs initdb.
  }
}
