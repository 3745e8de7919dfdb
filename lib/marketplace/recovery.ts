/**
 * The recovery list: this session's journaled operations (checkouts, hires,
 * messages, and every later journaled mutation) that may still need attention,
 * from the dashboard's own `/api/recovery`. Never a credential: only what a
 * person needs to recognise the operation and check its status.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { PURCHASE_STATUSES } from './checkout/terms';
import { callDashboard } from './transport';
import { isRecord } from './values';

export interface RecoveryOperation {
  id: string;
  routeId: string;
  idempotencyKey: string;
  purchaseId: string | null;
  network: string | null;
  summary: string | null;
  /** sent: awaiting an answer; answered: the upstream replied; unknown: no answer came back. */
  state: string;
  outcome: string | null;
  lastHttpStatus: number | null;
  body: Record<string, unknown>;
  /** When its latest attempt carrying a payment left, if one did (the dashboard server's clock). */
  paidAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The outcome of a swap in doubt that a status read found by its key: it was made, and its page follows it. */
export const SWAP_FOUND = 'swap_found';

const isString = (value: unknown): value is string => typeof value === 'string';
const isStringOrNull = (value: unknown): value is string | null => value === null || isString(value);

/** An operation as `/api/recovery` lists it, checked by hand (no schema library on the pages that pay). */
function isOperation(value: unknown): value is RecoveryOperation {
  if (!isRecord(value)) return false;
  const { id, routeId, idempotencyKey, purchaseId, network, summary, state, outcome, lastHttpStatus } = value;
  return (
    [id, routeId, idempotencyKey, state, value.createdAt, value.updatedAt].every(isString) &&
    [purchaseId, network, summary, outcome, value.paidAt].every(isStringOrNull) &&
    (lastHttpStatus === null || typeof lastHttpStatus === 'number') &&
    isRecord(value.body)
  );
}

/** The list, or undefined when the answer is not one (the page then says it could not be read). */
function operationsOf(json: unknown): RecoveryOperation[] | undefined {
  if (!isRecord(json) || json.ok !== true || !Array.isArray(json.operations)) return undefined;
  return json.operations.every(isOperation) ? json.operations : undefined;
}

/**
 * Checkout states a status read may have recorded that end a doubt: the payment arrived, or the quote ran out (or the
 * person dismissed it). Not "awaiting payment": read while a payment sent without an answer is still on its way, it
 * says nothing of that payment, and taking it for an answer would offer to pay again.
 */
const KNOWN_STATUSES = new Set<string>([
  ...PURCHASE_STATUSES.filter((s) => s !== 'awaiting_payment'),
  'dismissed',
  SWAP_FOUND,
]);

/** An operation that may have gone through without an answer saying so: only its status (or a wallet proof) can tell; it is never sent again. */
export const isUncertain = (op: Pick<RecoveryOperation, 'state' | 'outcome'>): boolean =>
  (op.state === 'unknown' || op.state === 'sent' || op.outcome === 'unconfirmed') &&
  !(op.outcome && KNOWN_STATUSES.has(op.outcome));

/** Checkout states that say the payment is on its way or held for review: known, but not to be paid again (spec 3.1). */
const PAYMENT_UNDER_WAY = new Set<string>(['processing', 'payment_review']);

/** An operation whose payment may yet go through, or is on its way: another payment for the same thing waits for it. */
const holdsPayment = (op: Pick<RecoveryOperation, 'state' | 'outcome'>): boolean =>
  isUncertain(op) || (op.outcome !== null && PAYMENT_UNDER_WAY.has(op.outcome));

/**
 * An earlier operation of this browser for the same thing (this route, a body
 * `matches` accepts) whose outcome is still in doubt, or whose payment is on its
 * way or under review: a page offers to check it before another payment can
 * start (after a reload, in another tab, after the dashboard restarted).
 */
export const uncertainFor = (
  operations: readonly RecoveryOperation[],
  routeId: string,
  matches: (body: Record<string, unknown>) => boolean,
): RecoveryOperation | undefined =>
  operations.find((op) => op.routeId === routeId && holdsPayment(op) && matches(op.body));

/**
 * The journal's operations read afresh, before a new key or a payment. Rejects when the journal cannot be read: not
 * knowing is never taken for "none in doubt".
 */
export const freshOperations = (queryClient: QueryClient): Promise<RecoveryOperation[]> =>
  queryClient.fetchQuery({ ...recoveryQuery(), staleTime: 0 });

/** The person checked an operation in doubt (its order, their wallet) and takes it off the list. */
export async function dismissOperation(id: string): Promise<void> {
  // Any successful answer will do: only a failure has something to say.
  await callDashboard(`/api/recovery?id=${encodeURIComponent(id)}`, { method: 'DELETE' }, () => true);
}

/** An operation in doubt that recovery settled (the work was found): it no longer holds the next payment of its kind. */
export async function dismissOperationWithKey(queryClient: QueryClient, idempotencyKey: string): Promise<void> {
  const op = (await freshOperations(queryClient)).find((each) => each.idempotencyKey === idempotencyKey);
  if (op) await dismissOperation(op.id);
  await queryClient.invalidateQueries({ queryKey: recoveryQuery().queryKey });
}

/** This session's journaled operations; rejects when they cannot be read. */
export const readOperations = (signal?: AbortSignal): Promise<RecoveryOperation[]> =>
  callDashboard('/api/recovery', { signal }, operationsOf);

export const recoveryQuery = () =>
  queryOptions({
    queryKey: ['recovery'] as const,
    queryFn: ({ signal }) => readOperations(signal),
  });
