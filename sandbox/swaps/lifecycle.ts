/**
 * The swap state machine (spec 3.2), judged on the sandbox clock:
 *
 *   on Solana:        pending -> initiated -> completed | failed
 *   across networks:  bridge_pending -> bridge_initiated -> completed | failed
 *   bridge_review:    waits for reconciliation (the control surface moves it)
 *
 * Completion credits the expected output (`received`); a swap where nothing
 * would arrive fails with SWAP_AMOUNT_TOO_SMALL and its source comes back.
 * Like checkouts, time-driven steps happen lazily, before anything reads the
 * account's swaps or balances, so tests move the clock instead of waiting.
 */
import { and, eq, isNotNull, lte } from 'drizzle-orm';
import { isZero } from '@/lib/money';
import { ledgerEntries } from '../db/schema';
import { signatureOf } from '../seed/random';
import type { SandboxDb } from '../db/types';
import { SWAP_LEDGER } from './repo';
import { swaps, type SwapRow } from './schema';

/** Sandbox assumption: how long each processing state lasts, in seconds. */
// Longer than the 15 s create window, as on the live service, so a second swap meets the first still moving.
export const STEP_SECONDS: Record<string, number> = {
  pending: 5,
  initiated: 15,
  bridge_pending: 15,
  bridge_initiated: 45,
};
const NEXT: Record<string, string> = {
  pending: 'initiated',
  initiated: 'settle',
  bridge_pending: 'bridge_initiated',
  bridge_initiated: 'settle',
};

export const FINAL_STATUSES: readonly string[] = ['completed', 'failed'];

/** Sandbox assumption: a completed swap's transaction id, a Solana-style signature derived from the swap. */
const txIdOf = (id: string) => signatureOf(`swap:${id}`);

/** Finish a swap at `at`: credit its output, or return its source when nothing arrives (or when told to fail). */
export async function finishSwap(db: SandboxDb, row: SwapRow, at: Date, failure?: string): Promise<boolean> {
  const received = row.expectedAmountOut;
  const reason = failure ?? (received === null || isZero(received) ? 'SWAP_AMOUNT_TOO_SMALL' : undefined);
  return db.transaction(async (tx) => {
    const [done] = await tx
      .update(swaps)
      .set(
        reason
          ? { status: 'failed', failureReason: reason, nextStepAt: null, updatedAt: at }
          : { status: 'completed', received, txId: txIdOf(row.id), nextStepAt: null, updatedAt: at },
      )
      .where(and(eq(swaps.id, row.id), eq(swaps.status, row.status)))
      .returning();
    if (!done) return false;
    await tx.insert(ledgerEntries).values(
      reason
        ? {
            accountId: row.accountId,
            asset: row.fromToken,
            amount: row.amountIn,
            kind: SWAP_LEDGER.returned,
            ref: row.id,
            createdAt: at,
          }
        : {
            accountId: row.accountId,
            asset: row.toToken,
            amount: received!,
            kind: SWAP_LEDGER.credit,
            ref: row.id,
            createdAt: at,
          },
    );
    return true;
  });
}

/** Move one swap through every step its time has come for. */
async function advance(db: SandboxDb, row: SwapRow, now: Date): Promise<void> {
  let status = row.status;
  let at = row.nextStepAt;
  while (at && at <= now && NEXT[status]) {
    const next = NEXT[status]!;
    if (next === 'settle') {
      await finishSwap(db, row, at);
      return;
    }
    status = next;
    at = new Date(at.getTime() + STEP_SECONDS[next]! * 1000);
  }
  if (status === row.status) return;
  await db
    .update(swaps)
    .set({ status, nextStepAt: at, updatedAt: now })
    .where(and(eq(swaps.id, row.id), eq(swaps.status, row.status)));
}

/** Bring an account's swaps up to the clock, before anything reads them or its balances. */
export async function settleSwaps(db: SandboxDb, accountId: string, now: Date): Promise<void> {
  const due = await db
    .select()
    .from(swaps)
    .where(and(eq(swaps.accountId, accountId), isNotNull(swaps.nextStepAt), lte(swaps.nextStepAt, now)));
  for (const row of due) await advance(db, row, now);
}

/** Sandbox assumption: the route version names how a swap is carried out. */
export const routeVersionOf = (crossNetwork: boolean) => (crossNetwork ? 'sandbox-bridge-v1' : 'sandbox-solana-v1');

/** The first step of a new swap: bridge states across networks, else pending. */
export function firstStep(crossNetwork: boolean, now: Date): { status: string; nextStepAt: Date } {
  const status = crossNetwork ? 'bridge_pending' : 'pending';
  return { status, nextStepAt: new Date(now.getTime() + STEP_SECONDS[status]! * 1000) };
}
