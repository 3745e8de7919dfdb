/**
 * Buying and hiring with x402 (spec 2.4, 2.14, 3.1, 4.2, 4.3): request bodies
 * with the contract's limits, the checkout and purchase objects, order-room
 * messages, and the quote math. Shared by the pages, the server and the sandbox.
 */
import * as z from 'zod/mini';
import { add, compare, isPlainDecimal, scale, toAtomic, type DecimalString } from '@/lib/money';
import { grossFromSellerNet, workerAllocation } from './fees';
import { NETWORKS } from './siwx';

export const USDC_DECIMALS = 6;
export const QUOTE_MINUTES = 30;
/** Settlement must start with more than this many seconds left on the quote. */
export const SETTLEMENT_MARGIN_SECONDS = 60;

export const CHECKOUT_LIMITS = {
  idempotencyKey: /^[A-Za-z0-9._:-]{8,128}$/,
  descriptionMax: 10_000,
  attachmentsMax: 5,
  urlMax: 2048,
  budgetMin: '0.10',
  budgetMax: '999999.99',
  chatMessageMax: 4000,
  chatFilesMax: 5,
  reviewTextMax: 2000,
} as const;

export const PURCHASE_STATUSES = ['awaiting_payment', 'processing', 'payment_submitted', 'payment_confirmed', 'payment_review', 'expired'] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

// ---- requests ----------------------------------------------------------------

const idempotencyKey = z.string().check(z.regex(CHECKOUT_LIMITS.idempotencyKey, { error: 'idempotencyKey must be 8-128 characters of A-Z a-z 0-9 . _ : -' }));
const network = z.enum(NETWORKS, { error: 'network must be solana or base' });
const attachmentUrl = z
  .string()
  .check(
    z.maxLength(CHECKOUT_LIMITS.urlMax, { error: `An attachment URL can be at most ${CHECKOUT_LIMITS.urlMax} characters.` }),
    z.regex(/^https?:\/\/\S+$/, { error: 'An attachment must be an http(s) URL.' }),
  );
const attachments = z.array(attachmentUrl).check(z.maxLength(CHECKOUT_LIMITS.attachmentsMax, { error: `At most ${CHECKOUT_LIMITS.attachmentsMax} attachments.` }));
const description = z.string().check(z.maxLength(CHECKOUT_LIMITS.descriptionMax, { error: `The description can be at most ${CHECKOUT_LIMITS.descriptionMax} characters.` }));

export const purchaseBodySchema = z.strictObject({
  productId: z.string().check(z.minLength(1), z.maxLength(512)),
  network,
  idempotencyKey,
  description: z.optional(description),
  attachments: z.optional(attachments),
});
export type PurchaseBody = z.infer<typeof purchaseBodySchema>;

/** Gross USD, 0.10-999999.99 with at most 2 decimals, as a decimal string. */
export const budgetUsdSchema = z.string().check(
  z.refine((v) => isPlainDecimal(v) && scale(v) <= 2, { error: 'The budget must be a plain amount with at most 2 decimals, like 25 or 25.50.' }),
  z.refine((v) => !isPlainDecimal(v) || (compare(v, CHECKOUT_LIMITS.budgetMin) >= 0 && compare(v, CHECKOUT_LIMITS.budgetMax) <= 0), {
    error: `The budget must be between ${CHECKOUT_LIMITS.budgetMin} and ${CHECKOUT_LIMITS.budgetMax} USD.`,
  }),
);

export const nicknameSchema = z.string().check(z.regex(/^[A-Za-z0-9._-]{3,32}$/, { error: 'A nickname is 3-32 letters, digits, dots, underscores or hyphens.' }));

export const hireBodySchema = z.strictObject({
  nickname: nicknameSchema,
  description: description.check(z.refine((v) => v.trim() !== '', { error: 'Describe the work you are hiring for.' })),
  budgetUsd: budgetUsdSchema,
  network,
  idempotencyKey,
  attachments: z.optional(attachments),
});
export type HireBody = z.infer<typeof hireBodySchema>;

