/**
 * Earnings (spec 2.10, 4.10, part 8): one POST route answering either the
 * overview (summary, rolling KPIs and daily bars over a calendar range) or a
 * paged history of one category (jobs, referrals, tips, vault payouts).
 */
import * as z from 'zod/mini';
import { defineRoute } from '../route';
import { decimalString as decimal, wholeNumberSchema } from '../schema';
import { EARNINGS_RANGES } from './periods';
import { EARNING_ASSETS, EARNINGS_LIMITS, EARNINGS_VIEWS, earningsWire, PAGED_VIEWS, RANGED_VIEWS } from './terms';

export type { EarningsRange } from './periods';

/** Views that take `page` and `perPage`; the overview rejects them. */

// ---- request -----------------------------------------------------------------

const earningsBodySchema = z
  .strictObject({
    view: z.optional(z.enum(EARNINGS_VIEWS, { error: 'view must be overview, jobs, referrals, tips or vault.' })),
    range: z.optional(z.enum(EARNINGS_RANGES, { error: 'range must be 7d, 30d or 90d.' })),
    page: z.optional(wholeNumberSchema('The page number', 1, EARNINGS_LIMITS.pageMax)),
    perPage: z.optional(wholeNumberSchema('The number of rows per page', 1, EARNINGS_LIMITS.perPageMax)),
  })
  .check(
    z.refine((body) => body.range === undefined || RANGED_VIEWS.includes(body.view ?? 'overview'), {
      error: 'Only the overview and vault views take a range.',
      path: ['range'],
    }),
    z.refine(
      (body) =>
        (body.page === undefined && body.perPage === undefined) || PAGED_VIEWS.includes(body.view ?? 'overview'),
      {
        error: 'The overview takes no page or perPage.',
        path: ['page'],
      },
    ),
  );
export type EarningsBody = z.infer<typeof earningsBodySchema>;

// ---- responses ---------------------------------------------------------------

const byAssetSchema = z.looseObject({ SOL: decimal, USDC: decimal, NATIVE: decimal });
export type ByAsset = z.infer<typeof byAssetSchema>;

/** One category over one window. Unavailable means unknown, never zero: `byAsset` and `count` are null. */
const categorySchema = z.looseObject({
  earningsStatus: z.enum(['ready', 'unavailable']),
  byAsset: z.nullable(byAssetSchema),
  count: z.nullable(z.int()),
});
export type CategoryTotals = z.infer<typeof categorySchema>;

const periodSchema = z.looseObject({ start: z.string(), end: z.string() });

/** The four categories and their combined total; `totalByAsset` already includes the vault and is null when any category is unavailable. */
const totalsShape = {
  jobs: categorySchema,
  referrals: categorySchema,
  tips: categorySchema,
  vault: categorySchema,
  totalByAsset: z.nullable(byAssetSchema),
  earningsStatus: z.enum(['ready', 'unavailable']),
};
const totalsSchema = z.looseObject(totalsShape);
export type EarningsTotals = z.infer<typeof totalsSchema>;

const barSchema = z.looseObject({ periodStart: z.string(), periodEnd: z.string(), ...totalsShape });
export type EarningsBar = z.infer<typeof barSchema>;

const kpiSchema = z.looseObject({ ...totalsShape, period: z.optional(periodSchema) });

const overviewSchema = z.looseObject({
  ok: z.literal(true),
  view: z.literal('overview'),
  asOf: z.string(),
  range: z.enum(EARNINGS_RANGES),
  timezone: z.literal('UTC'),
  period: periodSchema,
  summary: totalsSchema,
  kpis: z.looseObject({ '24h': kpiSchema, '7d': kpiSchema }),
  bars: z.array(barSchema),
  accounting: z.looseObject({
    amounts: z.literal('exact_native_token_units'),
    fiatValuationIncluded: z.literal(false),
    vaultWallets: z.array(z.string()),
    vaultScope: z.literal('confirmed_holder_payouts'),
    pendingVaultRewardsIncluded: z.literal(false),
  }),
});
export type EarningsOverview = z.infer<typeof overviewSchema>;

