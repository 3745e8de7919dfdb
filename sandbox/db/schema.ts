/**
 * The sandbox marketplace's own state. Money columns are numeric (read back as
 * decimal strings by the driver); never floats.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
  (t) => [uniqueIndex('accounts_nickname_lower_idx').on(sql`lower(${t.nickname})`), uniqueIndex('accounts_api_key_idx').on(t.apiKey)],
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
  (t) => [index('products_seller_idx').on(t.sellerId), index('products_quality_idx').on(t.qualityScore), index('products_created_idx').on(t.createdAt)],
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
