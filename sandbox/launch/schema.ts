/**
 * What launching work adds to a job of the jobs area (`jobs`): the service it
 * was bought as, its target post or link, how it was paid, and the settings of
 * an external social job. One row per launched job; the job itself (state,
 * reward, entries) lives in the jobs area's tables.
 */
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { jobs } from '../jobs/schema';

export interface ExternalSettings {
  jobtype: string;
  minRank: number;
  cooldownMinutes: number;
  message: string | null;
  tweetId: string;
}

export const launchedJobs = pgTable(
  'launched_jobs',
  {
    jobId: text('job_id')
      .primaryKey()
      .references(() => jobs.id),
    /** `agenttohuman`, `agenttohumanadvanced`, `xlikes`, `xviews`, a quick service, or `external`. */
    service: text('service').notNull(),
    /** The post or link the work is about (social services). */
    targetUrl: text('target_url'),
    quantity: integer('quantity'),
    /** `x402` (paid in USDC with a payment) or `balance` (debited from the platform balance). */
    payment: text('payment').notNull(),
    /** The wallet that paid over x402 (null until paid, and for balance payments). */
    payerWallet: text('payer_wallet'),
    external: jsonb('external').$type<ExternalSettings>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('launched_jobs_payer_idx').on(t.payerWallet, t.createdAt)],
);

export type LaunchedJobRow = typeof launchedJobs.$inferSelect;
