/**
 * The creator's side of custom jobs (spec 2.7, 2.8, 3.7, 4.7, 4.8, part 8):
 * the jobs one created, a job's detail with its next actions, the action
 * queue, the secret-based view of a job's entries, and choosing winners.
 * The job secret of a detail answer goes to the server's vault; the browser
 * holds a handle, which it puts where the legacy routes take the secret (the
 * `secret` query parameter or body field) and the proxy swaps back.
 */
import * as z from 'zod/mini';
import { intParam } from '../query-params';
import { rewardSchema } from '../jobs/contract';
import { defineRoute } from '../route';
import { cursorSchema, jobSecretSchema } from '../schema';
import {
  ACTION_STATE_FILTERS,
  ACTION_STATES,
  CREATED_STATUS_FILTERS,
  CREATOR_LIMITS,
  creatorWire,
  submissionIdsOf,
  WORK_ID,
} from './terms';

// ---- requests ----------------------------------------------------------------

const limit = z.optional(intParam('The number of results per page', 1, CREATOR_LIMITS.limitMax));
const cursor = z.optional(cursorSchema);

const createdQuerySchema = z.strictObject({
  status: z.optional(
    z.enum(CREATED_STATUS_FILTERS, { error: 'That job status is not one of the choices. Choose one from the list.' }),
  ),
  limit,
  cursor,
});

const createdParamsSchema = z.strictObject({
  jobId: z.string().check(z.regex(WORK_ID, { error: 'That job ID is not valid.' })),
});

const actionsQuerySchema = z.strictObject({
  role: z.optional(z.literal('creator', { error: 'role can only be creator.' })),
  state: z.optional(
    z.enum(ACTION_STATE_FILTERS, {
      error: 'That view of your actions is not one of the choices. Choose one from the list.',
    }),
  ),
  limit,
  cursor,
});

const entriesQuerySchema = z.strictObject({
  action: z.literal('view', { error: 'action must be view.' }),
  secret: jobSecretSchema,
  page: z.optional(intParam('The page number', 1, CREATOR_LIMITS.entriesPageMax)),
});

const submissionIdSchema = z.string().check(z.minLength(1), z.maxLength(CREATOR_LIMITS.submissionIdMax));

export const chooseWinnersBodySchema = z.strictObject({
  secret: jobSecretSchema,
  /** An array, or the legacy comma-separated string. */
  submissionIds: z.union([
    z
      .array(submissionIdSchema)
      .check(z.minLength(1, { error: 'Choose at least one entry.' }), z.maxLength(CREATOR_LIMITS.chooseMax)),
    z.string().check(
      z.refine((v) => submissionIdsOf(v).length > 0, { error: 'Choose at least one entry.' }),
      z.maxLength(20_000),
    ),
  ]),
});

// ---- responses ---------------------------------------------------------------

const actionHintSchema = z.looseObject({ method: z.string(), url: z.string(), description: z.optional(z.string()) });

/** When no API secret exists, the job is managed on the website by its owner. */
const websiteActionSchema = z.looseObject({
  type: z.literal('open_website'),
  reason: z.string(),
  url: z.string(),
  requiresOwnerSession: z.boolean(),
});

const nextActionsSchema = z.looseObject({
  detail: z.optional(actionHintSchema),
  submissions: z.optional(actionHintSchema),
  chooseWinners: z.optional(actionHintSchema),
  website: z.optional(websiteActionSchema),
});

const createdJobSchema = z.looseObject({
  jobId: z.string(),
  customId: z.nullable(z.string()),
  checkoutId: z.nullable(z.string()),
  kind: z.string(),
  summary: z.string(),
  summaryTruncated: z.boolean(),
  createdAt: z.string(),
  archived: z.boolean(),
  status: z.string(),
  workStatus: z.nullable(z.string()),
  fundingStatus: z.nullable(z.string()),
  network: z.nullable(z.string()),
  paid: z.boolean(),
  paused: z.boolean(),
  url: z.nullable(z.string()),
  nextActions: nextActionsSchema,
});
export type CreatedJob = z.infer<typeof createdJobSchema>;

/**
 * Spec 2.8 describes these in words only ("mode/method, remaining positions, selected count, candidate flag",
 * "timestamps", a deadline, "nullable id, sender, timestamp"): their names are read when given, and an item that names
 * them otherwise still reads, its figures then unknown, rather than failing the whole queue.
 */
const selectionSchema = z.looseObject({
  mode: z.optional(z.nullable(z.string())),
  method: z.optional(z.nullable(z.string())),
  remainingPositions: z.optional(z.nullable(z.int())),
  selectedCount: z.optional(z.nullable(z.int())),
  candidate: z.optional(z.nullable(z.boolean())),
});

const createdJobDetailSchema = z.looseObject({
  ...createdJobSchema.shape,
  /** The job secret; in the browser's copy a vault handle (`vault:…`), or null. */
  secret: z.optional(z.nullable(z.string())),
  closesAt: z.optional(z.nullable(z.string())),
  reward: z.optional(rewardSchema),
  winnerCap: z.optional(z.nullable(z.int())),
  winnersNow: z.optional(z.int()),
  entryCount: z.optional(z.int()),
});

