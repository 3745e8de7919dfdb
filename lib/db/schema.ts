/**
 * The dashboard's own tables. One schema and one migrations folder serve both
 * PGlite (the embedded default) and PostgreSQL (when DATABASE_URL is set).
 */
import { boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A browser session. The cookie holds a random token; only its SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    accountId: text('account_id'),
    walletAddress: text('wallet_address'),
    network: text('network'),
    /** AES-GCM ciphertext of the account's API key (key derived from the session secret). */
    apiKeyCiphertext: text('api_key_ciphertext'),
    /** Set by a key rotation: the new key may be shown once, if the user asks. */
    apiKeyRevealable: boolean('api_key_revealable').notNull().default(false),
    signedInAt: timestamp('signed_in_at', { withTimezone: true }),
  },
  (table) => [index('sessions_expires_at_idx').on(table.expiresAt)],
);
