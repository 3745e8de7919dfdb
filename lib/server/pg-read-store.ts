/**
 * The read cache's store shared by every dashboard server on one PostgreSQL
 * (DATABASE_URL): answers and window moments are rows, and a window is taken
 * by one atomic upsert, so of two servers reading for one account at once
 * exactly one calls the marketplace. Answers are private account data: their
 * bodies are sealed at rest (bound to their key), and dropped when the account
 * signs out; the sweeper removes rows older than any window.
 */
import 'server-only';
import { and, eq, lt, lte, sql } from 'drizzle-orm';
import { readAnswers, readWindows } from '@/lib/db/schema';
import { SealBroken, seal, unseal } from './crypto';
import { getDb, type DashboardDb } from './db';
import type { ReadEntry, ReadStore, WindowCall } from './read-store';

/** Longer than any read window of part 8: older rows can no longer answer or refuse anything. */
export const READ_ROWS_KEPT_MS = 10 * 60_000;

export class PgReadStore implements ReadStore {
  readonly shared = true;

  constructor(private readonly db: () => Promise<DashboardDb> = getDb) {}

  async get(key: string): Promise<ReadEntry | undefined> {
    const [row] = await (await this.db()).select().from(readAnswers).where(eq(readAnswers.key, key));
    if (!row) return undefined;
    try {
      return {
        status: row.status,
        headers: row.headers,
        body: unseal(row.body, 'read-answer', key),
        fetchedAt: row.fetchedAt,
      };
    } catch (error) {
      // Sealed under another secret (or before answers were sealed): as good as absent.
      if (error instanceof SealBroken) return undefined;
      throw error;
    }
  }

  async set(key: string, entry: ReadEntry): Promise<void> {
    const sealed = { ...entry, body: seal(entry.body, 'read-answer', key) };
    await (
      await this.db()
    )
      .insert(readAnswers)
      .values({ key, ...sealed })
      .onConflictDoUpdate({ target: readAnswers.key, set: sealed });
  }

  async forget(prefix: string): Promise<void> {
    await (await this.db()).delete(readAnswers).where(sql`starts_with(${readAnswers.key}, ${prefix})`);
  }

  async claim(bucket: string, key: string, now: number, windowMs: number): Promise<WindowCall | undefined> {
    const db = await this.db();
    const taken = await db
      .insert(readWindows)
      .values({ bucket, key, lastCall: now })
      .onConflictDoUpdate({
        target: readWindows.bucket,
        set: { key, lastCall: now },
        setWhere: lte(readWindows.lastCall, now - windowMs),
      })
      .returning({ lastCall: readWindows.lastCall });
    if (taken.length > 0) return undefined;
    const [row] = await db
      .select({ key: readWindows.key, at: readWindows.lastCall })
      .from(readWindows)
      .where(eq(readWindows.bucket, bucket));
    return row ?? { key: '', at: now };
  }

  async hold(bucket: string, call: WindowCall): Promise<void> {
    await (
      await this.db()
    )
      .insert(readWindows)
      .values({ bucket, key: call.key, lastCall: call.at })
      .onConflictDoUpdate({
        target: readWindows.bucket,
        set: { key: call.key, lastCall: call.at },
        setWhere: lt(readWindows.lastCall, call.at),
      });
  }

  async release(bucket: string, call: WindowCall): Promise<void> {
    await (
      await this.db()
    )
      .delete(readWindows)
      .where(and(eq(readWindows.bucket, bucket), eq(readWindows.key, call.key), eq(readWindows.lastCall, call.at)));
  }
}

/** Remove answers and windows older than any window; returns how many rows went. */
export async function sweepReadRows(db: DashboardDb, now: number): Promise<number> {
  const before = now - READ_ROWS_KEPT_MS;
  const answers = await db
    .delete(readAnswers)
    .where(lt(readAnswers.fetchedAt, before))
    .returning({ key: readAnswers.key });
  const windows = await db
    .delete(readWindows)
    .where(lt(readWindows.lastCall, before))
    .returning({ bucket: readWindows.bucket });
  return answers.length + windows.length;
}
