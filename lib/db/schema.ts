/**
 * The dashboard's own tables. One schema and one migrations folder serve both
 * PGlite (the embedded default) and PostgreSQL (when DATABASE_URL is set).
 */
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
    /** Set by a key rotation: until then the new key may be shown once, if the user asks. */
    apiKeyRevealableUntil: timestamp('api_key_revealable_until', { withTimezone: true }),
    signedInAt: timestamp('signed_in_at', { withTimezone: true }),
  },
  (table) => [index('sessions_expires_at_idx').on(table.expiresAt)],
);

/**
 * The operation journal: every journaled mutation (checkout, hire, chat send)
 * is written here before the upstream call, with its idempotency key, the hash
 * of its intent and, for checkouts, the sealed checkout token; the outcome is
 * recorded after. A finished send is answered again from here; a timeout, a
 * 5xx or a 202 leaves the row to be checked, never redone.
 */
export const journal = pgTable(
  'journal',
  {
    id: text('id').primaryKey(),
    sessionId: text('session_id').notNull(),
    routeId: text('route_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    bodyHash: text('body_hash').notNull(),
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    checkoutTokenSealed: text('checkout_token_sealed'),
    /** sent: awaiting an answer; answered: the upstream replied; unknown: no answer (timeout, dropped). */
    state: text('state').notNull(),
    lastHttpStatus: integer('last_http_status'),
    purchaseId: text('purchase_id'),
    /** The last known checkout/purchase status (spec 3.1) or the last outcome of a send. */
    outcome: text('outcome'),
    summary: text('summary'),
    /** How many times this operation was sent: a retry claims the next attempt, so two retries at once cannot both send. */
    attempts: integer('attempts').notNull().default(1),
    /** The answer given for a finished send (sealed): a repeat of the same request gets it again, never a second send. */
    answerSealed: text('answer_sealed'),
    /** When its latest attempt carrying a payment left: work that payment bought is no older. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('journal_session_key_idx').on(t.sessionId, t.idempotencyKey),
    index('journal_session_purchase_idx').on(t.sessionId, t.purchaseId),
  ],
);

/**
 * Bearer secrets from responses (order secrets), sealed; the browser holds only
 * the handle, a random name. The digest (a keyed hash of the secret) finds the
 * session's existing handle when the same secret comes back.
 */
export const vault = pgTable(
  'vault',
  {
    handle: text('handle').primaryKey(),
    sessionId: text('session_id').notNull(),
    kind: text('kind').notNull(),
    sealed: text('sealed').notNull(),
    secretDigest: text('secret_digest'),
    purchaseId: text('purchase_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vault_session_idx').on(t.sessionId),
    uniqueIndex('vault_session_digest_idx').on(t.sessionId, t.secretDigest),
  ],
);

/**
 * Notifications the hub's leading server received from the marketplace, kept
 * so that any server can resume a tab or a takeover from a cursor (PostgreSQL
 * only: the embedded default has one server, which keeps them in memory).
 */
export const hubNotifications = pgTable(
  'hub_notifications',
  {
    accountId: text('account_id').notNull(),
    cursor: bigint('cursor', { mode: 'bigint' }).notNull(),
    notification: jsonb('notification').$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.cursor] }), index('hub_notifications_received_idx').on(t.receivedAt)],
);

/**
 * The read cache shared by dashboard servers on one PostgreSQL: the last good
 * answer of each rate-limited read (secrets already sealed), and the moment
 * each account's window was last spent. Rows older than any window are swept.
 */
export const readAnswers = pgTable(
  'read_answers',
  {
    key: text('key').primaryKey(),
    status: integer('status').notNull(),
    headers: jsonb('headers').$type<[string, string][]>().notNull(),
    body: text('body').notNull(),
    fetchedAt: bigint('fetched_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('read_answers_fetched_idx').on(t.fetchedAt)],
);

export const readWindows = pgTable(
  'read_windows',
  {
    bucket: text('bucket').primaryKey(),
    /** The read that spent the window (another server waits for its answer rather than refusing the same read). */
    key: text('key').notNull(),
    lastCall: bigint('last_call', { mode: 'number' }).notNull(),
  },
  (t) => [index('read_windows_last_call_idx').on(t.lastCall)],
);
