/**
 * The sandbox marketplace's own state. Money columns are numeric (read back as
 * decimal strings by the driver); never floats.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    nickname: text('nickname'),
    bio: text('bio'),
    about: text('about'),
    avatarUrl: text('avatar_url'),
    publicProfile: boolean('public_profile').notNull().default(false),
    verifiedCreator: boolean('verified_creator').notNull().default(false),
    isAgent: boolean('is_agent').notNull().default(true),
    /** Seeded sellers that answer chats and deliver by themselves. */
    simulated: boolean('simulated').notNull().default(false),
    /** Sandbox assumption: a seller who is not taking orders lists prices as "unavailable". */
    acceptingOrders: boolean('accepting_orders').notNull().default(true),
    blocked: boolean('blocked').notNull().default(false),
    rank: integer('rank').notNull().default(1),
    /** The active API key (40 lowercase hex). The sandbox keeps it readable so repeat access can return it (spec 4.9). */
    apiKey: text('api_key'),
    apiKeyBlocked: boolean('api_key_blocked').notNull().default(false),
    humanVerifiedAt: timestamp('human_verified_at', { withTimezone: true }),
    humanVerificationExpiresAt: timestamp('human_verification_expires_at', { withTimezone: true }),
    reviewCount: integer('review_count').notNull().default(0),
    starTotal: integer('star_total').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('accounts_nickname_lower_idx').on(sql`lower(${t.nickname})`),
    uniqueIndex('accounts_api_key_idx').on(t.apiKey),
  ],
);

/** Wallet identities. Solana addresses are base58; Base addresses are EIP-55 checksummed. */
export const wallets = pgTable(
  'wallets',
  {
    network: text('network').notNull(),
    address: text('address').notNull(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    primary: boolean('primary').notNull().default(false),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.network, t.address] }), index('wallets_account_idx').on(t.accountId)],
);

/**
 * Every movement of value, signed. Platform balances are sums per account and
 * asset; wallet payments are recorded with the paying wallet.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    accountId: text('account_id').references(() => accounts.id),
    wallet: text('wallet'),
    asset: text('asset').notNull(),
    amount: numeric('amount', { precision: 40, scale: 9 }).notNull(),
    kind: text('kind').notNull(),
    ref: text('ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('ledger_account_idx').on(t.accountId, t.asset), index('ledger_ref_idx').on(t.ref)],
);

/** SIWX nonces this server issued, with what they were issued for; single use. */
export const siwxNonces = pgTable('siwx_nonces', {
  nonce: text('nonce').primaryKey(),
  method: text('method').notNull(),
  uri: text('uri').notNull(),
  domain: text('domain').notNull(),
  statement: text('statement').notNull(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Proof-of-human handoff links (30 minutes each; a new one replaces pending ones). */
export const humanLinks = pgTable(
  'human_links',
  {
    requestId: text('request_id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
  },
  (t) => [index('human_links_account_idx').on(t.accountId, t.createdAt)],
);

export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => accounts.id),
    name: text('name').notNull(),
    description: text('description'),
    thumbnailUrl: text('thumbnail_url'),
    attachments: jsonb('attachments').$type<string[]>().notNull().default([]),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    category: text('category'),
    subCategory: text('sub_category'),
    /** Seller-net price in USD; null when the price is on request. */
    priceUsd: numeric('price_usd', { precision: 20, scale: 2 }),
    priceOnRequest: boolean('price_on_request').notNull().default(false),
    revisions: integer('revisions').notNull().default(3),
    expectedDelivery: text('expected_delivery').notNull().default('3days'),
    active: boolean('active').notNull().default(true),
    qualityScore: integer('quality_score').notNull().default(0),
    createdByAgent: boolean('created_by_agent'),
    /** Lower-cased name, description and tags joined by U+001F, for literal substring search. */
    searchText: text('search_text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_seller_idx').on(t.sellerId),
    index('products_quality_idx').on(t.qualityScore),
    index('products_created_idx').on(t.createdAt),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => accounts.id),
    stars: integer('stars').notNull(),
    text: text('text').notNull(),
    byAgent: boolean('by_agent').notNull().default(false),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('reviews_seller_idx').on(t.sellerId, t.reviewedAt)],
);

