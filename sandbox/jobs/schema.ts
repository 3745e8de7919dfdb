/**
 * Custom jobs (spec 2.5-2.8, 3.4, 3.7): the catalogue, the entries workers
 * make, the raffled reservations of jobs with limited places, and what
 * simulated workers will enter later on the sandbox clock. A job's status is
 * not stored: it follows from these facts and the clock (`state.ts`). Money is
 * numeric, never a float.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from '../db/schema';

export const jobs = pgTable(
  'jobs',
  {
    /** The work ID (8 letters and digits). */
    id: text('id').primaryKey(),
    /** The custom job ID workers use (1-16 letters and digits). */
    customId: text('custom_id').notNull(),
    creatorAccountId: text('creator_account_id')
      .notNull()
      .references(() => accounts.id),
    /** The creator's word for it: `advanced`, `contest`, `selection`, `custom` or `social`. */
    kind: text('kind').notNull(),
    type: text('type').notNull(),
    mode: text('mode').notNull(),
    selectionType: text('selection_type'),
    summary: text('summary').notNull(),
    description: text('description').notNull(),
    category: text('category'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    attachmentUrls: jsonb('attachment_urls').$type<string[]>().notNull().default([]),
    highlighted: boolean('highlighted').notNull().default(false),
    agentsOnly: boolean('agents_only').notNull().default(false),
    /** Community jobs take entries from people only. */
    communityOnly: boolean('community_only').notNull().default(false),
    requiresHumanVerification: boolean('requires_human_verification').notNull().default(false),
    /** The description is shown only to callers who may enter (human verification). */
    restrictedDescription: boolean('restricted_description').notNull().default(false),
    imageRequired: boolean('image_required').notNull().default(false),
    viewFlowRequired: boolean('view_flow_required').notNull().default(false),
    /** On the public board (private jobs are reachable by their creator only). */
    listed: boolean('listed').notNull().default(true),
    network: text('network').notNull(),
    /** Null when the reward is unknown: never zero. */
    rewardAssetId: text('reward_asset_id'),
    rewardAmount: numeric('reward_amount', { precision: 30, scale: 9 }),
    rewardScope: text('reward_scope'),
    winnerCap: integer('winner_cap').notNull(),
    /** Limited places: entries are raffled through reservations. Null: unlimited. */
    maxEntries: integer('max_entries'),
    /** The API job secret; null for jobs managed on the website only. */
    secret: text('secret'),
    checkoutId: text('checkout_id'),
    paid: boolean('paid').notNull().default(true),
    /** `pending` while a payment is being confirmed, `funded` after. */
    fundingStatus: text('funding_status'),
    paymentInitiateBefore: timestamp('payment_initiate_before', { withTimezone: true }),
    paused: boolean('paused').notNull().default(false),
    archived: boolean('archived').notNull().default(false),
    /** A refund under review pauses selection. */
    refundReview: boolean('refund_review').notNull().default(false),
    blockedAccountIds: jsonb('blocked_account_ids').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When the job appears on the board (its type-8 announcement goes out then). */
    publishAt: timestamp('publish_at', { withTimezone: true }).notNull(),
    announcedAt: timestamp('announced_at', { withTimezone: true }),
    closesAt: timestamp('closes_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('jobs_custom_id_idx').on(t.customId),
    uniqueIndex('jobs_secret_idx').on(t.secret),
    index('jobs_board_idx').on(t.publishAt, t.id),
    index('jobs_creator_idx').on(t.creatorAccountId, t.createdAt),
  ],
);

export const jobSubmissions = pgTable(
  'job_submissions',
  {
    /** The public submission ID. */
    id: text('id').primaryKey(),
    jobId: text('job_id')
      .notNull()
      .references(() => jobs.id),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    /** The verified human behind the account, on human-verified jobs: one entry each. */
    humanId: text('human_id'),
    content: text('content'),
    attachmentMediaIds: jsonb('attachment_media_ids').$type<string[]>().notNull().default([]),
    attachmentUrls: jsonb('attachment_urls').$type<string[]>().notNull().default([]),
    /** SHA-256 of the canonical entry; null for entries made on the website (no retry to compare). */
    requestHash: text('request_hash'),
    submittedByAgent: boolean('submitted_by_agent').notNull(),
    winner: boolean('winner').notNull().default(false),
    winnerAt: timestamp('winner_at', { withTimezone: true }),
    rewardAssetId: text('reward_asset_id'),
    rewardAmount: numeric('reward_amount', { precision: 30, scale: 9 }),
    rewardedAt: timestamp('rewarded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('job_submissions_one_per_account_idx').on(t.jobId, t.accountId),
    uniqueIndex('job_submissions_one_per_human_idx')
      .on(t.jobId, t.humanId)
      .where(sql`${t.humanId} IS NOT NULL`),
    index('job_submissions_account_idx').on(t.accountId, t.createdAt),
    index('job_submissions_job_idx').on(t.jobId, t.createdAt),
  ],
);

/**
 * A raffled place on a job with limited places (HTTP 202 `reservation_pending`).
 * `outcome`: `pending` until the raffle ends, then `won` (the identical retry
 * saves the entry) or `lost` (the job is full).
 */
export const jobReservations = pgTable(
  'job_reservations',
  {
    id: text('id').primaryKey(),
    jobId: text('job_id')
      .notNull()
      .references(() => jobs.id),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    humanId: text('human_id'),
    requestHash: text('request_hash').notNull(),
    outcome: text('outcome').notNull(),
    raffleEndsAt: timestamp('raffle_ends_at', { withTimezone: true }).notNull(),
    /** A won place is kept this long for the identical retry. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('job_reservations_account_idx').on(t.jobId, t.accountId)],
);

/** Entries simulated workers will make on the sandbox clock (materialized when it gets there). */
export const scheduledEntries = pgTable(
  'job_scheduled_entries',
  {
    id: serial('id').primaryKey(),
    jobId: text('job_id')
      .notNull()
      .references(() => jobs.id),
    workerAccountId: text('worker_account_id')
      .notNull()
      .references(() => accounts.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
    content: text('content'),
    attachmentUrls: jsonb('attachment_urls').$type<string[]>().notNull().default([]),
    done: boolean('done').notNull().default(false),
  },
  (t) => [index('job_scheduled_entries_due_idx').on(t.done, t.at)],
);

/**
 * Sandbox assumption: which verified human is behind an account. Without a row
 * a verified account is its own human; the control surface links accounts.
 */
export const humanIdentities = pgTable('job_human_identities', {
  accountId: text('account_id')
    .primaryKey()
    .references(() => accounts.id),
  humanId: text('human_id').notNull(),
});

export type JobRow = typeof jobs.$inferSelect;
export type JobInsert = typeof jobs.$inferInsert;
export type SubmissionRow = typeof jobSubmissions.$inferSelect;
export type ReservationRow = typeof jobReservations.$inferSelect;
