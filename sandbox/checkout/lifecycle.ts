/**
 * The checkout state machine (spec 3.1), judged on the sandbox clock:
 *
 *   awaiting_payment -> processing (payment verified and reserved)
 *     -> payment_submitted (settled; the order exists, funding pending)
 *     -> payment_confirmed (funding receipt; the order is funded and active)
 *   awaiting_payment -> expired (quote window closed, nothing paid)
 *   processing -> payment_review (settlement failed or uncertain)
 *   payment_submitted -> payment_review (receipt never confirmed by the quote's expiry)
 *
 * Time-driven transitions happen lazily, on whatever read comes next, so a
 * test can move the clock instead of waiting.
 */
import { and, eq, lte } from 'drizzle-orm';
import { accountById } from '../account/repo';
import { checkouts, orders } from '../db/schema';
import type { SandboxDeps } from '../deps';
import { orderByCheckout, type OrderRow } from '../orders/repo';
import { greet } from '../orders/simulated';
import { emitNotification } from '../notifications/bus';
import { checkoutById, type CheckoutRow } from './repo';

/** Sandbox assumption: a checkout stuck in `processing` this long (a crash mid-settlement) goes to review. */
const STUCK_PROCESSING_MS = 5 * 60_000;

export type ReviewReason = 'settlement_uncertain' | 'settlement_failed' | 'funding_unconfirmed';

async function reread(deps: SandboxDeps, row: CheckoutRow): Promise<CheckoutRow> {
  return (await checkoutById(deps.db, row.id)) ?? row;
}

export async function moveToReview(
  deps: SandboxDeps,
  row: CheckoutRow,
  from: string,
  reason: ReviewReason,
): Promise<CheckoutRow> {
  await deps.db.transaction(async (tx) => {
    const [moved] = await tx
      .update(checkouts)
      .set({ status: 'payment_review', reviewReason: reason })
      .where(and(eq(checkouts.id, row.id), eq(checkouts.status, from)))
      .returning({ id: checkouts.id });
    if (moved) await tx.update(orders).set({ status: 'on_hold' }).where(eq(orders.checkoutId, row.id));
  });
  return reread(deps, row);
}

/** The funding receipt arrived: the order is funded, activated, and a simulated seller says hello. */
async function confirm(deps: SandboxDeps, row: CheckoutRow, at: Date): Promise<CheckoutRow> {
  const confirmedNow = await deps.db.transaction(async (tx) => {
    const [confirmed] = await tx
      .update(checkouts)
      .set({ status: 'payment_confirmed', confirmedAt: at })
      .where(and(eq(checkouts.id, row.id), eq(checkouts.status, 'payment_submitted')))
      .returning();
    if (!confirmed) return false;
    const [order] = await tx
      .update(orders)
      .set({ fundingStatus: 'funded', status: 'in_progress', workStatus: 'in_progress', activatedAt: at })
      .where(eq(orders.checkoutId, row.id))
      .returning();
    const seller = await accountById(tx, row.sellerId);
    if (order && seller) await greet(tx, order, confirmed, seller, at);
    return true;
  });
  if (confirmedNow) await announceOrder(deps, row);
  return reread(deps, row);
}

/** Both sides of a newly active order hear of it. */
async function announceOrder(deps: SandboxDeps, row: CheckoutRow): Promise<void> {
  const what = row.family === 'hire' ? 'Your hire' : `Your order “${row.productName}”`;
  if (row.buyerAccountId)
    await emitNotification(deps, {
      accountId: row.buyerAccountId,
      message: `${what} is paid and active. Talk to the seller in the order room.`,
    });
  await emitNotification(deps, {
    accountId: row.sellerId,
    message: `New order: “${row.productName}”, ${row.sellerNetUsd} USD for you. The buyer is waiting in the order room.`,
  });
}

/** Apply every transition that is due by now. */
export async function refresh(deps: SandboxDeps, row: CheckoutRow): Promise<CheckoutRow> {
  const now = deps.clock.now();
  const expiresAt = row.expiresAt.getTime();
  switch (row.status) {
    case 'awaiting_payment':
      if (now < expiresAt) return row;
      await deps.db
        .update(checkouts)
        .set({ status: 'expired' })
        .where(
          and(
            eq(checkouts.id, row.id),
            eq(checkouts.status, 'awaiting_payment'),
            lte(checkouts.expiresAt, new Date(now)),
          ),
        );
      return reread(deps, row);
    case 'processing':
      if (row.reservedAt && now - row.reservedAt.getTime() > STUCK_PROCESSING_MS)
        return moveToReview(deps, row, 'processing', 'settlement_uncertain');
      return row;
    case 'payment_submitted': {
      const due = row.confirmAt?.getTime();
      if (due !== undefined && due <= now && due < expiresAt) return confirm(deps, row, new Date(due));
      if (now >= expiresAt) return moveToReview(deps, row, 'payment_submitted', 'funding_unconfirmed');
      return row;
    }
    default:
      return row;
  }
}

/** A checkout and its order, with due transitions applied. */
export async function current(
  deps: SandboxDeps,
  row: CheckoutRow,
): Promise<{ row: CheckoutRow; order: OrderRow | undefined }> {
  const fresh = await refresh(deps, row);
  return { row: fresh, order: await orderByCheckout(deps.db, fresh.id) };
}
