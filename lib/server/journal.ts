/**
 * The operation journal (see the table's comment): the proxy writes a row
 * before any journaled mutation leaves for the upstream, reuses its checkout
 * token on every retry, refuses a changed body under the same key, and records
 * what came back. The recovery page reads the unfinished rows.
 */
import 'server-only';
import { and, desc, eq, or } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { journal } from '@/lib/db/schema';
import type { RecoveryOperation } from '@/lib/marketplace/recovery';
import type { RouteDef } from '@/lib/marketplace/route';
import { IDEMPOTENCY_KEY, isRecord } from '@/lib/marketplace/schema';
import { canonicalJson } from '@/lib/marketplace/siwx';
import { randomToken, seal, sha256Hex, unseal } from './crypto';
import { getDb } from './db';

export type JournalRow = typeof journal.$inferSelect;

export type Begun = { kind: 'entry'; row: JournalRow; checkoutToken?: string } | { kind: 'changed'; row: JournalRow } | { kind: 'not-journaled' };

/** Outcomes after which there is nothing left to recover: the upstream's definitive answers. */
const SETTLED_OUTCOMES = new Set(['payment_confirmed', 'expired', 'sent', 'saved', 'refused']);

const wellFormed = (key: unknown): string | undefined => (typeof key === 'string' && IDEMPOTENCY_KEY.test(key) ? key : undefined);

/**
 * Open (or find) the journal row for a mutation, before the upstream call.
 * `body` is what the operation asks for (for header-keyed routes, the path,
 * query and body together); the key is its `idempotencyKey`, or `headerKey`
 * on routes that carry it in the header. Without a well-formed key nothing is
 * journaled: the upstream refuses such bodies, and header-keyed calls without
 * one are the caller's choice.
 */
export async function beginOperation(sessionId: string, route: RouteDef, body: unknown, headerKey?: string | null): Promise<Begun> {
  const key = route.keyIn === 'header' ? wellFormed(headerKey) : wellFormed(isRecord(body) ? body.idempotencyKey : undefined);
  if (!key) return { kind: 'not-journaled' };
  const bodyHash = sha256Hex(`${route.id}\u0000${canonicalJson(body)}`);
  const db = await getDb();
  const [existing] = await db
    .select()
    .from(journal)
    .where(and(eq(journal.sessionId, sessionId), eq(journal.idempotencyKey, key)))
    .limit(1);
  if (existing) {
    if (existing.bodyHash !== bodyHash) return { kind: 'changed', row: existing };
    // Sent again: uncertain until this attempt is answered (a crash now must not leave it looking settled or abandoned).
    const [resent] = await db.update(journal).set({ state: 'sent', updatedAt: new Date() }).where(eq(journal.id, existing.id)).returning();
    return { kind: 'entry', row: resent ?? existing, checkoutToken: existing.checkoutTokenSealed ? unseal(existing.checkoutTokenSealed, 'checkout-token') : undefined };
  }
  const checkoutToken = route.auth === 'checkout' ? randomToken(32) : undefined;
  const [row] = await db
    .insert(journal)
    .values({
      id: randomUUID(),
      sessionId,
      routeId: route.id,
      idempotencyKey: key,
      bodyHash,
      body: body as Record<string, unknown>,
      checkoutTokenSealed: checkoutToken ? seal(checkoutToken, 'checkout-token') : null,
      state: 'sent',
      summary: summaryOf(route, body as Record<string, unknown>),
    })
    .onConflictDoNothing()
    .returning();
  // A concurrent twin won the insert: use its row (and token).
  if (!row) return beginOperation(sessionId, route, body, headerKey);
  return { kind: 'entry', row, checkoutToken };
}

function summaryOf(route: RouteDef, body: Record<string, unknown>): string {
  if (route.id === 'checkout.hire') return `Hire ${String(body.nickname)} for ${String(body.budgetUsd)} USD`;
  if (route.id === 'checkout.purchase') return `Purchase of ${String(body.productId)}`;
  if (route.id === 'orders.send') return 'Message in an order room';
  if (route.id === 'swaps.create') return `Swap of ${String(body.amount)} ${String(body.fromToken)} to ${String(body.toToken)}`;
  if (route.id === 'seller.create') return `New listing “${String(body.name)}”`;
  if (route.id === 'seller.replace') return `Changes to the listing “${String(body.name)}”`;
  if (route.id === 'seller.activate') return 'Putting a listing back on sale';
  if (route.id === 'seller.deactivate') return 'Taking a listing off sale';
  if (route.id.startsWith('launch.')) return launchSummaryOf(route.id, isRecord(body.query) ? body.query : {});
  return route.id;
}

function launchSummaryOf(routeId: string, query: Record<string, unknown>): string {
  const description = typeof query.description === 'string' ? `: ${query.description.slice(0, 80)}` : '';
  switch (routeId) {
    case 'launch.agentToHuman':
    case 'launch.agentToHumanAdvanced':
      return `Custom job${description}`;
    case 'launch.xlikes':
      return 'Likes on X';
    case 'launch.xviews':
      return 'Views on X';
    case 'launch.jobPay':
      return 'Payment for a job';
    case 'launch.externalCreate':
      return 'Social job on X';
    default:
      return 'Paid order';
  }
}

export interface Outcome {
  httpStatus?: number;
  /** unknown: no answer arrived (timeout, connection dropped). */
  state: 'answered' | 'unknown';
  purchaseId?: string | null;
  outcome?: string | null;
  summary?: string | null;
}

