/**
 * The operation journal (see the table's comment), kept the way payment APIs
 * keep idempotency keys: the proxy writes a row before any journaled mutation
 * leaves for the upstream and records what came back. A repeat of a finished
 * operation gets the same answer again; one still being sent, or whose answer
 * was lost, is refused (only its status can tell); one refused before anything
 * happened goes again, with the same checkout token. A changed intent under
 * the same key is refused. The recovery page reads the unfinished rows.
 */
import 'server-only';
import { and, asc, count, desc, eq, inArray, not, or, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { journal } from '@/lib/db/schema';
import { ASSET_NAMES } from '@/lib/marketplace/account/balances';
import type { AssetId } from '@/lib/marketplace/assets';
import { SWAP_FOUND, isUncertain, type RecoveryOperation } from '@/lib/marketplace/recovery';
import type { RouteDef } from '@/lib/marketplace/route';
import { IDEMPOTENCY_KEY, isRecord } from '@/lib/marketplace/schema';
import { canonicalJson } from '@/lib/marketplace/siwx';
import { randomToken, seal, sha256Hex, unseal } from './crypto';
import { getDb } from './db';
import { getEnv } from './env';

export type JournalRow = typeof journal.$inferSelect;

/** A finished send's answer, as the browser got it (secrets already sealed), to give again on a repeat. */
export interface StoredAnswer {
  status: number;
  headers: Record<string, string>;
  body: string | null;
}

/**
 * What the proxy does with a journaled request:
 * - entry: send it (a new operation, or a retry the journal allows);
 * - replay: the first send finished: answer what it answered, send nothing;
 * - in-flight: the same operation is being sent right now (a double click, a second tab);
 * - uncertain: an earlier send may have gone through: only its status can tell, never a second send;
 * - changed: the key was used for another intent.
 */
export type Begun =
  | { kind: 'entry'; row: JournalRow; checkoutToken?: string }
  | { kind: 'replay'; row: JournalRow; answer: StoredAnswer }
  | { kind: 'in-flight'; row: JournalRow }
  | { kind: 'uncertain'; row: JournalRow }
  | { kind: 'changed'; row: JournalRow }
  /** The session holds as many unfinished operations as it may: they are checked first. */
  | { kind: 'full' }
  | { kind: 'not-journaled' };

/** Outcomes after which there is nothing left to recover: the upstream's definitive answers. */
const SETTLED_OUTCOMES = new Set(['payment_confirmed', 'expired', 'sent', 'saved', 'refused', 'dismissed', SWAP_FOUND]);
/**
 * Outcomes of operations that are done with: nothing happened (an abandoned
 * quote, a refusal, a "try later" never tried), or a finished send whose row
 * only serves replays. Never an uncertain one, nor a purchase (its row's token
 * reads the order). These rows are swept after a day, and make room first when
 * a session's journal is full.
 */
export const FINISHED_OUTCOMES = [
  'awaiting_payment',
  'expired',
  'refused',
  'retry',
  'sent',
  'saved',
  'answered',
  'dismissed',
  SWAP_FOUND,
];
/** Rows one session may hold: past it, the oldest finished ones make room, and if none is finished, new operations wait. */
export const JOURNAL_ROWS_PER_SESSION = 500;

/** Outcomes that say nothing happened (nothing was charged or debited): the same request may go again under its key. */
const RESENDABLE_OUTCOMES = new Set(['refused', 'expired', 'retry']);

/** How long a send may take before a row still marked as sending is taken for one cut short (the server stopped mid-call). */
const inFlightMs = () => getEnv().upstreamTimeoutMs + 5_000;

/**
 * Routes whose marketplace replays a repeated key without a second effect and
 * that carry no payment (listings, order-room messages, swaps): there, the
 * contract's own recovery from an uncertain answer is the same request again.
 */
const replayedUpstream = (route: RouteDef) => route.keyIn !== 'header' && route.auth !== 'checkout';

/** What a repeat of a journaled operation may do, from what the journal knows of it. */
function nextStep(row: JournalRow, route: RouteDef, now = Date.now()): 'send' | 'replay' | 'in-flight' | 'uncertain' {
  const uncertain = replayedUpstream(route) ? 'send' : 'uncertain';
  if (row.state === 'sent') return now - row.updatedAt.getTime() < inFlightMs() ? 'in-flight' : uncertain;
  if (row.answerSealed) return 'replay';
  // Let go by the person after checking it: its key never goes again, whatever it answered before.
  if (row.outcome === 'dismissed') return 'uncertain';
  // A challenge (or a refused payment) charged nothing; nor did a definitive refusal or a "try again later".
  if ((row.state === 'answered' && row.lastHttpStatus === 402) || (row.outcome && RESENDABLE_OUTCOMES.has(row.outcome)))
    return 'send';
  return uncertain;
}

const wellFormed = (key: unknown): string | undefined =>
  typeof key === 'string' && IDEMPOTENCY_KEY.test(key) ? key : undefined;

/**
 * Open (or find) the journal row for a mutation, before the upstream call.
 * `intent` is what the operation asks for (for header-keyed routes, the path,
 * query and body together), never its payment: a second signature for the
 * same intent is a second payment. The key is its `idempotencyKey`, or
 * `headerKey` on routes that carry it in the header. Without a well-formed key
 * nothing is journaled: the upstream refuses such bodies, and header-keyed
 * calls without one are the caller's choice. `paying`: this attempt carries a
 * payment (its time is kept as `paidAt`).
 */
export async function beginOperation(
  sessionId: string,
  route: RouteDef,
  intent: unknown,
  headerKey?: string | null,
  paying = false,
): Promise<Begun> {
  const key =
    route.keyIn === 'header' ? wellFormed(headerKey) : wellFormed(isRecord(intent) ? intent.idempotencyKey : undefined);
  if (!key) return { kind: 'not-journaled' };
  const bodyHash = sha256Hex(`${route.id}\u0000${canonicalJson(intent)}`);
  const db = await getDb();
  const [existing] = await db
    .select()
    .from(journal)
    .where(and(eq(journal.sessionId, sessionId), eq(journal.idempotencyKey, key)))
    .limit(1);
  if (existing) {
    if (existing.bodyHash !== bodyHash) return { kind: 'changed', row: existing };
    const step = nextStep(existing, route);
    if (step === 'replay')
      return {
        kind: 'replay',
        row: existing,
        answer: JSON.parse(unseal(existing.answerSealed!, 'journal-answer', existing.id)) as StoredAnswer,
      };
    if (step !== 'send') return { kind: step, row: existing };
    // Claim this attempt: of two repeats at once, one sends and the other finds it in flight.
    const [claimed] = await db
      .update(journal)
      // The last send's status goes with it: a 402 before this attempt says nothing of what this one came to. A doubt
      // stays: an earlier send whose answer was lost may have gone through (see recordOutcome).
      .set({
        state: 'sent',
        outcome: replayedUpstream(route) && isUncertain(existing) ? 'unconfirmed' : null,
        lastHttpStatus: null,
        attempts: existing.attempts + 1,
        ...(paying ? { paidAt: new Date() } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(journal.id, existing.id), eq(journal.attempts, existing.attempts)))
      .returning();
    if (!claimed) return { kind: 'in-flight', row: existing };
    return {
      kind: 'entry',
      row: claimed,
      checkoutToken: existing.checkoutTokenSealed ? checkoutTokenOf(existing) : undefined,
    };
  }
  if (!(await roomFor(sessionId))) return { kind: 'full' };
  const checkoutToken = route.auth === 'checkout' ? randomToken(32) : undefined;
  const id = randomUUID();
  const [row] = await db
    .insert(journal)
    .values({
      id,
      sessionId,
      routeId: route.id,
      idempotencyKey: key,
      bodyHash,
      body: intent as Record<string, unknown>,
      checkoutTokenSealed: checkoutToken ? seal(checkoutToken, 'checkout-token', id) : null,
      state: 'sent',
      summary: summaryOf(route, intent as Record<string, unknown>),
      paidAt: paying ? new Date() : null,
    })
    .onConflictDoNothing()
    .returning();
  // A concurrent twin won the insert: it is the one in flight.
  if (!row) return beginOperation(sessionId, route, intent, headerKey, paying);
  return { kind: 'entry', row, checkoutToken };
}

/** Whether the session may start another operation, after its oldest finished rows made room if needed. */
async function roomFor(sessionId: string): Promise<boolean> {
  const db = await getDb();
  const [{ rows } = { rows: 0 }] = await db
    .select({ rows: count() })
    .from(journal)
    .where(eq(journal.sessionId, sessionId));
  if (rows < JOURNAL_ROWS_PER_SESSION) return true;
  const oldest = await db
    .select({ id: journal.id })
    .from(journal)
    .where(
      and(eq(journal.sessionId, sessionId), eq(journal.state, 'answered'), inArray(journal.outcome, FINISHED_OUTCOMES)),
    )
    .orderBy(asc(journal.updatedAt))
    .limit(rows - JOURNAL_ROWS_PER_SESSION + 1);
  if (oldest.length === 0) return false;
  await db.delete(journal).where(
    inArray(
      journal.id,
      oldest.map((row) => row.id),
    ),
  );
  return rows - oldest.length < JOURNAL_ROWS_PER_SESSION;
}

/** An asset as people name it ("USDC on Base"). */
const assetWords = (id: unknown): string => ASSET_NAMES[id as AssetId]?.name ?? String(id);

function summaryOf(route: RouteDef, body: Record<string, unknown>): string {
  if (route.id === 'checkout.hire') return `Hire ${String(body.nickname)} for ${String(body.budgetUsd)} USD`;
  if (route.id === 'checkout.purchase') return `Purchase of ${String(body.productId)}`;
  if (route.id === 'orders.send') return 'Message in an order room';
  if (route.id === 'swaps.create')
    return `Swap of ${String(body.amount)} ${assetWords(body.fromToken)} to ${assetWords(body.toToken)}`;
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
    case 'launch.jobPayBase':
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
  /** The answer the browser got; kept (sealed) when it finished the operation, to be given again on a repeat. */
  answer?: StoredAnswer;
}

const finishes = (answer: StoredAnswer | undefined): answer is StoredAnswer =>
  !!answer && answer.status >= 200 && answer.status < 300 && answer.status !== 202;

/** What one send came to. */
export async function recordOutcome(rowId: string, outcome: Outcome): Promise<void> {
  const db = await getDb();
  // "Try again later" speaks of this attempt only: an operation in doubt from an earlier send stays in doubt.
  const next =
    outcome.outcome === 'retry'
      ? sql`CASE WHEN ${journal.outcome} = 'unconfirmed' THEN 'unconfirmed' ELSE 'retry' END`
      : outcome.outcome;
  await db
    .update(journal)
    .set({
      state: outcome.state,
      lastHttpStatus: outcome.httpStatus ?? null,
      answerSealed: finishes(outcome.answer) ? seal(JSON.stringify(outcome.answer), 'journal-answer', rowId) : null,
      ...(outcome.purchaseId ? { purchaseId: outcome.purchaseId } : {}),
      ...(next ? { outcome: next } : {}),
      ...(outcome.summary ? { summary: outcome.summary } : {}),
      updatedAt: new Date(),
    })
    .where(eq(journal.id, rowId));
}

/**
 * What a status read says of an operation: its state now, without touching what its last send came to. A payment
 * in doubt stays in doubt through a read that finds its checkout still awaiting payment: the payment may be on its
 * way (recovery.ts), so "awaiting payment" never replaces "unconfirmed".
 */
export async function recordStatus(
  rowId: string,
  status: Pick<Outcome, 'purchaseId' | 'outcome' | 'summary'>,
): Promise<void> {
  const db = await getDb();
  // A quote read again does not undo a payment in doubt; a swap read again keeps its own answer when it had one.
  const keptOver =
    status.outcome === 'awaiting_payment' ? 'unconfirmed' : status.outcome === SWAP_FOUND ? 'sent' : null;
  const outcome = keptOver
    ? sql`case when ${journal.outcome} = ${keptOver} then ${journal.outcome} else ${status.outcome} end`
    : status.outcome;
  await db
    .update(journal)
    .set({
      ...(status.purchaseId ? { purchaseId: status.purchaseId } : {}),
      ...(outcome ? { outcome } : {}),
      // A swap found is answered: its row is done with, and swept like any other.
      ...(status.outcome === SWAP_FOUND ? { state: 'answered' } : {}),
      ...(status.summary ? { summary: status.summary } : {}),
      updatedAt: new Date(),
    })
    // A swap still being sent keeps its row as it is: the send records its own answer, and a repeat stays held.
    .where(status.outcome === SWAP_FOUND ? and(eq(journal.id, rowId), not(sendingNow())) : eq(journal.id, rowId));
}

/** A row whose send is under way: marked as sending, and not so long ago that it was cut short. */
const sendingNow = () =>
  sql`${journal.state} = 'sent' and ${journal.updatedAt} > ${new Date(Date.now() - inFlightMs())}`;

/** Refusals after which nothing happened upstream and nothing will: the operation is closed. */
const REFUSED_STATUSES = new Set([400, 403, 404, 413, 415, 422]);
/** Conflicts that are definitive too (everything else under 409 still needs a status check). */
const DEFINITIVE_CONFLICTS: Record<string, string> = {
  CHECKOUT_QUOTE_EXPIRED: 'expired',
  CHECKOUT_QUOTE_TOO_LATE: 'expired',
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

/** Answers that say "not now, nothing was done": a missing sign-in, a window, a busy worker. */
const LATER_STATUSES = new Set([401, 429]);
/** The one conflict with Retry-After that the contract says is "not now" (spec 7): any other 409 may have happened. */
const LATER_CONFLICTS = new Set(['DIRECT_HIRE_USER_BUSY']);

/**
 * What an answer says about a journaled operation. A checkout's own state when
 * the answer carries one; otherwise a definitive refusal closes it, and "not
 * now" (a 401, a 429, anything but a conflict with Retry-After, and a busy worker) leaves it to be sent again.
 * Anything else (a 5xx without Retry-After, a 409 that needs checking) is
 * unconfirmed: it may have happened, and stays on the recovery list.
 */
export function settleFromAnswer(
  route: RouteDef,
  httpStatus: number,
  body: unknown,
  retryAfter?: string | null,
): Omit<Outcome, 'state'> {
  const record = isRecord(body) ? body : {};
  const purchase = isRecord(record.purchase) ? record.purchase : undefined;
  const checkout = isRecord(record.checkout) ? record.checkout : undefined;
  if (purchase && typeof purchase.status === 'string') {
    const product = isRecord(purchase.product) ? purchase.product : {};
    return {
      httpStatus,
      outcome: purchase.status,
      purchaseId: String(purchase.purchaseId ?? ''),
      summary: typeof product.name === 'string' ? product.name : undefined,
    };
  }
  if (checkout && typeof checkout.status === 'string') {
    return {
      httpStatus,
      outcome: checkout.status,
      purchaseId: String(checkout.id ?? ''),
      summary: typeof checkout.summary === 'string' ? checkout.summary : undefined,
    };
  }
  // A swap's status read that found it: the swap was made, and its page follows it from there.
  if (route.id === 'swaps.status' && isRecord(record.swap)) return { httpStatus, outcome: SWAP_FOUND };
  // Accepted, not done: a paid launch answered 202 may still be settling, and a 202 never authorizes another payment
  // (spec, idempotency rules): it stays in doubt until its status (or a wallet proof) tells.
  if (httpStatus === 202 && route.keyIn === 'header') return { httpStatus, outcome: 'unconfirmed' };
  if (httpStatus >= 200 && httpStatus < 300)
    return {
      httpStatus,
      outcome: DONE_WHEN_ANSWERED[route.id] ?? (route.keyIn === 'header' ? DONE_WHEN_HEADER_KEYED : 'answered'),
    };
  const code = typeof record.errorCode === 'string' ? record.errorCode : '';
  if (REFUSED_STATUSES.has(httpStatus)) return { httpStatus, outcome: 'refused' };
  if (httpStatus === 409 && DEFINITIVE_CONFLICTS[code]) return { httpStatus, outcome: DEFINITIVE_CONFLICTS[code] };
  const later = retryAfter && (httpStatus === 409 ? LATER_CONFLICTS.has(code) : httpStatus < 500 || httpStatus === 503);
  if (httpStatus === 402 || LATER_STATUSES.has(httpStatus) || later) return { httpStatus, outcome: 'retry' };
  return { httpStatus, outcome: 'unconfirmed' };
}

/** The session's checkout row a status read names, by its key or purchase id. */
export async function findCheckout(
  sessionId: string,
  selector: { idempotencyKey?: unknown; purchaseId?: unknown },
): Promise<JournalRow | undefined> {
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

/** This session's swap under `key`, if it journaled one: a status read that finds the swap settles its doubt. */
export async function findSwap(sessionId: string, key: unknown): Promise<JournalRow | undefined> {
  if (typeof key !== 'string') return undefined;
  const db = await getDb();
  const [row] = await db
    .select()
    .from(journal)
    .where(and(eq(journal.sessionId, sessionId), eq(journal.routeId, 'swaps.create'), eq(journal.idempotencyKey, key)))
    .limit(1);
  return row;
}

export const checkoutTokenOf = (row: JournalRow): string => unseal(row.checkoutTokenSealed!, 'checkout-token', row.id);

/** What the recovery page may show: everything but the token. */
function toRecoveryItem(row: JournalRow): RecoveryOperation {
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
    paidAt: row.paidAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The person checked an operation in doubt and dismisses it: it leaves the
 * recovery list (and is swept a day later). Its key is never sent again.
 */
export async function dismissOperation(sessionId: string, id: string): Promise<boolean> {
  const db = await getDb();
  const dismissed = await db
    .update(journal)
    .set({ state: 'answered', outcome: 'dismissed', updatedAt: new Date() })
    .where(and(eq(journal.sessionId, sessionId), eq(journal.id, id)))
    .returning({ id: journal.id });
  return dismissed.length > 0;
}

/** A price asked (402) and nothing sent after it: a quote, or a paid route's challenge, that charged nothing. */
const PRICE_ASKED = new Set(['retry', 'awaiting_payment']);

/** Nothing left to recover: a definitive answer, or a price asked for (a 402) and never paid. */
const isSettled = (row: JournalRow): boolean =>
  row.state !== 'sent' &&
  !!row.outcome &&
  (SETTLED_OUTCOMES.has(row.outcome) || (PRICE_ASKED.has(row.outcome) && row.lastHttpStatus === 402));

/** The session's operations that may still need attention, newest first. */
export async function unfinishedOperations(sessionId: string): Promise<RecoveryOperation[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(journal)
    .where(eq(journal.sessionId, sessionId))
    .orderBy(desc(journal.createdAt))
    // All the session may hold: a few recent settled ones must never push an older one in doubt off the list.
    .limit(JOURNAL_ROWS_PER_SESSION);
  return rows.filter((row) => !isSettled(row)).map(toRecoveryItem);
}
