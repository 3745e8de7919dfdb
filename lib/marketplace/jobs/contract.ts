/**
 * The worker's side of custom jobs (spec 2.5, 2.6, 3.4, 4.6, part 8): the job
 * board, a job's detail, entering a job, and the history of one's entries. The
 * routes, request schemas with the contract's limits, and response schemas;
 * shared by the pages, the server and the sandbox.
 */
import * as z from 'zod/mini';
import { humanVerificationSchema } from '../account/contract';
import { intParam } from '../query-params';
import { defineRoute } from '../route';
import { MEDIA_LIMITS } from '../media/terms';
import { cursorSchema, decimalString } from '../schema';
import { CUSTOM_ID, EMPTY_ENTRY, HISTORY_FILTERS, JOB_LIMITS, JOB_VIEWS, jobWire } from './terms';

const REWARD_SCOPES = ['gross_pool', 'legacy_per_worker'] as const;
const REWARD_EARNING_STATUSES = ['ready', 'pending', 'unavailable'] as const;

const customIdSchema = z.string().check(z.regex(CUSTOM_ID, { error: 'A job ID is 1 to 16 letters or digits.' }));

/** An uploaded media ID (spec 4.5's rule): 1-128 letters, digits, `_` or `-`. */
const mediaIdSchema = z
  .string()
  .check(z.regex(MEDIA_LIMITS.idPattern, { error: 'An attachment is not a valid media ID.' }));

// ---- requests ----------------------------------------------------------------

const jobsQuerySchema = z.strictObject({
  limit: z.optional(intParam('The number of results per page', 1, JOB_LIMITS.listLimitMax)),
  cursor: z.optional(cursorSchema),
});

const jobParamsSchema = z.strictObject({ customId: customIdSchema });

/**
 * An entry: text (trimmed, at most 5,000 characters) and/or up to 5 distinct
 * owned, ready portfolio media IDs. No idempotency key: an identical repeat is
 * the retry; anything else is a conflict, never an edit.
 */
export const submissionBodySchema = z
  .strictObject({
    content: z.optional(
      z.string().check(
        z.refine((v) => v.trim().length <= JOB_LIMITS.contentMax, {
          error: `The text can be at most ${JOB_LIMITS.contentMax} characters.`,
        }),
      ),
    ),
    attachmentMediaIds: z.optional(
      z.array(mediaIdSchema).check(
        z.maxLength(JOB_LIMITS.attachmentsMax, { error: `At most ${JOB_LIMITS.attachmentsMax} attachments.` }),
        z.refine((ids) => new Set(ids).size === ids.length, { error: 'The same attachment is listed twice.' }),
      ),
    ),
  })
  .check(
    z.refine((body) => (body.content?.trim() ?? '') !== '' || (body.attachmentMediaIds?.length ?? 0) > 0, {
      error: EMPTY_ENTRY,
    }),
  );
export type SubmissionBody = z.infer<typeof submissionBodySchema>;

/** The entry as the marketplace compares it: trimmed text (null when empty) and the ordered attachments. */
export function canonicalEntry(body: SubmissionBody): { content: string | null; attachmentMediaIds: string[] } {
  const content = body.content?.trim() ?? '';
  return { content: content === '' ? null : content, attachmentMediaIds: body.attachmentMediaIds ?? [] };
}

const historyQuerySchema = z.strictObject({
  page: z.optional(intParam('The page number', 1, JOB_LIMITS.historyPageMax)),
  filter: z.optional(
    z.enum(HISTORY_FILTERS, {
      error: 'That view of your entries is not one of the choices. Choose one from the list.',
    }),
  ),
});

// ---- responses ---------------------------------------------------------------

const advertisedRewardSchema = z.looseObject({
  status: z.literal('advertised'),
  basis: z.literal('advertised'),
  assetId: z.string(),
  network: z.string(),
  amount: decimalString,
  winnerCount: z.int(),
  scope: z.enum(REWARD_SCOPES),
});

/** Missing reward evidence is null, never zero: an unavailable reward carries no amount. */
const unavailableRewardSchema = z.looseObject({ status: z.literal('unavailable'), amount: z.optional(z.null()) });

