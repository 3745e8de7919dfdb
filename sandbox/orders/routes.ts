/**
 * The buyer's order room (spec 4.3), authorized by the order secret in
 * X-Secret: chat, approval (finalize) and the seller review.
 */
import { createHash } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { orderRoutes } from '@/lib/marketplace/orders/contract';
import { canonicalJson } from '@/lib/marketplace/siwx';
import { accountById } from '../account/repo';
import { current } from '../checkout/lifecycle';
import { usdcAsset } from '../checkout/pay';
import { checkoutById, type CheckoutRow } from '../checkout/repo';
import { accounts, ledgerEntries, orders, reviews } from '../db/schema';
import { defineHandler, type Handlers, type SandboxContext } from '../deps';
import { fail, json } from '../http/errors';
import {
  addMessage,
  isActive,
  messageById,
  messageByKey,
  messagesAfter,
  orderByJobId,
  orderBySecret,
  presentMessage,
  type OrderRow,
} from './repo';
import { answerBuyer } from './simulated';
import { emitNotification } from '../notifications/bus';

const DEFAULT_PAGE_SIZE = 25;

const noStore = { 'cache-control': 'no-store' };

/** The order behind X-Secret, with its checkout's due transitions applied (a receipt may have confirmed meanwhile). */
async function orderOf(ctx: SandboxContext): Promise<{ order: OrderRow; checkout: CheckoutRow }> {
  const { deps } = ctx;
  const found = ctx.orderSecret ? await orderBySecret(deps.db, ctx.orderSecret) : undefined;
  const checkout = found ? await checkoutById(deps.db, found.checkoutId) : undefined;
  if (!found || !checkout) throw fail(404, 'ORDER_NOT_FOUND', 'No order has this secret.');
  const now = await current(deps, checkout);
  return { order: now.order ?? found, checkout: now.row };
}

function requireActive(order: OrderRow): void {
  if (!isActive(order))
    throw fail(
      409,
      'ORDER_NOT_ACTIVE',
      'The order is not active yet: chat and approval open once funding is confirmed. Read the purchase status.',
    );
}

async function selectedWinner(ctx: SandboxContext, order: OrderRow) {
  if (!order.submissionId || !order.deliveredAt) return null;
  const seller = await accountById(ctx.deps.db, order.sellerId);
  return {
    id: order.submissionId,
    nickname: seller?.nickname ?? '',
    content: order.deliveryContent ?? '',
    files: order.deliveryFiles ?? [],
    deliveredAt: order.deliveredAt.toISOString(),
  };
}

const messages = defineHandler(orderRoutes.messages, async (ctx) => {
  const { deps, query } = ctx;
  const { order } = await orderOf(ctx);
  requireActive(order);
  ctx.spendWindow(order.jobId);
  let afterSeq = 0;
  if (query.afterId !== undefined) {
    const after = await messageById(deps.db, order.jobId, query.afterId);
    if (!after)
      throw fail(400, 'ORDER_INPUT_INVALID', 'afterId is not a message of this order; use nextAfterId as returned.');
    afterSeq = after.seq;
  }
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const rows = await messagesAfter(deps.db, order.jobId, afterSeq, pageSize + 1);
  const page = rows.slice(0, pageSize);
  return json(
    {
      ok: true,
      messages: page.map(presentMessage),
      nextAfterId: page.length ? page[page.length - 1]!.id : null,
      hasMore: rows.length > pageSize,
      selectedWinner: await selectedWinner(ctx, order),
      orderStatus: order.status,
    },
    200,
    noStore,
  );
});

const contentHashOf = (message: string, files: string[]) =>
  createHash('sha256').update(canonicalJson({ message, files })).digest('hex');

const send = defineHandler(orderRoutes.send, async (ctx) => {
  const { deps, body } = ctx;
  const { order, checkout } = await orderOf(ctx);
  requireActive(order);
  const files = body.files ?? [];
  const contentHash = contentHashOf(body.message, files);
  const replay = async () => {
    const earlier = await messageByKey(deps.db, order.jobId, body.idempotencyKey);
    if (!earlier) return undefined;
    if (earlier.contentHash !== contentHash)
      throw fail(409, 'ORDER_SEND_CONFLICT', 'A different message was already sent with this idempotency key.');
    return json({ ok: true, message: presentMessage(earlier), replayed: true }, 200, noStore);
  };
  // Saved replays bypass the cooldown.
  const replayed = await replay();
  if (replayed) return replayed;
  ctx.spendWindow(order.jobId);

  const now = deps.clock.date();
  const sent = await deps.db.transaction(async (tx) => {
    const message = await addMessage(tx, {
      jobId: order.jobId,
      sender: 'buyer',
      message: body.message,
      files,
      idempotencyKey: body.idempotencyKey,
      contentHash,
      createdAt: now,
    });
    if (!message) return undefined;
    const seller = await accountById(tx, order.sellerId);
    const latest = (await orderByJobId(tx, order.jobId)) ?? order;
    if (seller) await answerBuyer(tx, deps.config.publicUrl, latest, checkout, seller, now);
    return { message, seller };
  });
  if (!sent)
    return (
      (await replay()) ??
      json({ ok: false, errorCode: 'ORDER_SEND_CONFLICT', message: 'The message could not be stored.' }, 409)
    );
  // The seller hears of the message; a simulated seller's answer reaches the buyer too.
  await emitNotification(deps, {
    accountId: order.sellerId,
    message: `New message about “${checkout.productName}”: ${body.message}`,
  });
  if (sent.seller?.simulated)
    await emitNotification(deps, {
      accountId: order.buyerAccountId,
      message: `${sent.seller.nickname ?? 'Your seller'} answered in the order room for “${checkout.productName}”.`,
    });
  return json({ ok: true, message: presentMessage(sent.message), replayed: false }, 200, noStore);
});

