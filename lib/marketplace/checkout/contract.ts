/**
 * Buying and hiring with x402 (spec 2.4, 2.14, 3.1, 4.2): the routes, request
 * bodies with the contract's limits, the checkout and purchase objects, and the
 * quote math. Shared by the pages, the server and the sandbox.
 *
 * Hire lives here, not in an area of its own: hiring is the same x402 checkout
 * as buying a product (quote, payment, status reads, the same checkout object),
 * with a different body (a brief and a budget instead of a product) and its
 * own quote math; CheckoutKind ('store' | 'hire') picks the route.
 */
import * as z from 'zod/mini';
import { add, compare, isPlainDecimal, scale, toAtomic, type DecimalString } from '@/lib/money';
import { grossFromSellerNet, workerAllocation } from '../fees';
import { intParam } from '../query-params';
import { defineRoute, type ResponseSecrets } from '../route';
import {
  NETWORKS,
  cursorSchema,
  decimalString as decimal,
  idempotencyKeySchema as idempotencyKey,
  networkSchema as network,
  nicknameSchema,
  opaqueId,
} from '../schema';
import { CHECKOUT_LIMITS, checkoutWire, type CheckoutKind, PURCHASE_STATUSES, USDC_DECIMALS } from './terms';

// ---- requests ----------------------------------------------------------------

export const attachmentUrlSchema = z.string().check(
  z.maxLength(CHECKOUT_LIMITS.urlMax, {
    error: `An attachment URL can be at most ${CHECKOUT_LIMITS.urlMax} characters.`,
  }),
  z.regex(/^https?:\/\/\S+$/, { error: 'An attachment must be a link starting with https://.' }),
);
/** At most `attachmentsMax` attachments: the body's links, and the form's rows. */
export const attachmentCount = z.maxLength(CHECKOUT_LIMITS.attachmentsMax, {
  error: `At most ${CHECKOUT_LIMITS.attachmentsMax} attachments.`,
});
const attachmentsSchema = z.array(attachmentUrlSchema).check(attachmentCount);
const description = z.string().check(
  z.maxLength(CHECKOUT_LIMITS.descriptionMax, {
    error: `The description can be at most ${CHECKOUT_LIMITS.descriptionMax.toLocaleString('en-US')} characters.`,
  }),
);

export const purchaseBodySchema = z.strictObject({
  productId: opaqueId(512),
  network,
  idempotencyKey,
  description: z.optional(description),
  attachments: z.optional(attachmentsSchema),
});
export type PurchaseBody = z.infer<typeof purchaseBodySchema>;

/** Gross USD, 0.10-999999.99 with at most 2 decimals, as a decimal string. */
export const budgetUsdSchema = z.string().check(
  z.refine((v) => isPlainDecimal(v) && scale(v) <= 2, {
    error: 'The budget must be a plain amount with at most 2 decimals, like 25 or 25.50.',
  }),
  z.refine(
    (v) =>
      !isPlainDecimal(v) || (compare(v, CHECKOUT_LIMITS.budgetMin) >= 0 && compare(v, CHECKOUT_LIMITS.budgetMax) <= 0),
    {
      error: `The budget must be between ${CHECKOUT_LIMITS.budgetMin} and ${CHECKOUT_LIMITS.budgetMax} USD.`,
    },
  ),
);

export const hireBodySchema = z.strictObject({
  nickname: nicknameSchema,
  description: description.check(z.refine((v) => v.trim() !== '', { error: 'Describe the work you are hiring for.' })),
  budgetUsd: budgetUsdSchema,
  network,
  idempotencyKey,
  attachments: z.optional(attachmentsSchema),
});
export type HireBody = z.infer<typeof hireBodySchema>;

/** Status reads name exactly one of the two selectors. */
export const statusBodySchema = z.union([
  z.strictObject({ idempotencyKey }),
  z.strictObject({ purchaseId: opaqueId(200) }),
]);
export type StatusBody = z.infer<typeof statusBodySchema>;

const purchasesQuerySchema = z.strictObject({
  limit: z.optional(intParam('The number of results per page', 1, CHECKOUT_LIMITS.historyLimitMax)),
  cursor: z.optional(cursorSchema),
});

// ---- responses ---------------------------------------------------------------

const action = z.nullable(
  z.looseObject({ method: z.string(), url: z.string(), body: z.optional(z.record(z.string(), z.unknown())) }),
);

const paymentSchema = z.looseObject({
  asset: z.literal('USDC'),
  amount: decimal,
  amountAtomic: z.string().check(z.regex(/^\d+$/)),
  expiresAt: z.string(),
  initiateBefore: z.string(),
  transactionId: z.optional(z.nullable(z.string())),
});

