/**
 * Opens a Drizzle database on PostgreSQL when a URL is given, or on embedded
 * PGlite otherwise (a folder on disk, or `memory://` for tests), and applies the
 * migrations of one folder. The same schema and migrations serve both drivers.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
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

export async function openDatabase<S extends Record<string, unknown>>(
  options: OpenOptions<S>,
): Promise<OpenedDatabase<S>> {
  const { url, dataDir, migrationsFolder, schema } = options;
  if (url) {
    const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
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

  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const client = await openPGlite(PGlite, dataDir, migrationsFolder, async (fresh) =>
    migrate(drizzle(fresh), { migrationsFolder }),
  );
  const db = drizzle(client, { schema });
  // A cluster started from a copy has these migrations already: this finds nothing to do. An older cluster catches up.
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Database<S>, driver: 'pglite', close: () => client.close() };
}

/**
 * Opens a PGlite cluster; a new one (in memory, or a folder without one yet)
 * starts from a copy of a cluster freshly initialised and migrated: initdb and
 * the migrations take about 3.5 s of a 4.5 s start here, loading the copy under
 * 1 s, and tests, the sandbox and the e2e servers start many. The copy is kept
 * in the system's temporary folder, named by the PGlite build (its data file's
 * size and time) and a hash of the migrations, so that a changed migration
 * makes a new one. (Seeded data is not copied: the sandbox's seed is relative
 * to the moment it runs.)
 */
async function openPGlite(
  PGlite: typeof PGliteClass,
  dataDir: string,
  migrationsFolder: string,
  migrate: (fresh: PGliteClass) => Promise<void>,
): Promise<PGliteClass> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) {
    // PGlite does not create missing parent folders.
    mkdirSync(dataDir, { recursive: true });
    if (existsSync(path.join(dataDir, 'PG_VERSION'))) return PGlite.create(dataDir);
  }
  const copy = copyPath(migrationsFolder);
  if (copy && existsSync(copy)) {
    try {
      return await PGlite.create(dataDir, { loadDataDir: new Blob([readFileSync(copy)]) });
    } catch {
      // An unreadable copy is made again below; a folder it half filled is emptied first.
      if (!inMemory) {
        rmSync(dataDir, { recursive: true, force: true });
        mkdirSync(dataDir, { recursive: true });
      }
    }
  }
  const made = await PGlite.create('memory://');
  await migrate(made);
  const tarball = await made.dumpDataDir('gzip');
  if (copy) {
    // Written whole, then renamed: a process starting at the same moment never loads half a copy.
    const partial = `${copy}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await tarball.arrayBuffer()));
    renameSync(partial, copy);
  }
  if (inMemory) return made;
  await made.close();
  return PGlite.create(dataDir, { loadDataDir: tarball });
}

function copyPath(migrationsFolder: string): string | undefined {
  try {
    const data = statSync(new URL(import.meta.resolve('@electric-sql/pglite/pglite.data')));
    return path.join(
      tmpdir(),
      `pglite-${data.size}-${Math.round(data.mtimeMs)}-${migrationsHash(migrationsFolder)}.tar.gz`,
    );
  } catch {
    return undefined; // Where packages cannot be resolved at run time, every new cluster is made from scratch.
  }
}

/** The migrations' SQL and journal, hashed: what a copy of a migrated cluster depends on. */
function migrationsHash(folder: string): string {
  const hash = createHash('sha256');
  const files = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((name) => /\.(sql|json)$/.test(name));
  for (const name of files.sort())
    hash
      .update(name)
      .update('\0')
      .update(readFileSync(path.join(folder, name)))
      .update('\0');
  return hash.digest('hex').slice(0, 16);
}