/** Status reads name exactly one of the two selectors. */
export const statusBodySchema = z.union([z.strictObject({ idempotencyKey }), z.strictObject({ purchaseId: z.string().check(z.minLength(1), z.maxLength(200)) })]);
export type StatusBody = z.infer<typeof statusBodySchema>;

export const purchasesQuerySchema = z.strictObject({
  limit: z.optional(
    z.pipe(
      z.pipe(z.string().check(z.regex(/^\d{1,3}$/, { error: 'limit must be a whole number from 1 to 50.' })), z.transform(Number)),
      z.int().check(z.gte(1, { error: 'limit must be a whole number from 1 to 50.' }), z.lte(50, { error: 'limit must be a whole number from 1 to 50.' })),
    ),
  ),
  cursor: z.optional(z.string().check(z.minLength(1), z.maxLength(500))),
});

export const chatMessagesQuerySchema = z.strictObject({
  pageSize: z.optional(
    z.pipe(
      z.pipe(z.string().check(z.regex(/^\d{1,3}$/, { error: 'pageSize must be a whole number from 1 to 50.' })), z.transform(Number)),
      z.int().check(z.gte(1, { error: 'pageSize must be a whole number from 1 to 50.' }), z.lte(50, { error: 'pageSize must be a whole number from 1 to 50.' })),
    ),
  ),
  afterId: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
});

export const chatSendBodySchema = z.strictObject({
  message: z.string().check(
    z.refine((v) => v.trim() !== '', { error: 'Write a message.' }),
    z.maxLength(CHECKOUT_LIMITS.chatMessageMax, { error: `A message can be at most ${CHECKOUT_LIMITS.chatMessageMax} characters.` }),
  ),
  idempotencyKey,
  files: z.optional(
    z
      .array(z.string().check(z.maxLength(CHECKOUT_LIMITS.urlMax), z.regex(/^https:\/\/\S+$/, { error: 'Files must be https URLs.' })))
      .check(z.maxLength(CHECKOUT_LIMITS.chatFilesMax, { error: `At most ${CHECKOUT_LIMITS.chatFilesMax} files.` })),
  ),
});
export type ChatSendBody = z.infer<typeof chatSendBodySchema>;

export const finalizeBodySchema = z.strictObject({});

/** Sandbox assumption: the seller review action takes the delivered submission's id, stars and optional text. */
export const reviewBodySchema = z.strictObject({
  submissionId: z.string().check(z.minLength(1), z.maxLength(200)),
  stars: z.int().check(z.gte(1, { error: 'Stars go from 1 to 5.' }), z.lte(5, { error: 'Stars go from 1 to 5.' })),
  text: z.optional(z.string().check(z.maxLength(CHECKOUT_LIMITS.reviewTextMax, { error: `A review can be at most ${CHECKOUT_LIMITS.reviewTextMax} characters.` }))),
});
export type ReviewBody = z.infer<typeof reviewBodySchema>;

// ---- responses ---------------------------------------------------------------

const decimal = z.string().check(z.regex(/^\d+(\.\d+)?$/));
const action = z.nullable(z.looseObject({ method: z.string(), url: z.string(), body: z.optional(z.record(z.string(), z.unknown())) }));

export const paymentSchema = z.looseObject({
  asset: z.literal('USDC'),
  amount: decimal,
  amountAtomic: z.string().check(z.regex(/^\d+$/)),
  expiresAt: z.string(),
  initiateBefore: z.string(),
  transactionId: z.optional(z.nullable(z.string())),
});

export const pricingSchema = z.looseObject({
  sellerNetUsd: decimal,
  orderAmountUsdc: decimal,
  identificationAmountUsdc: decimal,
  budgetUsd: z.optional(decimal),
});
export type CheckoutPricing = z.infer<typeof pricingSchema>;

export const checkoutSchema = z.looseObject({
  id: z.string(),
  family: z.enum(['store', 'hire']),
  network: z.enum(NETWORKS),
  status: z.enum(PURCHASE_STATUSES),
  summary: z.string(),
  payment: paymentSchema,
  pricing: pricingSchema,
  statusCheck: action,
});
export type Checkout = z.infer<typeof checkoutSchema>;

