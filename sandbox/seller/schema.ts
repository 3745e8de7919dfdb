/**
 * The seller area's tables (spec 2.2, 2.3, 4.4, 4.5). The listings themselves
 * are the store's `products` rows, and the nickname, bio, "more about", picture
 * URL and public flag live on `accounts`, which the store and public profiles
 * read; what only the seller profile has lives here, with the receipts that
 * make product mutations idempotent.
 */
import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from '../db/schema';

/** A portfolio item: an upload (with its trusted URL), or a bare URL from before media ids existed. */
export interface PortfolioItem {
  mediaId: string | null;
  url: string;
}

/** A created seller profile (spec 2.3): a row exists once the seller first saved it. */
export const sellerProfiles = pgTable('seller_profiles', {
  accountId: text('account_id')
    .primaryKey()
    .references(() => accounts.id),
  tags: text('tags'),
  categoryNames: jsonb('category_names').$type<string[]>().notNull().default([]),
  pfpMediaId: text('pfp_media_id'),
  /** Ordered as the seller arranged it. */
  portfolio: jsonb('portfolio').$type<PortfolioItem[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export type ProductOperation = 'create' | 'replace' | 'activate' | 'deactivate';

/**
 * One saved product mutation per account and idempotency key: the same
 * operation, target and body under the key answer `answer` again with
 * `replayed: true`; anything else under it is a conflict.
 */
export const productReceipts = pgTable(
  'seller_product_receipts',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    idempotencyKey: text('idempotency_key').notNull(),
    operation: text('operation').$type<ProductOperation>().notNull(),
    /** The product a replace, activate or deactivate named; null for a create. */
    target: text('target'),
    /** SHA-256 of the canonical JSON body. */
    requestHash: text('request_hash').notNull(),
    productId: text('product_id').notNull(),
    /** The answer as first given (without `replayed`). */
    answer: jsonb('answer').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.idempotencyKey] })],
);
