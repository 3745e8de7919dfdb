/**
 * The checkout area's terms that pages need without its schemas: limits, labels,
 * and the routes as the browser calls them (`wireRoutes`). No zod here: the
 * schemas stay in contract.ts, loaded on a page's first call.
 */
import type { WireEntry } from '../route';

export const USDC_DECIMALS = 6;

export const QUOTE_MINUTES = 30;

/** Settlement must start with more than this many seconds left on the quote. */
export const SETTLEMENT_MARGIN_SECONDS = 60;

export const CHECKOUT_LIMITS = {
  descriptionMax: 10_000,
  attachmentsMax: 5,
  urlMax: 2048,
  budgetMin: '0.10',
  budgetMax: '999999.99',
  /** Status reads share one 10 s window; so does the purchase history (part 8). */
  statusWindowSeconds: 10,
  historyWindowSeconds: 10,
  historyLimitMax: 50,
  /** A checkout's or a status read's body, in bytes (spec 4.2). */
  bodyLimit: 16 * 1024,
} as const;

export const PURCHASE_STATUSES = [
  'awaiting_payment',
  'processing',
  'payment_submitted',
  'payment_confirmed',
  'payment_review',
  'expired',
] as const;

export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

export type CheckoutKind = 'store' | 'hire';

/** Both status reads share one window; the handler counts only the reads that reach a purchase. */
const statusWindow = {
  seconds: CHECKOUT_LIMITS.statusWindowSeconds,
  bucket: 'order-status',
  code: 'AGENT_READ_RATE_LIMITED',
  counted: 'by-handler',
} as const;

/** The routes as pages call them; contract.ts adds the rest of each entry. */
export const checkoutWire = {
  purchase: { id: 'checkout.purchase', method: 'POST', path: '/store/purchase' },
  hire: { id: 'checkout.hire', method: 'POST', path: '/hire' },
  purchaseStatus: {
    id: 'checkout.purchaseStatus',
    method: 'POST',
    path: '/store/purchase/status',
    window: statusWindow,
  },
  hireStatus: { id: 'checkout.hireStatus', method: 'POST', path: '/hire/status', window: statusWindow },
  history: {
    id: 'checkout.history',
    method: 'GET',
    path: '/purchases',
    window: {
      seconds: CHECKOUT_LIMITS.historyWindowSeconds,
      bucket: 'purchases',
      code: 'PURCHASE_HISTORY_RATE_LIMITED',
    },
  },
} as const satisfies Record<string, WireEntry>;
