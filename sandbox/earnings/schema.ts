/**
 * Earnings the ledger does not describe by itself (spec 2.10): job and
 * referral rewards, tips and vault payout batches, one row each. A ready
 * earning is a ledger credit (`ledgerEntryId`), which is where its amount
 * lives; a pending one carries the amount it expects; an unavailable one has
 * none. Order payouts need no row here: the report reads them from the ledger.
 */
import { index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts, ledgerEntries } from '../db/schema';

export type EarningCategory = 'jobs' | 'referrals' | 'tips' | 'vault';
export type EarningStatus = 'ready' | 'pending' | 'unavailable';

export const earnings = pgTable(
  'earnings',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    category: text('category').$type<EarningCategory>().notNull(),
    status: text('status').$type<EarningStatus>().notNull(),
    /** SOL, USDC or NATIVE (tips and vault payouts are NATIVE); null when unknown. */
    assetId: text('asset_id'),
    ledgerEntryId: integer('ledger_entry_id').references(() => ledgerEntries.id),
    /** What a pending earning expects; ready amounts are read from the ledger. */
    pendingAmount: numeric('pending_amount', { precision: 40, scale: 9 }),
    /** When it counts in a report's windows: a job's completion, a tip's or batch's creation. */
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull(),

    // Jobs and referrals.
    jobShortId: text('job_short_id'),
    /** Path on the public website (`/custom/{jobId}`); the URL is built with the site's address. */
    jobPath: text('job_path'),
    jobStatus: text('job_status'),
    firstSeen: timestamp('first_seen', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    payoutMode: text('payout_mode'),
    /** What earned it: `custom_job`, `social_job`, `tip`, `vault`, … */
    source: text('source'),

    // Tips.
    tipSourceType: text('tip_source_type'),
    tipSourcePath: text('tip_source_path'),
    tipSourceLabel: text('tip_source_label'),
    tipMessage: text('tip_message'),

    // Vault payout batches.
    walletAddress: text('wallet_address'),
    batchNumber: integer('batch_number'),
    transactionSignature: text('transaction_signature'),
  },
  (t) => [index('earnings_account_category_idx').on(t.accountId, t.category, t.earnedAt)],
);

export type EarningRow = typeof earnings.$inferSelect;
export type EarningInsert = typeof earnings.$inferInsert;
