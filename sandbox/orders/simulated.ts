/**
 * Simulated sellers: the seeded sellers (`accounts.simulated`) run their own
 * orders so a demo can be completed end to end. They greet the buyer when the
 * order activates, deliver in reply to the buyer's first message, and answer
 * every later one. Delivery is also available to any order through the
 * control surface.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { orders } from '../db/schema';
import type { AccountRow } from '../account/repo';
import type { CheckoutRow } from '../checkout/repo';
import { addMessage, newSubmissionId, type OrderRow, type Tx } from './repo';

export const deliveryFileUrl = (publicUrl: string, jobId: string) =>
  `${publicUrl}/deliveries/${encodeURIComponent(jobId)}/delivery.txt`;

export async function greet(
  tx: Tx,
  order: OrderRow,
  checkout: CheckoutRow,
  seller: AccountRow,
  now: Date,
): Promise<void> {
  if (!seller.simulated) return;
  const what = checkout.family === 'hire' ? 'hiring me' : `ordering “${checkout.productName}”`;
  await addMessage(tx, {
    jobId: order.jobId,
    sender: 'seller',
    message: `Hi, ${seller.nickname ?? 'your seller'} here. Thanks for ${what}! Tell me anything I should know and I will send the delivery right here.`,
    createdAt: now,
  });
}

export interface Delivery {
  content?: string;
  files?: string[];
}

/** Record the delivered submission (once) and announce it in the chat. */
export async function deliver(
  tx: Tx,
  publicUrl: string,
  order: OrderRow,
  checkout: CheckoutRow,
  delivery: Delivery,
  now: Date,
): Promise<OrderRow> {
  if (order.submissionId) return order;
  const content =
    delivery.content ??
    `Delivery for “${checkout.productName}”: the finished work is attached. Reply here for changes, or approve it with finalize.`;
  const files = delivery.files ?? [deliveryFileUrl(publicUrl, order.jobId)];
  const [updated] = await tx
    .update(orders)
    .set({
      submissionId: newSubmissionId(),
      deliveryContent: content,
      deliveryFiles: files,
      deliveredAt: now,
      workStatus: 'delivered',
    })
    .where(and(eq(orders.jobId, order.jobId), isNull(orders.submissionId)))
    .returning();
  if (!updated) return order;
  await addMessage(tx, { jobId: order.jobId, sender: 'seller', message: content, files, createdAt: now });
  return updated;
}

/** A simulated seller's answer to a buyer message: the delivery first, then a short acknowledgement. */
export async function answerBuyer(
  tx: Tx,
  publicUrl: string,
  order: OrderRow,
  checkout: CheckoutRow,
  seller: AccountRow,
  now: Date,
): Promise<void> {
  if (!seller.simulated) return;
  if (!order.submissionId) {
    await deliver(tx, publicUrl, order, checkout, {}, now);
    return;
  }
  await addMessage(tx, {
    jobId: order.jobId,
    sender: 'seller',
    message: 'Thanks, noted! If the delivery looks right, approve it with finalize; otherwise tell me what to change.',
    createdAt: now,
  });
}
