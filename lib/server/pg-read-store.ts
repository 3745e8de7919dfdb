/**
 * The read cache's store shared by every dashboard server on one PostgreSQL
 * (DATABASE_URL): answers and window moments are rows, and a window is taken
 * by one atomic upsert, so of two servers reading for one account at once
 * exactly one calls the marketplace. Answers carry their secrets sealed, as
 * the proxy caches them; the sweeper removes rows older than any window.
 */
import 'server-only';
import { eq, lt, lte } from 'drizzle-orm';
import { readAnswers, readWindows } from '@/lib/db/schema';
import { getDb, type DashboardDb } from './db';
import type { ReadEntry, ReadStore, WindowCall } from './read-store';

/** Longer than any read window of part 8: older rows can no longer answer or refuse anything. */
export const READ_ROWS_KEPT_MS = 10 * 60_000;

export class PgReadStore implements ReadStore {
  readonly shared = true;

  constructor(private readonly db: () => Promise<DashboardDb> = getDb) {}

  async get(key: string): Promise<ReadEntry | undefined> {
    const [row] = await (await this.db()).select().from(readAnswers).where(eq(readAnswers.key, key));
    return row && { status: row.status, headers: row.headers, body: row.body, fetchedAt: row.fetchedAt };
  }

  async set(key: string, entry: ReadEntry): Promise<void> {
    await (
      await this.db()
    )
      .insert(readAnswers)
      .values({ key, ...entry })
      .onConflictDoUpdate({ target: readAnswers.key, set: { ...entry } });
  }

  async claim(bucket: string, key: string, now: number, windowMs: number): Promise<WindowCall | undefined> {
    const db = await this.db();
    const taken = await db
      .insert(readWindows)
      .values({ bucket, key, lastCall: now })
      .onConflictDoUpdate({ target: readWindows.bucket, set: { key, lastCall: now }, setWhere: lte(readWindows.lastCall, now - windowMs) })
      .returning({ lastCall: readWindows.lastCall });
    if (taken.length > 0) return undefined;
    const [row] = await db.select({ key: readWindows.key, at: readWindows.lastCall }).from(readWindows).where(eq(readWindows.bucket, bucket));
    return row ?? { key: '', at: now };
  }
}

/** Remove answers and windows older than any window; returns how many rows went. */
export async function sweepReadRows(db: DashboardDb, now: number): Promise<number> {
  const before = now - READ_ROWS_KEPT_MS;
  const answers = await db.delete(readAnswers).where(lt(readAnswers.fetchedAt, before)).returning({ key: readAnswers.key });
  const windows = await db.delete(readWindows).where(lt(readWindows.lastCall, before)).returning({ bucket: readWindows.bucket });
  return answers.length + windows.length;
}
