/** Reading and writing swaps, and the ledger entries that move their value. */
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { BLOCKING_SWAP_STATUSES } from '@/lib/marketplace/swaps/terms';
import { ledgerEntries } from '../db/schema';
import type { SandboxDb } from '../db/types';
import { swaps, type SwapInsert, type SwapRow } from './schema';

/** The ledger's kinds for a swap's value (`ref` = swap id). */
export const SWAP_LEDGER = { debit: 'swap_debit', credit: 'swap_credit', returned: 'swap_returned' } as const;

export async function swapById(db: SandboxDb, id: string): Promise<SwapRow | undefined> {
  const [row] = await db.select().from(swaps).where(eq(swaps.id, id)).limit(1);
  return row;
}

export async function swapByKey(db: SandboxDb, idempotencyKey: string): Promise<SwapRow | undefined> {
  const [row] = await db.select().from(swaps).where(eq(swaps.idempotencyKey, idempotencyKey)).limit(1);
  return row;
}

/** The account's swap that blocks new ones: still processing, or under bridge review. */
export async function blockingSwap(db: SandboxDb, accountId: string): Promise<SwapRow | undefined> {
  const [row] = await db
    .select()
    .from(swaps)
    .where(and(eq(swaps.accountId, accountId), inArray(swaps.status, [...BLOCKING_SWAP_STATUSES])))
    .orderBy(desc(swaps.createdAt))
    .limit(1);
  return row;
}

/** Newest first; ties keep a stable order so offset paging never repeats or skips. */
export async function swapPage(
  db: SandboxDb,
  accountId: string,
  limit: number,
  offset: number,
): Promise<{ rows: SwapRow[]; total: number }> {
  const rows = await db
    .select()
    .from(swaps)
    .where(eq(swaps.accountId, accountId))
    .orderBy(desc(swaps.createdAt), desc(swaps.id))
    .limit(limit)
    .offset(offset);
  const [counted] = await db.select({ n: count() }).from(swaps).where(eq(swaps.accountId, accountId));
  return { rows, total: counted?.n ?? 0 };
}

/** A new swap and the debit of its source, in the caller's transaction. */
export async function insertSwap(tx: SandboxDb, row: SwapInsert): Promise<SwapRow> {
  const [inserted] = await tx.insert(swaps).values(row).returning();
  await tx.insert(ledgerEntries).values({
    accountId: row.accountId,
    asset: row.fromToken,
    amount: `-${row.amountIn}`,
    kind: SWAP_LEDGER.debit,
    ref: row.id,
    createdAt: row.createdAt,
  });
  return inserted!;
}