export const orderSchema = z.looseObject({
  jobId: z.string(),
  customId: z.nullable(z.string()),
  url: z.nullable(z.string()),
  status: z.string(),
  workStatus: z.nullable(z.string()),
  fundingStatus: z.nullable(z.string()),
  rewardAsset: z.literal('USDC'),
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
  recovery: z.optional(z.nullable(z.looseObject({ reason: z.string(), guidance: z.string(), doNotPayAgain: z.boolean() }))),
  payment: paymentSchema,
  pricing: pricingSchema,
  product: z.looseObject({ name: z.string(), description: z.nullable(z.string()), revisions: z.nullable(z.int()), expectedDelivery: z.nullable(z.string()) }),
  order: z.nullable(orderSchema),
  /** The order secret; in the browser's copy, a vault handle (`vault:…`) instead. */
  secret: z.nullable(z.string()),
  chat: action,
  finalize: action,
  reviewSubmission: action,
  createdAt: z.string(),
});
export type Purchase = z.infer<typeof purchaseSchema>;

export const statusResponseSchema = z.looseObject({
  ok: z.literal(true),
  checkout: z.optional(checkoutSchema),
  purchase: z.optional(purchaseSchema),
});
export type StatusResponse = z.infer<typeof statusResponseSchema>;

export const refundSchema = z.nullable(
  z.looseObject({ network: z.literal('solana'), asset: z.enum(['SOL', 'USDC', 'NATIVE']), amount: decimal, status: z.string(), creditedAt: z.nullable(z.string()) }),
);

export const historyItemSchema = z.looseObject({
  purchaseId: z.string(),
  kind: z.enum(['store', 'direct_hire']),
  createdAt: z.string(),
  network: z.enum(NETWORKS),
  status: z.enum(PURCHASE_STATUSES),
  product: z.looseObject({ id: z.nullable(z.string()), name: z.nullable(z.string()), directHire: z.optional(z.nullable(z.looseObject({ nickname: z.string() }))) }),
  payment: z.looseObject({ asset: z.literal('USDC'), amount: decimal, amountAtomic: z.string(), expiresAt: z.string(), transactionId: z.nullable(z.string()) }),
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

export const chatMessageSchema = z.looseObject({
  id: z.string(),
  sender: z.enum(['buyer', 'seller']),
  message: z.string(),
  files: z.array(z.string()),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const selectedWinnerSchema = z.nullable(z.looseObject({ id: z.string(), nickname: z.string(), content: z.string(), files: z.array(z.string()), deliveredAt: z.string() }));

export const chatMessagesResponseSchema = z.looseObject({
  ok: z.literal(true),
  messages: z.array(chatMessageSchema),
  nextAfterId: z.nullable(z.string()),
  selectedWinner: selectedWinnerSchema,
  orderStatus: z.string(),
});

export const chatSendResponseSchema = z.looseObject({ ok: z.literal(true), message: chatMessageSchema, replayed: z.boolean() });

export const finalizeResponseSchema = z.looseObject({
  ok: z.literal(true),
  finalized: z.literal(true),
  alreadySettled: z.boolean(),
  payout: z.looseObject({ nickname: z.string(), amount: decimal, asset: z.literal('USDC'), network: z.enum(NETWORKS), creditedAt: z.string() }),
});

export const reviewResponseSchema = z.looseObject({
  ok: z.literal(true),
  replayed: z.boolean(),
  review: z.looseObject({ stars: z.int(), text: z.nullable(z.string()), reviewedAt: z.string() }),
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
  return { sellerNetUsd, orderAmountUsdc, identificationAmountUsdc: usdc(identificationAmountUsdc), paymentAmount, paymentAtomic: toAtomic(paymentAmount, USDC_DECIMALS) };
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

/** A fresh idempotency key for one intended operation. */
export function newIdempotencyKey(prefix: string): string {
  return `${prefix}:${crypto.randomUUID()}`;
}

/** Where a secret was replaced by a vault handle in the browser's copy. */
export const VAULT_PREFIX = 'vault:';
/** The browser names a vault entry with this header; the proxy turns it into X-Secret. */
export const SECRET_HANDLE_HEADER = 'x-secret-handle';
export const isVaultHandle = (value: string | null | undefined): value is string => typeof value === 'string' && value.startsWith(VAULT_PREFIX);
