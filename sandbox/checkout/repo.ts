/** Checkout rows: lookups, quote creation with a unique identification amount, and the lazy sweep of expired quotes. */
import { randomBytes, randomInt } from 'node:crypto';
import { and, eq, lte } from 'drizzle-orm';
import { fromAtomic } from '@/lib/money';
import { checkouts } from '../db/schema';
import type { SandboxDb } from '../db/types';
import { fail } from '../http/errors';
import { USDC_DECIMALS } from '@/lib/marketplace/checkout/terms';

export type CheckoutRow = typeof checkouts.$inferSelect;
export type CheckoutInsert = typeof checkouts.$inferInsert;
export type Family = 'store' | 'hire';

/** Sandbox assumption: identification amounts are 0.000001-0.000999 USDC, unique among open quotes. */
const IDENTIFICATION_MAX_ATOMIC = 999;

export const newCheckoutId = () => `chk_${randomBytes(12).toString('hex')}`;

export async function checkoutByKey(db: SandboxDb, idempotencyKey: string): Promise<CheckoutRow | undefined> {
  const [row] = await db.select().from(checkouts).where(eq(checkouts.idempotencyKey, idempotencyKey)).limit(1);
  return row;
}

export async function checkoutById(db: SandboxDb, id: string): Promise<CheckoutRow | undefined> {
  const [row] = await db.select().from(checkouts).where(eq(checkouts.id, id)).limit(1);
  return row;
}

/** Quotes past their deadline stop being open (and free their identification amount). */
async function sweepExpiredQuotes(db: SandboxDb, now: Date): Promise<void> {
  await db
    .update(checkouts)
    .set({ status: 'expired' })
    .where(and(eq(checkouts.status, 'awaiting_payment'), lte(checkouts.expiresAt, now)));
}

async function freeIdentificationAmount(db: SandboxDb): Promise<string> {
  const open = await db
    .select({ amount: checkouts.identificationAmountUsdc })
    .from(checkouts)
    .where(eq(checkouts.status, 'awaiting_payment'));
  const taken = new Set(open.map((r) => r.amount));
  const free: string[] = [];
  for (let atomic = 1; atomic <= IDENTIFICATION_MAX_ATOMIC; atomic++) {
    const amount = fromAtomic(BigInt(atomic), USDC_DECIMALS);
    if (!taken.has(amount)) free.push(amount);
  }
  if (free.length === 0)
    throw fail(503, 'SERVICE_UNAVAILABLE', 'Too many open quotes right now; retry shortly with the same key.', 5);
  return free[randomInt(free.length)]!;
}

/**
 * Insert a new quote under its idempotency key. Returns the stored row, or
 * the row that already holds the key when another request won the race.
 */
export async function insertQuote(
  db: SandboxDb,
  now: Date,
  build: (identificationAmountUsdc: string) => CheckoutInsert,
): Promise<{ row: CheckoutRow; created: boolean }> {
  await sweepExpiredQuotes(db, now);
  for (let attempt = 0; attempt < 5; attempt++) {
    const values = build(await freeIdentificationAmount(db));
    const [row] = await db.insert(checkouts).values(values).onConflictDoNothing().returning();
    if (row) return { row, created: true };
    const existing = await checkoutByKey(db, values.idempotencyKey);
    if (existing) return { row: existing, created: false };
    // The identification amount was taken meanwhile: pick another.
  }
  throw fail(503, 'SERVICE_UNAVAILABLE', 'The quote could not be created; retry shortly with the same key.', 2);
}