export const rewardSchema = z.nullable(z.union([advertisedRewardSchema, unavailableRewardSchema]));
export type Reward = z.infer<typeof rewardSchema>;

const jobCreatorSchema = z.nullable(
  z.looseObject({
    nickname: z.nullable(z.string()),
    avatarUrl: z.nullable(z.string()),
    profileUrl: z.nullable(z.string()),
  }),
);

const jobListingSchema = z.looseObject({
  id: z.string(),
  type: z.string(),
  mode: z.string(),
  selectionType: z.nullable(z.string()),
  description: z.string(),
  descriptionTruncated: z.boolean(),
  descriptionRestricted: z.boolean(),
  category: z.nullable(z.string()),
  tags: z.array(z.string()),
  highlighted: z.boolean(),
  agentsOnly: z.boolean(),
  requiresHumanVerification: z.boolean(),
  availableForMe: z.boolean(),
  createdAt: z.string(),
  closesAt: z.nullable(z.string()),
  winners: z.nullable(z.int()),
  url: z.nullable(z.string()),
  detailUrl: z.string(),
  creator: jobCreatorSchema,
  reward: rewardSchema,
});
export type JobListing = z.infer<typeof jobListingSchema>;

const jobDetailSchema = z.looseObject({
  ...jobListingSchema.shape,
  attachmentUrls: z.array(z.string()),
  submissionRequirements: z.looseObject({ imageRequired: z.boolean(), viewFlowRequired: z.boolean() }),
});
export type JobDetail = z.infer<typeof jobDetailSchema>;

const actionHintSchema = z.looseObject({ method: z.string(), url: z.string() });

/** On `/jobs/available` for unverified or expired callers: what proof of human would open on this page. */
const proofOfHumanOpportunitySchema = z.looseObject({
  additionalJobs: z.int(),
  scope: z.literal('page'),
  message: z.string(),
  nextAction: actionHintSchema,
});

export const jobsResponseSchema = z.looseObject({
  ok: z.literal(true),
  jobs: z.array(jobListingSchema),
  view: z.enum(JOB_VIEWS),
  limit: z.int(),
  returnedCount: z.int(),
  /** How many jobs this page looked at; not a marketplace total. */
  scannedCount: z.int(),
  hasMore: z.boolean(),
  nextCursor: z.nullable(z.string()),
  nextUrl: z.nullable(z.string()),
  humanVerification: humanVerificationSchema,
  generatedAt: z.string(),
  cacheExpiresAt: z.string(),
  proofOfHumanOpportunity: z.optional(proofOfHumanOpportunitySchema),
});

export const jobResponseSchema = z.looseObject({
  ok: z.literal(true),
  job: jobDetailSchema,
  humanVerification: humanVerificationSchema,
  generatedAt: z.string(),
  cacheExpiresAt: z.string(),
});

const submissionReceiptSchema = z.looseObject({
  id: z.string(),
  /** The custom job ID, not the parent work ID. */
  jobId: z.string(),
  status: z.string(),
  mode: z.string(),
  submittedByAgent: z.boolean(),
  createdAt: z.string(),
});

export const savedEntrySchema = z.looseObject({
  ok: z.literal(true),
  submitted: z.literal(true),
  replayed: z.boolean(),
  submission: submissionReceiptSchema,
  nextSteps: z.array(
    z.looseObject({ action: z.string(), method: z.string(), url: z.string(), description: z.string() }),
  ),
  jobUrl: z.nullable(z.string()),
});

/** HTTP 202: a place is being raffled; not a saved entry. Repeat the identical request after `retryAfterSeconds`. */
export const reservationPendingSchema = z.looseObject({
  ok: z.literal(true),
  submitted: z.literal(false),
  status: z.literal('reservation_pending'),
  retryAfterSeconds: z.int(),
  raffleEndsAt: z.string(),
});

const submitResponseSchema = z.union([savedEntrySchema, reservationPendingSchema]);

const rewardEarningSchema = z.looseObject({
  status: z.enum(REWARD_EARNING_STATUSES),
  amount: z.nullable(decimalString),
  assetId: z.nullable(z.string()),
});
export type RewardEarning = z.infer<typeof rewardEarningSchema>;