const pricingSchema = z.looseObject({
  sellerNetUsd: decimal,
  orderAmountUsdc: decimal,
  identificationAmountUsdc: decimal,
  budgetUsd: z.optional(decimal),
});

export const checkoutSchema = z.looseObject({
  id: z.string(),
  family: z.enum(['store', 'hire']),
  network: z.enum(NETWORKS),
  status: z.enum(PURCHASE_STATUSES),
  summary: z.string(),
  payment: paymentSchema,
  // Spec 2.4 lists `pricing` with the purchase; a checkout before it shows only its payment amount and deadlines.
  pricing: z.optional(pricingSchema),
  statusCheck: action,
});
export type Checkout = z.infer<typeof checkoutSchema>;

const orderSchema = z.looseObject({
  jobId: z.string(),
  customId: z.nullable(z.string()),
  url: z.nullable(z.string()),
  status: z.string(),
  workStatus: z.nullable(z.string()),
  fundingStatus: z.nullable(z.string()),
  /** `"USDC"` in the contract; not shown anywhere, so another asset named here is no reason to refuse a paid answer. */
  rewardAsset: z.string(),
});

export const purchaseSchema = z.looseObject({
  purchaseId: z.string(),
  kind: z.enum(['store', 'direct_hire']),
  network: z.enum(NETWORKS),
  productId: z.nullable(z.string()),
  directHire: z.optional(z.nullable(z.looseObject({ nickname: z.string(), budgetUsd: decimal }))),
  status: z.enum(PURCHASE_STATUSES),
  statusCheck: action,
  nextAction: z.nullable(z.looseObject({ type: z.string(), description: z.string() })),
  recovery: z.optional(
    z.nullable(z.looseObject({ reason: z.string(), guidance: z.string(), doNotPayAgain: z.boolean() })),
  ),
  payment: paymentSchema,
  pricing: pricingSchema,
  // Spec 2.4 lists the saved terms, not their types; the history allows a name of null, so the purchase does too.
  product: z.looseObject({
    name: z.nullable(z.string()),
    description: z.nullable(z.string()),
    revisions: z.nullable(z.int()),
    expectedDelivery: z.nullable(z.string()),
  }),
  order: z.nullable(orderSchema),
  /** The order secret; in the browser's copy, a vault handle (`vault:…`) instead. */
  secret: z.nullable(z.string()),
  chat: action,
  finalize: action,
  reviewSubmission: action,
  // Not among spec 2.4's purchase fields (history items have it): read when present.
  createdAt: z.optional(z.string()),
});
export type Purchase = z.infer<typeof purchaseSchema>;

export const statusResponseSchema = z.looseObject({
  ok: z.literal(true),
  checkout: z.optional(checkoutSchema),
  purchase: z.optional(purchaseSchema),
});

const refundSchema = z.nullable(
  z.looseObject({
    network: z.literal('solana'),
    asset: z.enum(['SOL', 'USDC', 'NATIVE']),
    amount: decimal,
    // Spec 2.4 shows a credited refund's network, asset and amount only.
    status: z.optional(z.string()),
    creditedAt: z.optional(z.nullable(z.string())),
  }),
);

export const historyItemSchema = z.looseObject({
  purchaseId: z.string(),
  kind: z.enum(['store', 'direct_hire']),
  createdAt: z.string(),
  network: z.enum(NETWORKS),
  status: z.enum(PURCHASE_STATUSES),
  product: z.looseObject({
    id: z.nullable(z.string()),
    name: z.nullable(z.string()),
    directHire: z.optional(z.nullable(z.looseObject({ nickname: z.string() }))),
  }),
  payment: z.looseObject({
    asset: z.literal('USDC'),
    amount: decimal,
    amountAtomic: z.string(),
    expiresAt: z.string(),
    transactionId: z.nullable(z.string()),
  }),
  order: z.nullable(
    z.looseObject({
      jobId: z.string(),
      customId: z.nullable(z.string()),
      url: z.nullable(z.string()),
      status: z.string(),
      workStatus: z.nullable(z.string()),
      customWorkStatus: z.nullable(z.string()),
      fundingStatus: z.nullable(z.string()),
    }),
  ),
  refund: refundSchema,
  statusCheck: action,
});
export type HistoryItem = z.infer<typeof historyItemSchema>;

export const purchasesResponseSchema = z.looseObject({
  ok: z.literal(true),
  purchases: z.array(historyItemSchema),
  limit: z.int(),
  hasMore: z.boolean(),
  nextCursor: z.nullable(z.string()),
  nextUrl: z.nullable(z.string()),
});

// ---- quote math --------------------------------------------------------------

