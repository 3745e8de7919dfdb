/**
 * Orders this browser paid from another account than the signed-in one, remembered in its storage: the signed-in
 * Purchases never lists them, so the recovery page does. A module of its own, so the note on Purchases brings none of
 * the recovery list's reads.
 */
import { isRecord } from './values';

const isString = (value: unknown): value is string => typeof value === 'string';

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

const ORDER_TEXT_FIELDS = ['purchaseId', 'summary', 'network', 'payer', 'signedInAs', 'at'] as const;

/** One remembered order, checked: the list lives in this browser's storage, where anything may have been written. */
const isOtherAccountOrder = (value: unknown): value is OtherAccountOrder =>
  isRecord(value) &&
  ORDER_TEXT_FIELDS.every((field) => isString(value[field])) &&
  (value.kind === 'store' || value.kind === 'hire');

/** The remembered orders; what is not one (an edited or older entry) is left out, and text that is not a list is none. */
export function parseOtherAccountOrders(text: string): OtherAccountOrder[] {
  try {
    const list: unknown = JSON.parse(text);
    return Array.isArray(list) ? list.filter(isOtherAccountOrder) : [];
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