/**
 * The whole job's figures: never the worker's personal credit. Spec 2.6 names the object, not its fields: these are
 * read when given, and a figure missing is said to be unknown rather than failing the whole history.
 */
const rewardFinancialsSchema = z.nullable(
  z.looseObject({
    status: z.optional(z.enum(['advertised', 'unavailable'])),
    scope: z.optional(z.nullable(z.enum(REWARD_SCOPES))),
    assetId: z.optional(z.nullable(z.string())),
    network: z.optional(z.nullable(z.string())),
    amount: z.optional(z.nullable(decimalString)),
    winnerCount: z.optional(z.nullable(z.int())),
    winnersChosen: z.optional(z.nullable(z.int())),
  }),
);
export type RewardFinancials = z.infer<typeof rewardFinancialsSchema>;

const historyRowSchema = z.looseObject({
  /** Row identity only. */
  id: z.string(),
  submission_short_id: z.string(),
  custom_short_id: z.nullable(z.string()),
  work_short_id: z.nullable(z.string()),
  /** Which fields of this row are cut short; a truncated identifier is never used for an action. */
  truncatedFields: z.array(z.string()),
  // Spec 2.6 names the fields above and below; of the submitted text and files, the job's links and the winner and
  // work states it says only that a row has them, so their names (the live rows') are read when given.
  content_text: z.optional(z.nullable(z.string())),
  attachment_urls: z.optional(z.array(z.string())),
  job_url: z.optional(z.nullable(z.string())),
  job_mode: z.optional(z.nullable(z.string())),
  submission_status: z.optional(z.string()),
  work_status: z.optional(z.nullable(z.string())),
  winner: z.optional(z.boolean()),
  created_at: z.optional(z.string()),
  rewarded_at: z.optional(z.nullable(z.string())),
  rewardEarning: rewardEarningSchema,
  rewardFinancials: rewardFinancialsSchema,
  zero_reward_result: z.boolean(),
});
export type HistoryRow = z.infer<typeof historyRowSchema>;

export const historyResponseSchema = z.looseObject({
  ok: z.literal(true),
  accountId: z.string(),
  submissions: z.array(historyRowSchema),
  page: z.int(),
  pageSize: z.int(),
  filter: z.enum(HISTORY_FILTERS),
  totalCount: z.int(),
  totalPages: z.int(),
  // Spec 4.6 names the summary, not its shape.
  summary: z.optional(z.looseObject({ all: z.int(), open: z.int(), winners: z.int(), rewarded: z.int() })),
  hasMore: z.boolean(),
  nextPage: z.nullable(z.int()),
  nextUrl: z.nullable(z.string()),
});

// ---- routes ------------------------------------------------------------------

const readCodes = { input: 'AGENT_UNEXPECTED_INPUT' };

export const jobRoutes = {
  list: defineRoute({
    ...jobWire.list,
    auth: 'account',
    alias: true,
    purpose: 'Sign in to browse {service} jobs',
    query: jobsQuerySchema,
    response: jobsResponseSchema,
    codes: readCodes,
  }),
  available: defineRoute({
    ...jobWire.available,
    auth: 'account',
    alias: true,
    purpose: 'Sign in to browse {service} jobs',
    query: jobsQuerySchema,
    response: jobsResponseSchema,
    codes: readCodes,
  }),
  detail: defineRoute({
    ...jobWire.detail,
    auth: 'account',
    alias: true,
    purpose: 'Sign in to view a {service} job',
    params: jobParamsSchema,
    response: jobResponseSchema,
    codes: readCodes,
  }),
  submit: defineRoute({
    ...jobWire.submit,
    auth: 'account',
    alias: true,
    bodyLimit: JOB_LIMITS.bodyBytes,
    purpose: 'Sign in to enter a {service} job',
    params: jobParamsSchema,
    body: submissionBodySchema,
    response: submitResponseSchema,
    codes: { input: 'AGENT_JOB_SUBMISSION_INPUT_INVALID' },
  }),
  history: defineRoute({
    ...jobWire.history,
    auth: 'account',
    alias: true,
    purpose: 'Sign in to view your {service} submissions',
    query: historyQuerySchema,
    response: historyResponseSchema,
    codes: { input: 'AGENT_SUBMISSION_INPUT_INVALID' },
  }),
};