const rewardEarningSchema = z.looseObject({
  status: z.enum(['ready', 'pending', 'unavailable']),
  assetId: z.nullable(z.enum(EARNING_ASSETS)),
  amount: z.nullable(decimal),
  role: z.nullable(z.enum(['worker', 'referral'])),
  source: z.nullable(z.string()),
});
export type RewardEarning = z.infer<typeof rewardEarningSchema>;

const pageShape = {
  ok: z.literal(true),
  asOf: z.string(),
  page: z.int(),
  perPage: z.int(),
  total: z.int(),
  totalPages: z.int().check(z.gte(1)),
  hasMore: z.boolean(),
  nextPage: z.nullable(z.int()),
  /** True at page 1,000: later rows cannot be paged to. */
  paginationLimited: z.boolean(),
};

const jobRowSchema = z.looseObject({
  id: z.string(),
  jobShortId: z.nullable(z.string()),
  jobUrl: z.nullable(z.string()),
  status: z.string(),
  firstSeen: z.nullable(z.string()),
  completedAt: z.nullable(z.string()),
  payoutMode: z.nullable(z.string()),
  rewardEarning: rewardEarningSchema,
});
export type JobEarningRow = z.infer<typeof jobRowSchema>;

const tipRowSchema = z.looseObject({
  id: z.string(),
  sourceType: z.enum(['custom', 'blog']),
  sourcePath: z.string(),
  sourceUrl: z.string(),
  sourceLabel: z.nullable(z.string()),
  assetId: z.literal('NATIVE'),
  amountNative: z.nullable(decimal),
  earningsStatus: z.enum(['ready', 'pending', 'unavailable']),
  message: z.nullable(z.string()),
  createdAt: z.string(),
});
export type TipRow = z.infer<typeof tipRowSchema>;

const vaultRowSchema = z.looseObject({
  id: z.string(),
  walletAddress: z.string(),
  batchNumber: z.int(),
  status: z.string(),
  createdAt: z.string(),
  transactionSignature: z.nullable(z.string()),
  rewardEarning: rewardEarningSchema,
});
export type VaultRow = z.infer<typeof vaultRowSchema>;

const jobsHistorySchema = z.looseObject({
  ...pageShape,
  view: z.enum(['jobs', 'referrals']),
  rows: z.array(jobRowSchema),
});
const tipsHistorySchema = z.looseObject({ ...pageShape, view: z.literal('tips'), rows: z.array(tipRowSchema) });
const vaultHistorySchema = z.looseObject({
  ...pageShape,
  view: z.literal('vault'),
  rows: z.array(vaultRowSchema),
  range: z.enum(EARNINGS_RANGES),
  timezone: z.literal('UTC'),
  period: periodSchema,
  wallets: z.array(z.string()),
  reportStatus: z.enum(['complete', 'partial', 'unavailable']),
  unavailableBatchCount: z.int(),
});
export type JobsHistory = z.infer<typeof jobsHistorySchema>;
export type TipsHistory = z.infer<typeof tipsHistorySchema>;
export type VaultHistory = z.infer<typeof vaultHistorySchema>;

const earningsResponseSchema = z.union([overviewSchema, jobsHistorySchema, tipsHistorySchema, vaultHistorySchema]);
export type EarningsReport = z.infer<typeof earningsResponseSchema>;

// ---- route -------------------------------------------------------------------

export const earningsRoutes = {
  report: defineRoute({
    ...earningsWire.report,
    auth: 'account',
    alias: true,
    effect: 'read',
    bodyLimit: EARNINGS_LIMITS.bodyLimit,
    purpose: 'Sign in to view your {service} earnings',
    body: earningsBodySchema,
    bodyOptional: true,
    response: earningsResponseSchema,
    codes: {
      input: 'EARNINGS_INPUT_INVALID',
      method: 'EARNINGS_METHOD_INVALID',
      tooLarge: 'EARNINGS_REQUEST_TOO_LARGE',
      mediaType: 'EARNINGS_INPUT_INVALID',
    },
  }),
};
