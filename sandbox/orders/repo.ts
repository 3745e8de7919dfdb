/** Orders created by paid checkouts, and their chat. */
import { randomBytes, randomInt } from 'node:crypto';
import { and, asc, eq, gt } from 'drizzle-orm';
import { chatMessages, orders } from '../db/schema';
import type { SandboxDb } from '../db/types';

export type OrderRow = typeof orders.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
/** A database handle or an open transaction (a transaction is a database too). */
export type Tx = SandboxDb;

const ALPHANUMERIC = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const code = (length: number) => Array.from({ length }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join('');

/** Sandbox assumption: job ids are 8 letters/digits, custom ids 12, order secrets 48 hex characters. */
export const newJobId = () => code(8);
export const newCustomId = () => code(12).toUpperCase();
export const newOrderSecret = () => randomBytes(24).toString('hex');
const newMessageId = () => `msg_${randomBytes(10).toString('hex')}`;
export const newSubmissionId = () => `sub_${randomBytes(10).toString('hex')}`;

export async function orderByCheckout(db: Tx, checkoutId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.checkoutId, checkoutId)).limit(1);
  return row;
}

export async function orderBySecret(db: Tx, secret: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.secret, secret)).limit(1);
  return row;
}

export async function orderByJobId(db: Tx, jobId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.jobId, jobId)).limit(1);
  return row;
}

export const isActive = (order: OrderRow) => order.fundingStatus === 'funded' && order.activatedAt !== null;

export async function addMessage(
  db: Tx,
  message: {
    jobId: string;
    sender: 'buyer' | 'seller';
    message: string;
    files?: string[];
    idempotencyKey?: string;
    contentHash?: string;
    createdAt: Date;
  },
): Promise<ChatMessageRow | undefined> {
  const [row] = await db
    .insert(chatMessages)
    .values({ id: newMessageId(), files: [], ...message })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function messageById(db: Tx, jobId: string, id: string): Promise<ChatMessageRow | undefined> {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.jobId, jobId), eq(chatMessages.id, id)))
    .limit(1);
  return row;
}

export async function messageByKey(db: Tx, jobId: string, idempotencyKey: string): Promise<ChatMessageRow | undefined> {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.jobId, jobId), eq(chatMessages.idempotencyKey, idempotencyKey)))
    .limit(1);
  return row;
}

export async function messagesAfter(db: Tx, jobId: string, afterSeq: number, limit: number): Promise<ChatMessageRow[]> {
  return db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.jobId, jobId), gt(chatMessages.seq, afterSeq)))
    .orderBy(asc(chatMessages.seq))
    .limit(limit);
}

export function presentMessage(row: ChatMessageRow) {
  return {
    id: row.id,
    sender: row.sender as 'buyer' | 'seller',
    message: row.message,
    files: row.files,
    createdAt: row.createdAt.toISOString(),
  };
}