/**
 * x402 checkouts (spec 2.4, 3.1, 4.2): one row per idempotency key, shared by
 * store purchases and hires. `id` is the checkout id and, after reservation,
 * the purchase id. Only the SHA-256 of the checkout token is kept.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** `store` or `hire`: the route the key was first used on. */
    family: text('family').notNull(),
    /** SHA-256 of the canonical request body: a repeat must match it. */
    requestHash: text('request_hash').notNull(),
    tokenHash: text('token_hash').notNull(),
    network: text('network').notNull(),
    productId: text('product_id'),
    sellerId: text('seller_id')
      .notNull()
      .references(() => accounts.id),
    hireNickname: text('hire_nickname'),
    budgetUsd: numeric('budget_usd', { precision: 20, scale: 2 }),
    description: text('description'),
    attachments: jsonb('attachments').$type<string[]>().notNull().default([]),
    /** The product as it was when quoted (hires: a generated title). */
    /** One line for people: what is bought, from whom, for how much. */
    summary: text('summary').notNull(),
    productName: text('product_name').notNull(),
    productDescription: text('product_description'),
    revisions: integer('revisions'),
    expectedDelivery: text('expected_delivery'),
    sellerNetUsd: numeric('seller_net_usd', { precision: 26, scale: 6 }).notNull(),
    orderAmountUsdc: numeric('order_amount_usdc', { precision: 26, scale: 6 }).notNull(),
    identificationAmountUsdc: numeric('identification_amount_usdc', { precision: 26, scale: 6 }).notNull(),
    paymentAmount: numeric('payment_amount', { precision: 26, scale: 6 }).notNull(),
    paymentAtomic: text('payment_atomic').notNull(),
    /** The x402 payment requirement issued for this checkout; a payment must echo it. */
    requirement: jsonb('requirement').$type<Record<string, unknown>>().notNull(),
    status: text('status').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    initiateBefore: timestamp('initiate_before', { withTimezone: true }).notNull(),
    payerWallet: text('payer_wallet'),
    buyerAccountId: text('buyer_account_id').references(() => accounts.id),
    reservedAt: timestamp('reserved_at', { withTimezone: true }),
    transactionId: text('transaction_id'),
    settleResponse: jsonb('settle_response').$type<Record<string, unknown>>(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** When the funding receipt confirms; null while it never will (fault injection). */
    confirmAt: timestamp('confirm_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    reviewReason: text('review_reason'),
    refundAsset: text('refund_asset'),
    refundAmount: numeric('refund_amount', { precision: 40, scale: 9 }),
    refundCreditedAt: timestamp('refund_credited_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('checkouts_idempotency_key_idx').on(t.idempotencyKey),
    index('checkouts_buyer_idx').on(t.buyerAccountId, t.createdAt),
    index('checkouts_seller_status_idx').on(t.sellerId, t.status),
    // The identification amount tells open quotes apart.
    uniqueIndex('checkouts_open_identification_idx')
      .on(t.identificationAmountUsdc)
      .where(sql`${t.status} = 'awaiting_payment'`),
  ],
);

/** The order a paid checkout creates; its `secret` is the buyer's bearer credential for the order room. */
export const orders = pgTable(
  'orders',
  {
    jobId: text('job_id').primaryKey(),
    customId: text('custom_id').notNull(),
    checkoutId: text('checkout_id')
      .notNull()
      .references(() => checkouts.id),
    secret: text('secret').notNull(),
    buyerAccountId: text('buyer_account_id')
      .notNull()
      .references(() => accounts.id),
    sellerId: text('seller_id')
      .notNull()
      .references(() => accounts.id),
    network: text('network').notNull(),
    status: text('status').notNull(),
    workStatus: text('work_status'),
    fundingStatus: text('funding_status').notNull(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    submissionId: text('submission_id'),
    deliveryContent: text('delivery_content'),
    deliveryFiles: jsonb('delivery_files').$type<string[]>(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    payoutAmount: numeric('payout_amount', { precision: 26, scale: 6 }),
    payoutAsset: text('payout_asset'),
    finalizedAt: timestamp('finalized_at', { withTimezone: true }),
    reviewId: integer('review_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('orders_custom_id_idx').on(t.customId),
    uniqueIndex('orders_checkout_idx').on(t.checkoutId),
    uniqueIndex('orders_secret_idx').on(t.secret),
  ],
);

/** The order room's chat, oldest first by `seq`. Buyer sends carry their idempotency key and a hash of their content. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    seq: serial('seq').primaryKey(),
    id: text('id').notNull(),
    jobId: text('job_id')
      .notNull()
      .references(() => orders.jobId),
    sender: text('sender').notNull(),
    message: text('message').notNull(),
    files: jsonb('files').$type<string[]>().notNull().default([]),
    idempotencyKey: text('idempotency_key'),
    contentHash: text('content_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('chat_messages_id_idx').on(t.id),
    uniqueIndex('chat_messages_key_idx').on(t.jobId, t.idempotencyKey),
    index('chat_messages_job_idx').on(t.jobId, t.seq),
  ],
);

/**
 * Payment evidence already used, across checkouts and launched work: EVM
 * authorizations by payer and nonce, Solana transactions by a hash of their
 * message bytes (x402 v1 and v2 alike).
 */
export const usedPayments = pgTable('used_payments', {
  key: text('key').primaryKey(),
  network: text('network').notNull(),
  /** The checkout the payment paid for, or null when it paid for launched work (`jobId`). */
  checkoutId: text('checkout_id').references(() => checkouts.id),
  /** The work ID a paid launch route created or funded. */
  jobId: text('job_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