export async function recordOutcome(rowId: string, outcome: Outcome): Promise<void> {
  const db = await getDb();
  await db
    .update(journal)
    .set({
      state: outcome.state,
      lastHttpStatus: outcome.httpStatus ?? null,
      ...(outcome.purchaseId ? { purchaseId: outcome.purchaseId } : {}),
      ...(outcome.outcome ? { outcome: outcome.outcome } : {}),
      ...(outcome.summary ? { summary: outcome.summary } : {}),
      updatedAt: new Date(),
    })
    .where(eq(journal.id, rowId));
}

/** Refusals after which nothing happened upstream and nothing will: the operation is closed. */
const REFUSED_STATUSES = new Set([400, 403, 404, 413, 415, 422]);
/** Conflicts that are definitive too (everything else under 409 still needs a status check). */
const DEFINITIVE_CONFLICTS: Record<string, string> = {
  CHECKOUT_QUOTE_EXPIRED: 'expired',
  CHECKOUT_PRICE_ON_REQUEST: 'refused',
  CHECKOUT_PRODUCT_UNAVAILABLE: 'refused',
  CHECKOUT_HIRE_UNAVAILABLE: 'refused',
  ORDER_NOT_ACTIVE: 'refused',
  ORDER_SEND_CONFLICT: 'refused',
  SWAP_ALREADY_PENDING: 'refused',
  STORE_PRODUCT_IDEMPOTENCY_CONFLICT: 'refused',
};
/**
 * Mutations whose success answer closes them: the message is stored, the swap
 * exists (its progress is read with its status), the listing is saved (or its
 * saved result replayed).
 */
const DONE_WHEN_ANSWERED: Record<string, string> = {
  'orders.send': 'sent',
  'swaps.create': 'sent',
  'seller.create': 'saved',
  'seller.replace': 'saved',
  'seller.activate': 'saved',
  'seller.deactivate': 'saved',
};
/** Header-keyed routes (launching work): a success answer means the work exists. */
const DONE_WHEN_HEADER_KEYED = 'sent';

/**
 * What an answer says about a journaled operation. A checkout's own state when
 * the answer carries one; otherwise only a definitive refusal closes it. A 401,
 * a 409 that needs checking, a 429 or a 5xx leave it open for the recovery list.
 */
export function settleFromAnswer(route: RouteDef, httpStatus: number, body: unknown): Omit<Outcome, 'state'> {
  const record = isRecord(body) ? body : {};
  const purchase = isRecord(record.purchase) ? record.purchase : undefined;
  const checkout = isRecord(record.checkout) ? record.checkout : undefined;
  if (purchase && typeof purchase.status === 'string') {
    const product = isRecord(purchase.product) ? purchase.product : {};
    return { httpStatus, outcome: purchase.status, purchaseId: String(purchase.purchaseId ?? ''), summary: typeof product.name === 'string' ? product.name : undefined };
  }
  if (checkout && typeof checkout.status === 'string') {
    return { httpStatus, outcome: checkout.status, purchaseId: String(checkout.id ?? ''), summary: typeof checkout.summary === 'string' ? checkout.summary : undefined };
  }
  if (httpStatus >= 200 && httpStatus < 300) return { httpStatus, outcome: DONE_WHEN_ANSWERED[route.id] ?? (route.keyIn === 'header' ? DONE_WHEN_HEADER_KEYED : 'answered') };
  const code = typeof record.errorCode === 'string' ? record.errorCode : '';
  if (REFUSED_STATUSES.has(httpStatus)) return { httpStatus, outcome: 'refused' };
  if (httpStatus === 409 && DEFINITIVE_CONFLICTS[code]) return { httpStatus, outcome: DEFINITIVE_CONFLICTS[code] };
  return { httpStatus, outcome: 'retry' };
}

/** The session's checkout row a status read names, by its key or purchase id. */
export async function findCheckout(sessionId: string, selector: { idempotencyKey?: unknown; purchaseId?: unknown }): Promise<JournalRow | undefined> {
  const conditions = [];
  if (typeof selector.idempotencyKey === 'string') conditions.push(eq(journal.idempotencyKey, selector.idempotencyKey));
  if (typeof selector.purchaseId === 'string') conditions.push(eq(journal.purchaseId, selector.purchaseId));
  if (conditions.length === 0) return undefined;
  const db = await getDb();
  const [row] = await db
    .select()
    .from(journal)
    .where(and(eq(journal.sessionId, sessionId), or(...conditions)))
    .limit(1);
  return row?.checkoutTokenSealed ? row : undefined;
}

export const checkoutTokenOf = (row: JournalRow): string => unseal(row.checkoutTokenSealed!, 'checkout-token');

/** What the recovery page may show: everything but the token. */
export function toRecoveryItem(row: JournalRow): RecoveryOperation {
  return {
    id: row.id,
    routeId: row.routeId,
    idempotencyKey: row.idempotencyKey,
    purchaseId: row.purchaseId,
    network: typeof row.body.network === 'string' ? row.body.network : null,
    summary: row.summary,
    state: row.state,
    outcome: row.outcome,
    lastHttpStatus: row.lastHttpStatus,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The session's operations that may still need attention, newest first. */
export async function unfinishedOperations(sessionId: string): Promise<RecoveryOperation[]> {
  const db = await getDb();
  const rows = await db.select().from(journal).where(eq(journal.sessionId, sessionId)).orderBy(desc(journal.createdAt)).limit(200);
  return rows.filter((row) => !(row.state === 'answered' && row.outcome && SETTLED_OUTCOMES.has(row.outcome))).map(toRecoveryItem);
}
