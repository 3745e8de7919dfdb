/**
 * The recovery list: this session's journaled operations (checkouts, hires,
 * messages, and every later journaled mutation) that may still need attention,
 * from the dashboard's own `/api/recovery`. Never a credential: only what a
 * person needs to recognise the operation and check its status.
 */
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { fetchParsed } from './call';
import { PURCHASE_STATUSES } from './checkout/terms';
import { dashboardTransport } from './transport';

const recoveryOperationSchema = z.object({
  id: z.string(),
  routeId: z.string(),
  idempotencyKey: z.string(),
  purchaseId: z.nullable(z.string()),
  network: z.nullable(z.string()),
  summary: z.nullable(z.string()),
  /** sent: awaiting an answer; answered: the upstream replied; unknown: no answer came back. */
  state: z.string(),
  outcome: z.nullable(z.string()),
  lastHttpStatus: z.nullable(z.number()),
  body: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RecoveryOperation = z.infer<typeof recoveryOperationSchema>;

/** Checkout states a status read may have recorded: once one is known, the operation is no longer in doubt. */
const KNOWN_STATUSES = new Set<string>([...PURCHASE_STATUSES, 'dismissed']);

/** An operation that may have gone through without an answer saying so: only its status (or a wallet proof) can tell; it is never sent again. */
export const isUncertain = (op: Pick<RecoveryOperation, 'state' | 'outcome'>): boolean =>
  (op.state === 'unknown' || op.state === 'sent' || op.outcome === 'unconfirmed') &&
  !(op.outcome && KNOWN_STATUSES.has(op.outcome));

/**
 * An earlier operation of this browser for the same thing (this route, a body
 * `matches` accepts) whose outcome is still in doubt: a page offers to check it
 * before another payment can start (after a reload, in another tab, after the
 * dashboard restarted).
 */
export const uncertainFor = (
  operations: readonly RecoveryOperation[],
  routeId: string,
  matches: (body: Record<string, unknown>) => boolean,
): RecoveryOperation | undefined =>
  operations.find((op) => op.routeId === routeId && isUncertain(op) && matches(op.body));

const recoveryResponseSchema = z.object({ ok: z.literal(true), operations: z.array(recoveryOperationSchema) });

/** The person checked an operation in doubt (its order, their wallet) and takes it off the list. */
export async function dismissOperation(id: string): Promise<void> {
  // Any successful answer will do: only a failure has something to say.
  await fetchParsed(
    `/api/recovery?id=${encodeURIComponent(id)}`,
    { method: 'DELETE' },
    z.unknown(),
    dashboardTransport,
  );
}

export const recoveryQuery = () =>
  queryOptions({
    queryKey: ['recovery'] as const,
    queryFn: async ({ signal }) =>
      (await fetchParsed('/api/recovery', { signal }, recoveryResponseSchema, dashboardTransport, signal)).data
        .operations,
  });

/**
 * An order this browser paid from another account than the signed-in one:
 * the verified payer owns it, so the signed-in Purchases never lists it. The
 * recovery page keeps it findable (its page reads it with this session's
 * checkout token). Only what a person needs to recognise it; no credential.
 */
export interface OtherAccountOrder {
  purchaseId: string;
  kind: 'store' | 'hire';
  summary: string;
  network: string;
  /** The wallet address that paid. */
  payer: string;
  /** The account signed in when it was paid. */
  signedInAs: string;
  at: string;
}

const OTHER_ACCOUNT_KEY = 'marketplace.other-account-orders.v1';
/** Enough to find recent ones; the oldest leave first. */
const OTHER_ACCOUNT_KEPT = 50;

const CHANGED = 'marketplace:other-account-orders';

/** The stored list as text: a stable snapshot for `useSyncExternalStore` ("[]" on the server). */
export const otherAccountOrdersText = (): string =>
  typeof localStorage === 'undefined' ? '[]' : (localStorage.getItem(OTHER_ACCOUNT_KEY) ?? '[]');

/** Follow the list: changed in this tab or in another. */
export function subscribeOtherAccountOrders(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGED, onChange);
  };
}

export function parseOtherAccountOrders(text: string): OtherAccountOrder[] {
  try {
    const list: unknown = JSON.parse(text);
    return Array.isArray(list) ? (list as OtherAccountOrder[]).filter((o) => typeof o?.purchaseId === 'string') : [];
  } catch {
    return [];
  }
}

function store(orders: OtherAccountOrder[]): void {
  localStorage.setItem(OTHER_ACCOUNT_KEY, JSON.stringify(orders.slice(0, OTHER_ACCOUNT_KEPT)));
  window.dispatchEvent(new Event(CHANGED));
}

/** Remember an order paid from another account, before its payment is sent (so a lost answer keeps it findable too). */
export function rememberOtherAccountOrder(order: OtherAccountOrder): void {
  const rest = parseOtherAccountOrders(otherAccountOrdersText()).filter((o) => o.purchaseId !== order.purchaseId);
  store([order, ...rest]);
}

export function forgetOtherAccountOrder(purchaseId: string): void {
  store(parseOtherAccountOrders(otherAccountOrdersText()).filter((o) => o.purchaseId !== purchaseId));
}
