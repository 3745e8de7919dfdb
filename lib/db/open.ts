/**
 * Opens a Drizzle database on PostgreSQL when a URL is given, or on embedded
 * PGlite otherwise (a folder on disk, or `memory://` for tests), and applies the
 * migrations of one folder. The same schema and migrations serve both drivers.
 */
import { mkdirSync } from 'node:fs';
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
  const client = await PGlite.create(dataDir);
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Database<S>, driver: 'pglite', close: () => client.close() };
}
