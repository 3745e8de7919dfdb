/**
 * Swaps (spec 2.9, 3.2): one row per swap, made through the API (with its
 * idempotency key), the website or AutoSwap. Value moves only through the
 * ledger: the source is debited when the swap is admitted (`ref` = swap id),
 * the output credited on completion, the source returned on failure.
 */
import { index, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from '../db/schema';

export type SwapSource = 'api' | 'website' | 'autoswap';

export const swaps = pgTable(
  'swaps',
  {
    /** A UUID. */
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    /** API swaps only; keys are one namespace across accounts. */
    idempotencyKey: text('idempotency_key'),
    source: text('source').$type<SwapSource>().notNull(),
    fromToken: text('from_token').notNull(),
    toToken: text('to_token').notNull(),
    /** Null on older records. */
    pairKey: text('pair_key'),
    amountIn: numeric('amount_in', { precision: 40, scale: 9 }).notNull(),
    expectedAmountOut: numeric('expected_amount_out', { precision: 40, scale: 9 }),
    expectedAmountOutMin: numeric('expected_amount_out_min', { precision: 40, scale: 9 }),
    bridgeGrossAmount: numeric('bridge_gross_amount', { precision: 40, scale: 6 }),
    bridgeFeeAmount: numeric('bridge_fee_amount', { precision: 40, scale: 6 }),
    routeVersion: text('route_version'),
    status: text('status').notNull(),
    /** When the clock moves the swap on by itself; null when it waits (final, under review, or held by the control surface). */
    nextStepAt: timestamp('next_step_at', { withTimezone: true }),
    received: numeric('received', { precision: 40, scale: 9 }),
    failureReason: text('failure_reason'),
    txId: text('tx_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('swaps_idempotency_key_idx').on(t.idempotencyKey),
    index('swaps_account_created_idx').on(t.accountId, t.createdAt),
    index('swaps_account_status_idx').on(t.accountId, t.status),
  ],
);

export type SwapRow = typeof swaps.$inferSelect;
export type SwapInsert = typeof swaps.$inferInsert;
