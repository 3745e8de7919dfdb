/**
 * Sweeping, on a schedule, what nobody can use any more:
 * - expired sessions, with their vault entries and journal rows (their sealed
 *   order secrets and checkout tokens);
 * - journal rows that are done with and a day old: abandoned quotes (a quote
 *   lasts 30 minutes, and every payment attempt marks its row as sent again, so
 *   such a row was never paid), refusals, and finished sends kept for replays
 *   (`FINISHED_OUTCOMES`). A checkout that became a purchase keeps its row (its
 *   token reads the order) for as long as the session lives.
 * - the shared read cache's answers and windows older than any window.
 * Uncertain rows (sent, or no answer) are never swept while their session lives.
 * Started once per server process from startup.ts.
 */
import 'server-only';
import { and, eq, inArray, lt, lte } from 'drizzle-orm';
import { journal, sessions, vault } from '@/lib/db/schema';
import { FINISHED_OUTCOMES } from './journal';
import { getDb } from './db';
import { sweepReadRows } from './pg-read-store';

const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 15 * 60 * 1000;
const BATCH = 500;

export interface Swept {
  sessions: number;
  quotes: number;
  reads: number;
}

export async function sweep(now = new Date()): Promise<Swept> {
  const db = await getDb();
  let sessionCount = 0;
  for (;;) {
    const batch = await db.select({ id: sessions.id }).from(sessions).where(lte(sessions.expiresAt, now)).limit(BATCH);
    if (batch.length === 0) break;
    const ids = batch.map((row) => row.id);
    await db.transaction(async (tx) => {
      await tx.delete(vault).where(inArray(vault.sessionId, ids));
      await tx.delete(journal).where(inArray(journal.sessionId, ids));
      await tx.delete(sessions).where(inArray(sessions.id, ids));
    });
    sessionCount += ids.length;
    if (batch.length < BATCH) break;
  }
  const quotes = await db
    .delete(journal)
    .where(
      and(
        eq(journal.state, 'answered'),
        inArray(journal.outcome, FINISHED_OUTCOMES),
        lt(journal.updatedAt, new Date(now.getTime() - ABANDONED_AFTER_MS)),
      ),
    )
    .returning({ id: journal.id });
  return { sessions: sessionCount, quotes: quotes.length, reads: await sweepReadRows(db, now.getTime()) };
}

const globalForSweep = globalThis as unknown as { sweeping?: NodeJS.Timeout };

/** Sweep now and every 15 minutes; once per process however often it is called. */
export function startSweeping(): void {
  if (globalForSweep.sweeping) return;
  const run = () =>
    sweep().catch((error: unknown) => {
      console.error(`[sweep] failed: ${error instanceof Error ? error.message : String(error)}`);
    });
  globalForSweep.sweeping = setInterval(run, SWEEP_EVERY_MS);
  globalForSweep.sweeping.unref();
  void run();
}