function payoutOf(order: OrderRow, nickname: string) {
  return {
    nickname,
    amount: order.payoutAmount ?? '0',
    asset: 'USDC' as const,
    network: order.network,
    creditedAt: order.finalizedAt?.toISOString() ?? '',
  };
}

const finalize = defineHandler(orderRoutes.finalize, async (ctx) => {
  const { deps } = ctx;
  const { order, checkout } = await orderOf(ctx);
  const seller = await accountById(deps.db, order.sellerId);
  const nickname = seller?.nickname ?? '';
  if (order.finalizedAt)
    return json({ ok: true, finalized: true, alreadySettled: true, payout: payoutOf(order, nickname) }, 200, noStore);
  if (checkout.status === 'payment_review' || checkout.refundCreditedAt) {
    throw fail(
      409,
      'ORDER_FINALIZE_BLOCKED',
      'Approval is blocked: the payment is under review or was refunded. Follow the purchase’s recovery guidance.',
    );
  }
  requireActive(order);
  const now = deps.clock.date();
  // The worker's allocation (the seller-net price, or 90% of a hire's budget) is credited once.
  const credited = await deps.db.transaction(async (tx) => {
    const [done] = await tx
      .update(orders)
      .set({
        finalizedAt: now,
        payoutAmount: checkout.sellerNetUsd,
        payoutAsset: usdcAsset(order.network),
        status: 'completed',
        workStatus: 'approved',
      })
      .where(and(eq(orders.jobId, order.jobId), isNull(orders.finalizedAt)))
      .returning();
    if (!done) return undefined;
    await tx.insert(ledgerEntries).values({
      accountId: order.sellerId,
      asset: usdcAsset(order.network),
      amount: checkout.sellerNetUsd,
      kind: 'payout',
      ref: checkout.id,
      createdAt: now,
    });
    return done;
  });
  if (!credited) {
    const settled = (await orderByJobId(deps.db, order.jobId)) ?? order;
    return json({ ok: true, finalized: true, alreadySettled: true, payout: payoutOf(settled, nickname) }, 200, noStore);
  }
  return json({ ok: true, finalized: true, alreadySettled: false, payout: payoutOf(credited, nickname) }, 200, noStore);
});

function presentReview(row: typeof reviews.$inferSelect) {
  return { stars: row.stars, text: row.text === '' ? null : row.text, reviewedAt: row.reviewedAt.toISOString() };
}

class AlreadyReviewed extends Error {}

/** Sandbox assumption: POST …/review takes {submissionId, stars, text?}; one review per order, repeats answer the first. */
const review = defineHandler(orderRoutes.review, async (ctx) => {
  const { deps, body } = ctx;
  const { order } = await orderOf(ctx);
  if (order.reviewId !== null) {
    const [earlier] = await deps.db.select().from(reviews).where(eq(reviews.id, order.reviewId)).limit(1);
    if (earlier) return json({ ok: true, replayed: true, review: presentReview(earlier) }, 200, noStore);
  }
  if (!order.submissionId || body.submissionId !== order.submissionId) {
    throw fail(
      409,
      'ORDER_NOTHING_TO_REVIEW',
      'There is no delivered submission with this id: review the selectedWinner.id from the chat.',
    );
  }
  const buyer = await accountById(deps.db, order.buyerAccountId);
  const now = deps.clock.date();
  const written = await deps.db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(reviews)
        .values({
          sellerId: order.sellerId,
          stars: body.stars,
          text: body.text?.trim() ?? '',
          byAgent: buyer?.isAgent ?? true,
          reviewedAt: now,
        })
        .returning();
      const [linked] = await tx
        .update(orders)
        .set({ reviewId: row!.id })
        .where(and(eq(orders.jobId, order.jobId), isNull(orders.reviewId)))
        .returning({ jobId: orders.jobId });
      // Another request reviewed this order meanwhile: undo this one.
      if (!linked) throw new AlreadyReviewed();
      await tx
        .update(accounts)
        .set({ reviewCount: sql`${accounts.reviewCount} + 1`, starTotal: sql`${accounts.starTotal} + ${body.stars}` })
        .where(eq(accounts.id, order.sellerId));
      return row;
    })
    .catch((error: unknown) => {
      if (error instanceof AlreadyReviewed) return undefined;
      throw error;
    });
  if (!written) {
    const again = await orderByJobId(deps.db, order.jobId);
    const [earlier] = again?.reviewId
      ? await deps.db.select().from(reviews).where(eq(reviews.id, again.reviewId)).limit(1)
      : [];
    if (earlier) return json({ ok: true, replayed: true, review: presentReview(earlier) }, 200, noStore);
    throw fail(503, 'SERVICE_UNAVAILABLE', 'The review could not be saved; retry the same request.', 2);
  }
  deps.catalog.invalidate();
  return json({ ok: true, replayed: false, review: presentReview(written) }, 200, noStore);
});

export const orderHandlers: Handlers = [messages, send, finalize, review];