export interface QuoteAmounts {
  sellerNetUsd: DecimalString;
  orderAmountUsdc: DecimalString;
  identificationAmountUsdc: DecimalString;
  /** What the payer sends: the order amount plus the identification amount. */
  paymentAmount: DecimalString;
  paymentAtomic: bigint;
  budgetUsd?: DecimalString;
}

const usdc = (value: DecimalString) => {
  const [whole = '0', fraction = ''] = value.split('.');
  return `${whole}.${fraction.padEnd(USDC_DECIMALS, '0').slice(0, USDC_DECIMALS)}`;
};

/**
 * A store quote: the seller-net price grossed up for the platform fee (9.00 ->
 * 10.00), plus a sub-cent identification amount that makes the payment unique.
 */
export function storeQuote(sellerNetUsd: DecimalString, identificationAmountUsdc: DecimalString): QuoteAmounts {
  const orderAmountUsdc = usdc(grossFromSellerNet(sellerNetUsd));
  const paymentAmount = usdc(add(orderAmountUsdc, identificationAmountUsdc));
  return {
    sellerNetUsd,
    orderAmountUsdc,
    identificationAmountUsdc: usdc(identificationAmountUsdc),
    paymentAmount,
    paymentAtomic: toAtomic(paymentAmount, USDC_DECIMALS),
  };
}

/** A hire quote: the budget is the gross; the worker's allocation is 90% of it (10.00 -> 9.000000). */
export function hireQuote(budgetUsd: DecimalString, identificationAmountUsdc: DecimalString): QuoteAmounts {
  const orderAmountUsdc = usdc(budgetUsd);
  const paymentAmount = usdc(add(orderAmountUsdc, identificationAmountUsdc));
  return {
    sellerNetUsd: workerAllocation(budgetUsd),
    orderAmountUsdc,
    identificationAmountUsdc: usdc(identificationAmountUsdc),
    paymentAmount,
    paymentAtomic: toAtomic(paymentAmount, USDC_DECIMALS),
    budgetUsd,
  };
}

// ---- routes ------------------------------------------------------------------

/** The 402 of a checkout POST: the requirements to sign, and the checkout they belong to. */
export const quoteChallengeSchema = z.looseObject({
  x402Version: z.literal(2),
  accepts: z.array(
    z.looseObject({ network: z.string(), amount: z.string(), asset: z.string(), payTo: z.optional(z.string()) }),
  ),
  checkout: checkoutSchema,
});
export type QuoteChallenge = z.infer<typeof quoteChallengeSchema>;

/** A paid checkout: the purchase (and, on token reads, the checkout it came from). */
const purchaseAnswerSchema = z.looseObject({
  ok: z.literal(true),
  purchase: purchaseSchema,
  checkout: z.optional(checkoutSchema),
});

/** The order secret goes to the vault (the browser gets a handle); the checkout token is the server's own. */
const orderSecrets: ResponseSecrets = {
  vault: [{ path: 'purchase.secret', kind: 'order-secret', ref: 'purchase.purchaseId' }],
  drop: ['checkout.token'],
};

const codes = { input: 'CHECKOUT_INPUT_INVALID', tooLarge: 'CHECKOUT_REQUEST_TOO_LARGE' };

/** The purchase and the hire: an x402 checkout, journaled, whose order secret goes to the vault. */
const checkoutCall = {
  auth: 'checkout',
  bodyLimit: CHECKOUT_LIMITS.bodyLimit,
  journaled: true,
  secrets: orderSecrets,
  response: purchaseAnswerSchema,
  codes,
} as const;

/** Their status reads: by checkout token, API key or SIWX proof. */
const statusRead = {
  auth: 'status',
  effect: 'read',
  bodyLimit: CHECKOUT_LIMITS.bodyLimit,
  secrets: orderSecrets,
  purpose: 'Sign in to read the status of your {service} purchase',
  body: statusBodySchema,
  response: statusResponseSchema,
  codes,
} as const;

export const checkoutRoutes = {
  purchase: defineRoute({ ...checkoutWire.purchase, ...checkoutCall, body: purchaseBodySchema }),
  hire: defineRoute({ ...checkoutWire.hire, ...checkoutCall, body: hireBodySchema }),
  purchaseStatus: defineRoute({ ...checkoutWire.purchaseStatus, ...statusRead }),
  hireStatus: defineRoute({ ...checkoutWire.hireStatus, ...statusRead }),
  history: defineRoute({
    ...checkoutWire.history,
    auth: 'account',
    alias: true,
    purpose: 'Sign in to view your {service} purchase history',
    query: purchasesQuerySchema,
    response: purchasesResponseSchema,
    codes: { input: 'PURCHASE_HISTORY_INPUT_INVALID' },
  }),
};

export const checkoutRouteOf = (kind: CheckoutKind) =>
  kind === 'store' ? checkoutRoutes.purchase : checkoutRoutes.hire;
