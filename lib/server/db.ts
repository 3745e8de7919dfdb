/**
 * The dashboard's database: one client per process, cached on globalThis
 * because dev hot reload re-evaluates modules.
 */
import 'server-only';
import path from 'node:path';
import { openDatabase, type OpenedDatabase } from '@/lib/db/open';
import * as schema from '@/lib/db/schema';
import { getEnv } from './env';

export type DashboardDb = OpenedDatabase<typeof schema>['db'];

const globalForDb = globalThis as unknown as { dashboardDb?: Promise<OpenedDatabase<typeof schema>> };

export function migrationsFolder(): string {
  return path.join(process.cwd(), 'lib/db/migrations');
}

export async function getDb(): Promise<DashboardDb> {
  globalForDb.dashboardDb ??= (() => {
    const env = getEnv();
    return openDatabase({
      url: env.databaseUrl,
      dataDir: path.join(env.dataDir, 'dashboard'),
      migrationsFolder: migrationsFolder(),
      schema,
    }).catch((error: unknown) => {
      // A failed open (database briefly down) is retried by the next request instead of being remembered.
      globalForDb.dashboardDb = undefined;
      throw error;
    });
  })();
  return (await globalForDb.dashboardDb).db;
}