export const createdResponseSchema = z.looseObject({
  ok: z.literal(true),
  jobs: z.array(createdJobSchema),
  status: z.enum(CREATED_STATUS_FILTERS),
  limit: z.int(),
  availableStatuses: z.array(z.string()),
  hasMore: z.boolean(),
  nextCursor: z.nullable(z.string()),
  nextUrl: z.nullable(z.string()),
  authentication: z.unknown(),
});

export const createdJobResponseSchema = z.looseObject({ ok: z.literal(true), job: createdJobDetailSchema });

const actionItemSchema = z.looseObject({
  id: z.string(),
  type: z.string(),
  reason: z.string(),
  state: z.enum(ACTION_STATES),
  /** Lower first. */
  priority: z.number(),
  priorityReason: z.string(),
  jobId: z.string(),
  customId: z.nullable(z.string()),
  checkoutId: z.nullable(z.string()),
  summary: z.string(),
  createdAt: z.optional(z.string()),
  updatedAt: z.optional(z.string()),
  kind: z.string(),
  url: z.nullable(z.string()),
  status: z.string(),
  paid: z.boolean(),
  paused: z.boolean(),
  /** A payment may already be on its way: never pay for this job again. */
  doNotPayAgain: z.boolean(),
  nextActions: nextActionsSchema,
  selection: z.nullable(selectionSchema),
  /** The entry deadline only. */
  selectionClosesAt: z.nullable(z.string()),
  deadline: z.nullable(z.looseObject({ kind: z.literal('payment_initiation'), at: z.optional(z.string()) })),
  lastMessage: z.nullable(
    z.looseObject({
      id: z.optional(z.nullable(z.string())),
      sender: z.optional(z.nullable(z.string())),
      createdAt: z.optional(z.nullable(z.string())),
    }),
  ),
  guidance: z.string(),
});
export type ActionItem = z.infer<typeof actionItemSchema>;

export const actionsResponseSchema = z.looseObject({
  ok: z.literal(true),
  role: z.literal('creator'),
  state: z.enum(ACTION_STATE_FILTERS),
  limit: z.int(),
  actions: z.array(actionItemSchema),
  hasMore: z.boolean(),
  nextCursor: z.nullable(z.string()),
  nextUrl: z.nullable(z.string()),
  asOf: z.string(),
  coverage: z.unknown(),
  refreshAfterSeconds: z.int(),
  rateLimit: z.unknown(),
  instructions: z.unknown(),
});

const entrySchema = z.looseObject({
  id: z.string(),
  content_text: z.nullable(z.string()),
  attachment_urls: z.array(z.string()),
  winner: z.boolean(),
  created_at: z.optional(z.string()),
});
export type Entry = z.infer<typeof entrySchema>;

/** The live service's entries view (`action=view`): 50 a page. */
export const entriesResponseSchema = z.looseObject({
  ok: z.literal(true),
  jobId: z.string(),
  submissions: z.array(entrySchema),
  page: z.int(),
  pageSize: z.int(),
  total: z.int(),
  totalPages: z.int(),
  nextPageUrl: z.nullable(z.string()),
});

const chooseWinnersResponseSchema = z.looseObject({
  ok: z.literal(true),
  updated: z.int(),
  winnersNow: z.int(),
  cap: z.int(),
});
export type ChooseWinnersResult = z.infer<typeof chooseWinnersResponseSchema>;

// ---- routes ------------------------------------------------------------------

const overviewCodes = { input: 'AGENT_WORK_OVERVIEW_INPUT_INVALID', method: 'AGENT_WORK_OVERVIEW_METHOD_INVALID' };
/** Sandbox assumption: the legacy secret routes refuse bad input with this code (the contract names none). */
const legacyCodes = { input: 'AGENT_JOB_INPUT_INVALID' };

export const creatorRoutes = {
  created: defineRoute({
    ...creatorWire.created,
    auth: 'account',
    alias: true,
    purpose: 'Sign in to view the jobs you created on {service}',
    query: createdQuerySchema,
    response: createdResponseSchema,
    codes: overviewCodes,
  }),
  createdJob: defineRoute({
    ...creatorWire.createdJob,
    auth: 'account',
    alias: true,
    secrets: { vault: [{ path: 'job.secret', kind: 'job-secret', ref: 'job.jobId' }] },
    purpose: 'Sign in to view the jobs you created on {service}',
    params: createdParamsSchema,
    response: createdJobResponseSchema,
    codes: overviewCodes,
  }),
  actions: defineRoute({
    ...creatorWire.actions,
    auth: 'account',
    alias: true,
    purpose: 'Sign in to view your {service} action queue',
    query: actionsQuerySchema,
    response: actionsResponseSchema,
    codes: { input: 'AGENT_ACTIONS_INPUT_INVALID', method: 'AGENT_ACTIONS_METHOD_INVALID' },
  }),
  entries: defineRoute({
    ...creatorWire.entries,
    auth: 'secret',
    secretKind: 'job-secret',
    secretIn: 'query',
    query: entriesQuerySchema,
    response: entriesResponseSchema,
    codes: legacyCodes,
  }),
  chooseWinners: defineRoute({
    ...creatorWire.chooseWinners,
    auth: 'secret',
    secretKind: 'job-secret',
    secretIn: 'body',
    bodyLimit: 32 * 1024,
    body: chooseWinnersBodySchema,
    response: chooseWinnersResponseSchema,
    codes: legacyCodes,
  }),
};
