/**
 * Launching paid work (spec 2.14, 3.5, 4.14, part 8 social amounts, part 9):
 * custom jobs for humans and agents (agent-to-human, basic and advanced),
 * the social services the contract details (likes and views), the quick v1
 * routes, paying an unpaid job by id, external social jobs paid in USDC or
 * from the platform balance, and the x402 discovery document. Shared by the
 * pages, the server and the sandbox; no React.
 *
 * The paid routes take their input in the query (the canonical, signed
 * resource); a POST may mirror it in an optional JSON body. Their query
 * schemas check each field's form; `resolve*` functions apply the rules that
 * need the whole input (required fields, mirrors agreeing with the query).
 */
import * as z from 'zod/mini';
import { compare, isPlainDecimal, scale } from '@/lib/money';
import { intParam } from '../query-params';
import { defineRoute, type ResponseSecrets } from '../route';
import { NETWORKS, decimalString, isRecord, jobSecretSchema } from '../schema';
import { SOL_DECIMALS, USDC_DECIMALS, type PricedService } from './price';
import {
  type AgentToHumanInput,
  EXTERNAL_JOB_TYPES,
  type ExternalJobInput,
  LAUNCH_LIMITS,
  launchWire,
  networkPath,
  type QUICK_SERVICES,
  RECOVER_PURPOSE,
  type Resolved,
  type SocialInput,
  type SocialService,
  X_POST_URL,
} from './terms';

export type QuickService = (typeof QUICK_SERVICES)[number] & PricedService;
const SELECTION_TYPES = ['creator', 'random'] as const;

const INSTAGRAM_URL = /^https:\/\/(?:www\.)?instagram\.com\/(?:p|reel|tv)\/[A-Za-z0-9_-]+\/?(?:[?#]\S*)?$/;
const HTTPS_URL = /^https:\/\/[^\s/$.?#][^\s]*$/;

const linkOf = (pattern: RegExp, error: string) =>
  z
    .string()
    .check(
      z.maxLength(LAUNCH_LIMITS.urlMax, { error: `A link can be at most ${LAUNCH_LIMITS.urlMax} characters.` }),
      z.regex(pattern, { error }),
    );

export const xPostUrlSchema = linkOf(X_POST_URL, 'Give the link of a post on X, like https://x.com/name/status/123.');

/** The link each quick service takes. */
export const QUICK_URLS: Record<QuickService, z.ZodMiniType<string>> = {
  reposts: xPostUrlSchema,
  xlikes: xPostUrlSchema,
  'insta-likes': linkOf(INSTAGRAM_URL, 'Give the link of an Instagram post, like https://instagram.com/p/abc123.'),
  'dex-rocket': linkOf(HTTPS_URL, 'Give the https link of the token’s DEX listing.'),
};

/** A post on X by its status URL or numeric ID (external jobs). */
export const tweetRefSchema = z.string().check(
  z.maxLength(LAUNCH_LIMITS.urlMax),
  z.refine((v) => /^\d{1,25}$/.test(v) || X_POST_URL.test(v), {
    error: 'Give the link of a post on X (https://x.com/name/status/123) or its numeric ID.',
  }),
);

/** A USDC amount per winner: plain, at most 6 decimals, within the bounds. */
export const perUserSchema = z.string().check(
  z.refine((v) => isPlainDecimal(v) && scale(v) <= USDC_DECIMALS, {
    error: 'Write the reward per winner as a plain amount with at most 6 decimals, like 0.025.',
  }),
  z.refine(
    (v) =>
      !isPlainDecimal(v) || (compare(v, LAUNCH_LIMITS.perUserMin) >= 0 && compare(v, LAUNCH_LIMITS.perUserMax) <= 0),
    {
      error: `The reward per winner must be between ${LAUNCH_LIMITS.perUserMin} and ${LAUNCH_LIMITS.perUserMax} USDC.`,
    },
  ),
);

/** A job's description: the body's field and the form's box. */
export const descriptionSchema = z.string().check(
  z.refine((v) => v.trim() !== '', { error: 'Describe the work.' }),
  z.maxLength(LAUNCH_LIMITS.descriptionMax, {
    error: `The description can be at most ${LAUNCH_LIMITS.descriptionMax.toLocaleString('en-US')} characters.`,
  }),
);

/** The `{network}` of the `/{network}/…` routes. */
const networkParamsSchema = z.strictObject({ network: z.enum(NETWORKS) });

// ---- agent-to-human ------------------------------------------------------------

const AGENT_TO_HUMAN_ACTIONS = ['create', 'view', 'recover'] as const;

const basicFields = {
  action: z.enum(AGENT_TO_HUMAN_ACTIONS, { error: 'action must be create, view or recover.' }),
  description: descriptionSchema,
  winners: intParam('winners', LAUNCH_LIMITS.winners.min, LAUNCH_LIMITS.winners.max),
  perUser: perUserSchema,
  secret: jobSecretSchema,
  page: intParam('page', 1, LAUNCH_LIMITS.entriesPageMax),
};

const advancedFields = {
  ...basicFields,
  selectionType: z.enum(SELECTION_TYPES, { error: 'selectionType must be creator or random.' }),
  selectionTimeMinutes: intParam(
    'selectionTimeMinutes',
    LAUNCH_LIMITS.selectionMinutes.min,
    LAUNCH_LIMITS.selectionMinutes.max,
  ),
  human_verified: z.enum(['yes', 'no'], { error: 'human_verified must be yes or no.' }),
  maxEntries: z.union([z.literal('unlimited'), intParam('maxEntries', 1, LAUNCH_LIMITS.maxEntriesMax)], {
    error: `maxEntries must be unlimited or a whole number from 1 to ${LAUNCH_LIMITS.maxEntriesMax}.`,
  }),
};

type Optional<T extends Record<string, z.core.$ZodType>> = { [K in keyof T]: z.ZodMiniOptional<T[K]> };
const optionalAll = <T extends Record<string, z.core.$ZodType>>(fields: T): Optional<T> =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, z.optional(v)])) as Optional<T>;
/** A POST body may repeat query fields; each value a string or a JSON number or boolean. */
const mirrorOf = (names: readonly string[]) =>
  z.strictObject(Object.fromEntries(names.map((n) => [n, z.optional(z.union([z.string(), z.number(), z.boolean()]))])));

export const agentToHumanQuerySchema = z.strictObject(optionalAll(basicFields));
export const agentToHumanAdvancedQuerySchema = z.strictObject(optionalAll(advancedFields));
const agentToHumanBodySchema = mirrorOf(Object.keys(basicFields));
const agentToHumanAdvancedBodySchema = mirrorOf(Object.keys(advancedFields));
export type AgentToHumanQuery = z.output<typeof agentToHumanAdvancedQuerySchema>;

/**
 * The query with a POST body's mirror merged in: the query is canonical, so a
 * body value must agree with the query's; a value only in the body is taken.
 */
export function mergeMirror(query: Record<string, string>, body: unknown): Resolved<Record<string, string>> {
  const merged: Record<string, string> = { ...query };
  if (!isRecord(body)) return { ok: true, value: merged };
  for (const [name, raw] of Object.entries(body)) {
    if (raw === undefined) continue;
    const value = String(raw);
    if (name in query && query[name] !== value)
      return { ok: false, message: `The body's ${name} differs from the query's; the query is canonical.` };
    merged[name] = value;
  }
  return { ok: true, value: merged };
}

/** The whole agent-to-human input: which action, its required fields, no fields of another action. */
export function resolveAgentToHuman(input: AgentToHumanQuery, advanced: boolean): Resolved<AgentToHumanInput> {
  const action = input.action ?? (input.secret !== undefined ? 'view' : 'create');
  const present = (names: readonly (keyof AgentToHumanQuery)[]) => names.filter((n) => input[n] !== undefined);
  const createOnly = present([
    'description',
    'winners',
    'perUser',
    'selectionType',
    'selectionTimeMinutes',
    'human_verified',
    'maxEntries',
  ]);
  if (action === 'view') {
    if (input.secret === undefined) return { ok: false, message: 'action=view needs the job secret in secret.' };
    if (createOnly.length > 0)
      return { ok: false, message: `action=view takes only secret and page, not ${createOnly[0]}.` };
    return { ok: true, value: { action, secret: input.secret, page: input.page ?? 1 } };
  }
  const viewOnly = present(['secret', 'page']);
  if (viewOnly.length > 0) return { ok: false, message: `${viewOnly[0]} is only taken with action=view.` };
  if (action === 'recover') {
    if (createOnly.length > 0)
      return {
        ok: false,
        message: `action=recover takes no job fields (${createOnly[0]}); send the original payment.`,
      };
    return { ok: true, value: { action } };
  }
  if (input.description === undefined) return { ok: false, message: 'description is required: describe the work.' };
  const winners = input.winners ?? LAUNCH_LIMITS.winners.default;
  const maxEntries =
    input.maxEntries === undefined ? undefined : input.maxEntries === 'unlimited' ? null : input.maxEntries;
  if (typeof maxEntries === 'number' && maxEntries < winners)
    return { ok: false, message: 'maxEntries cannot be below winners.' };
  return {
    ok: true,
    value: {
      action,
      description: input.description.trim(),
      winners,
      perUser: input.perUser ?? LAUNCH_LIMITS.perUserDefault,
      selectionType: input.selectionType ?? (advanced ? 'creator' : 'random'),
      selectionTimeMinutes: input.selectionTimeMinutes ?? LAUNCH_LIMITS.selectionMinutes.default,
      humanVerified: input.human_verified === 'yes',
      maxEntries,
    },
  };
}

const amountLimits = (service: SocialService) => (service === 'xlikes' ? LAUNCH_LIMITS.likes : LAUNCH_LIMITS.views);

const socialFields = (service: SocialService) => ({
  url: xPostUrlSchema,
  amount: intParam('amount', amountLimits(service).min, amountLimits(service).max),
});
const xlikesQuerySchema = z.strictObject(optionalAll(socialFields('xlikes')));
const xviewsQuerySchema = z.strictObject(optionalAll(socialFields('xviews')));
const socialBodySchema = mirrorOf(['url', 'amount']);
/** The winners of `/solana/xlikes/{winners}` and `/solana/xlikes-{winners}`: the number of likes. */
const xlikesParamsSchema = z.strictObject({
  winners: z.optional(intParam('winners', LAUNCH_LIMITS.likes.min, LAUNCH_LIMITS.likes.max)),
});

/** Likes or views: the post is required; a winners path segment is the amount, and must agree with `amount`. */
export function resolveSocial(
  service: SocialService,
  merged: Record<string, string>,
  winners?: number,
): Resolved<SocialInput> {
  const parsed = z.safeParse(z.strictObject(optionalAll(socialFields(service))), merged);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? 'The input is not valid.' };
  const { url, amount } = parsed.data;
  if (url === undefined) return { ok: false, message: 'url is required: give the link of the post on X.' };
  if (winners !== undefined && amount !== undefined && winners !== amount)
    return { ok: false, message: 'The amount in the path and in amount differ.' };
  return { ok: true, value: { url, amount: winners ?? amount ?? amountLimits(service).default } };
}

// ---- quick v1 routes -----------------------------------------------------------

const quickParamsSchema = z.strictObject({
  count: intParam('count', LAUNCH_LIMITS.quick.min, LAUNCH_LIMITS.quick.max),
});
const quickQuerySchema = z.strictObject({
  url: z.string().check(z.minLength(1, { error: 'url is required.' })),
});
export const quickCountLimits = (service: QuickService) =>
  service === 'xlikes' ? LAUNCH_LIMITS.likes : LAUNCH_LIMITS.quick;

// ---- job payment ---------------------------------------------------------------

/** A work ID: `jobIdLength` letters or digits. */
const jobIdParamsSchema = z.strictObject({
  jobId: z.string().check(
    z.regex(new RegExp(`^[A-Za-z0-9]{${LAUNCH_LIMITS.jobIdLength}}$`), {
      error: `A job ID is ${LAUNCH_LIMITS.jobIdLength} letters or digits.`,
    }),
  ),
});

// ---- external social jobs ------------------------------------------------------

const wholeNumberOrDigits = (name: string, min: number, max: number) => {
  const error = `${name} must be a whole number from ${min} to ${max}.`;
  return z.pipe(
    z.union([z.int(), z.string().check(z.regex(/^\d{1,9}$/))], { error }),
    z.pipe(z.transform(Number), z.int().check(z.gte(min, { error }), z.lte(max, { error }))),
  );
};

/** A positive plain decimal within an asset's precision and a ceiling, as a string or a JSON number. */
const totalOf = (name: string, decimals: number, max: string) =>
  z.pipe(
    z.union([z.string(), z.number()], { error: `${name} must be an amount.` }),
    z.pipe(
      z.transform((v: string | number) => String(v)),
      z.string().check(
        z.maxLength(40, { error: `${name} is too long.` }),
        z.refine((v) => isPlainDecimal(v) && scale(v.replace(/0+$/, '')) <= decimals, {
          error: `${name} must be a plain amount with at most ${decimals} decimals.`,
        }),
        z.refine((v) => !isPlainDecimal(v) || (compare(v, '0') > 0 && compare(v, max) <= 0), {
          error: `${name} must be above zero and at most ${max}.`,
        }),
      ),
    ),
  );

export const externalCreateBodySchema = z.strictObject({
  type: z.literal('social', { error: 'type must be social.' }),
  tweet_url: tweetRefSchema,
  min_rank: z.optional(
    wholeNumberOrDigits('min_rank', LAUNCH_LIMITS.external.minRank.min, LAUNCH_LIMITS.external.minRank.max),
  ),
  cooldown_minutes: z.optional(
    wholeNumberOrDigits(
      'cooldown_minutes',
      LAUNCH_LIMITS.external.cooldownMinutes.min,
      LAUNCH_LIMITS.external.cooldownMinutes.max,
    ),
  ),
  jobtype: z.enum(EXTERNAL_JOB_TYPES, { error: 'jobtype must be repost, comment or repost_comment.' }),
  max_completions: wholeNumberOrDigits(
    'max_completions',
    LAUNCH_LIMITS.external.maxCompletionsMin,
    LAUNCH_LIMITS.external.maxCompletionsMax.repost,
  ),
  message_markdown: z.optional(
    z.string().check(
      z.maxLength(LAUNCH_LIMITS.external.messageMax, {
        error: `The message can be at most ${LAUNCH_LIMITS.external.messageMax} characters.`,
      }),
    ),
  ),
  total_usdc: z.optional(totalOf('total_usdc', USDC_DECIMALS, LAUNCH_LIMITS.external.totalUsdcMax)),
  balance_payment: z.optional(
    z.union([z.literal(0), z.literal(1), z.boolean()], { error: 'balance_payment must be 0 or 1.' }),
  ),
  total_bounty_sol: z.optional(totalOf('total_bounty_sol', SOL_DECIMALS, LAUNCH_LIMITS.external.totalSolMax)),
});
export type ExternalCreateBody = z.input<typeof externalCreateBodySchema>;
export type ExternalCreateParsed = z.output<typeof externalCreateBodySchema>;

/**
 * The rules of 4.14 that span fields: the max_completions ceiling of the job
 * type, the message the comment variants need, and exactly one way to pay
 * (minimum totals are checked with the price rules, where the amounts are).
 */
export function resolveExternal(body: ExternalCreateParsed): Resolved<ExternalJobInput> {
  const ceiling = LAUNCH_LIMITS.external.maxCompletionsMax[body.jobtype];
  if (body.max_completions > ceiling)
    return {
      ok: false,
      message: `max_completions must be from ${LAUNCH_LIMITS.external.maxCompletionsMin} to ${ceiling} for ${body.jobtype} jobs.`,
    };
  const message = body.message_markdown?.trim() || null;
  if (body.jobtype !== 'repost' && message === null)
    return { ok: false, message: 'message_markdown is required for comment jobs: tell workers what to write.' };
  const byBalance = body.balance_payment === 1 || body.balance_payment === true;
  if (byBalance) {
    if (body.total_usdc !== undefined)
      return { ok: false, message: 'A balance payment takes total_bounty_sol, not total_usdc.' };
    if (body.total_bounty_sol === undefined)
      return { ok: false, message: 'total_bounty_sol is required with balance_payment 1.' };
  } else {
    if (body.total_bounty_sol !== undefined)
      return { ok: false, message: 'total_bounty_sol is only taken with balance_payment 1.' };
    if (body.total_usdc === undefined)
      return {
        ok: false,
        message: 'total_usdc is required (or pay from the balance with balance_payment 1 and total_bounty_sol).',
      };
  }
  return {
    ok: true,
    value: {
      tweetRef: body.tweet_url,
      jobtype: body.jobtype,
      minRank: body.min_rank ?? LAUNCH_LIMITS.external.minRank.default,
      cooldownMinutes: body.cooldown_minutes ?? LAUNCH_LIMITS.external.cooldownMinutes.default,
      maxCompletions: body.max_completions,
      message,
      payment: byBalance
        ? { kind: 'balance', total: body.total_bounty_sol! }
        : { kind: 'usdc', total: body.total_usdc! },
    },
  };
}

// ---- responses -----------------------------------------------------------------

/** A paid create (agent-to-human, likes, views): the job and its private secret; the browser's copy holds a vault handle. */
export const paidJobSchema = z.looseObject({
  ok: z.literal(true),
  paid: z.literal(true),
  jobId: z.string(),
  // Spec 4.14: a success carries `jobId`, `secret` and `statusUrl`. The rest is not shown (spec 2): read when given.
  secret: z.nullable(z.string()),
  statusUrl: z.string(),
  network: z.optional(z.enum(NETWORKS)),
  jobLink: z.optional(z.string()),
  // The live service leaves these two out.
  customId: z.optional(z.string()),
  price: z.optional(z.looseObject({ amount: decimalString, asset: z.literal('USDC') })),
  recovered: z.optional(z.boolean()),
});
export type PaidJob = z.infer<typeof paidJobSchema>;

/** `action=view` on the agent-to-human routes: the job's entries, 50 a page. */
const agentToHumanViewSchema = z.looseObject({
  ok: z.literal(true),
  jobId: z.string(),
  submissions: z.array(
    z.looseObject({
      id: z.string(),
      content_text: z.nullable(z.string()),
      attachment_urls: z.array(z.string()),
      winner: z.boolean(),
    }),
  ),
  page: z.int(),
  pageSize: z.int(),
  total: z.int(),
  totalPages: z.int(),
  nextPageUrl: z.nullable(z.string()),
});

export const agentToHumanResponseSchema = z.union([paidJobSchema, agentToHumanViewSchema]);

/** Recovery: the latest job the signed-in wallet paid for on this network (with its secret), and the others by ID. */
export const recoveredSchema = z.looseObject({
  ...paidJobSchema.shape,
  recovered: z.optional(z.literal(true)),
  // The recovery payload is not shown in the contract: only each job's ID is needed; when each was paid for, when
  // given, tells the payment in doubt's work from earlier work.
  createdAt: z.optional(z.string()),
  recent: z.optional(
    z.array(
      z.looseObject({
        jobId: z.string(),
        customId: z.optional(z.string()),
        service: z.optional(z.string()),
        createdAt: z.optional(z.string()),
      }),
    ),
  ),
});
export type Recovered = z.infer<typeof recoveredSchema>;

/** The quick and job-payment routes' success (x402 v1). */
export const quickPaidSchema = z.looseObject({ ok: z.literal(true), paid: z.literal(true), jobId: z.string() });
export const alreadyConfirmedSchema = z.looseObject({
  ok: z.literal(true),
  alreadyConfirmed: z.literal(true),
  jobId: z.string(),
});
export const jobPayResponseSchema = z.union([alreadyConfirmedSchema, quickPaidSchema]);

const EXTERNAL_STATUSES = ['unpaid', 'pending'] as const;
export const externalCreateResponseSchema = z.looseObject({
  jobId: z.string(),
  status: z.enum(EXTERNAL_STATUSES),
  type: z.literal('social'),
  balancePayment: z.union([z.literal(0), z.literal(1)]),
});
export type ExternalCreated = z.infer<typeof externalCreateResponseSchema>;

/** One entry of the discovery document's catalogue (`catalog`, beside the standard `resources` list of URLs). */
const catalogEntrySchema = z.looseObject({
  resource: z.string(),
  methods: z.array(z.string()),
  x402Version: z.union([z.literal(1), z.literal(2)]),
  networks: z.array(z.enum(NETWORKS)),
  description: z.string(),
  price: z.looseObject({
    asset: z.literal('USDC'),
    /** A fixed price, or the price of one unit (like, view, winner's reward). */
    mode: z.enum(['per_unit', 'dynamic']),
    unitPrice: z.nullable(decimalString),
    unit: z.nullable(z.string()),
    minimum: z.nullable(decimalString),
  }),
  parameters: z.array(z.looseObject({ name: z.string(), description: z.string() })),
});
export type CatalogEntry = z.infer<typeof catalogEntrySchema>;

export const discoverySchema = z.looseObject({
  version: z.literal(1),
  resources: z.array(z.string()),
  ownershipProofs: z.array(z.string()),
  instructions: z.string(),
  catalog: z.optional(z.array(catalogEntrySchema)),
});
export type Discovery = z.infer<typeof discoverySchema>;

const atomicAmount = z.string().check(z.regex(/^\d+$/));
/** What a requirement carries in either version. */
const requirementFields = {
  scheme: z.literal('exact'),
  network: z.string(),
  payTo: z.string(),
  asset: z.string(),
  maxTimeoutSeconds: z.int(),
  extra: z.optional(z.record(z.string(), z.unknown())),
};
/**
 * The x402 challenge of a v1 route (its body, spec 2.14: the amount in `maxAmountRequired`, the resource on each
 * requirement) or, for v2, the decoded PAYMENT-REQUIRED header: the standard v2 form names the amount `amount` and may
 * name the resource once, beside the requirements (`resource.url`, as the live service does); the sandbox's v2 carries
 * both forms.
 */
export const challengeSchema = z.union([
  z.looseObject({
    x402Version: z.literal(1),
    accepts: z.array(
      z.looseObject({
        ...requirementFields,
        maxAmountRequired: atomicAmount,
        resource: z.string(),
        description: z.optional(z.string()),
      }),
    ),
  }),
  z.looseObject({
    x402Version: z.literal(2),
    accepts: z.array(
      z.looseObject({
        ...requirementFields,
        amount: atomicAmount,
        resource: z.optional(z.unknown()),
        description: z.optional(z.string()),
      }),
    ),
    resource: z.optional(z.looseObject({ url: z.string(), description: z.optional(z.string()) })),
  }),
]);
export type LaunchChallenge = z.infer<typeof challengeSchema>;

// ---- routes --------------------------------------------------------------------

/** A paid create's job secret goes to the vault; the browser gets a handle. */
const jobSecret: ResponseSecrets = { vault: [{ path: 'secret', kind: 'job-secret', ref: 'jobId' }] };
/** Sandbox assumption: paid x402 routes refuse bad input with this code (the contract names none). */
const x402Codes = { input: 'X402_INPUT_INVALID' };
/** Paid calls are journaled by the proxy before they leave, under the caller's key (the contract's routes take none). */
const journaledByHeader = { journaled: true, keyIn: 'header' } as const;
/**
 * A paid call: x402 payment headers pass through; it changes something
 * upstream whatever its method. Any paid success may carry the job's secret
 * (spec 4.14: "Success payloads carry `jobId`, `secret` and `statusUrl`").
 */
const paid = { auth: 'x402', effect: 'write', ...journaledByHeader, codes: x402Codes, secrets: jobSecret } as const;
/** A paid create whose input travels in the query or the body. */
const paidCreate = { ...paid, bodyLimit: LAUNCH_LIMITS.bodyBytes, bodyOptional: true } as const;
/** A quick route: a fixed package paid in one call, its size in the path. */
const quickPaid = {
  ...paid,
  params: quickParamsSchema,
  query: quickQuerySchema,
  response: quickPaidSchema,
} as const;

export const launchRoutes = {
  agentToHuman: defineRoute({
    ...launchWire.agentToHuman,
    variants: [
      { method: 'POST', path: launchWire.agentToHuman.path },
      { method: 'GET', path: networkPath('agenthelp') },
      { method: 'POST', path: networkPath('agenthelp') },
    ],
    ...paidCreate,
    params: networkParamsSchema,
    query: agentToHumanQuerySchema,
    body: agentToHumanBodySchema,
    response: agentToHumanResponseSchema,
  }),
  agentToHumanAdvanced: defineRoute({
    ...launchWire.agentToHumanAdvanced,
    variants: [{ method: 'POST', path: launchWire.agentToHumanAdvanced.path }],
    ...paidCreate,
    params: networkParamsSchema,
    query: agentToHumanAdvancedQuerySchema,
    body: agentToHumanAdvancedBodySchema,
    response: agentToHumanResponseSchema,
  }),
  xlikes: defineRoute({
    ...launchWire.xlikes,
    variants: [
      { method: 'POST', path: launchWire.xlikes.path },
      { method: 'GET', path: '/solana/xlikes/:winners' },
      { method: 'POST', path: '/solana/xlikes/:winners' },
      { method: 'GET', path: '/solana/xlikes-:winners' },
      { method: 'POST', path: '/solana/xlikes-:winners' },
    ],
    ...paidCreate,
    params: xlikesParamsSchema,
    query: xlikesQuerySchema,
    body: socialBodySchema,
    response: paidJobSchema,
  }),
  xviews: defineRoute({
    ...launchWire.xviews,
    variants: [{ method: 'POST', path: launchWire.xviews.path }],
    ...paidCreate,
    query: xviewsQuerySchema,
    body: socialBodySchema,
    response: paidJobSchema,
  }),
  /** Auth-only recovery after an uncertain answer: a wallet proof of the payer, no payment (also `action=recover` on the paid routes). */
  recover: defineRoute({
    ...launchWire.recover,
    variants: [
      { method: 'POST', path: launchWire.recover.path },
      { method: 'GET', path: networkPath('siwx/agenthelp/recover') },
      { method: 'POST', path: networkPath('siwx/agenthelp/recover') },
    ],
    auth: 'siwx',
    purpose: RECOVER_PURPOSE,
    secrets: jobSecret,
    params: networkParamsSchema,
    response: recoveredSchema,
    codes: x402Codes,
  }),
  quickReposts: defineRoute({ ...launchWire.quickReposts, ...quickPaid }),
  quickXlikes: defineRoute({ ...launchWire.quickXlikes, ...quickPaid }),
  quickInstaLikes: defineRoute({ ...launchWire.quickInstaLikes, ...quickPaid }),
  quickDexRocket: defineRoute({ ...launchWire.quickDexRocket, ...quickPaid }),
  jobAccepts: defineRoute({
    ...launchWire.jobAccepts,
    auth: 'key',
    params: jobIdParamsSchema,
    response: alreadyConfirmedSchema,
    codes: x402Codes,
  }),
  jobPay: defineRoute({
    ...launchWire.jobPay,
    variants: [{ method: 'POST', path: launchWire.jobPay.path }],
    ...paid,
    params: jobIdParamsSchema,
    response: jobPayResponseSchema,
  }),
  /** The same job's payment on Base (spec 4.14: the other canonical paid retry target). */
  jobPayBase: defineRoute({
    ...launchWire.jobPayBase,
    variants: [{ method: 'POST', path: launchWire.jobPayBase.path }],
    ...paid,
    params: jobIdParamsSchema,
    response: jobPayResponseSchema,
  }),
  externalCreate: defineRoute({
    ...launchWire.externalCreate,
    auth: 'key',
    // Not idempotent upstream (a repeat creates and debits again): journaled under the caller's key.
    ...journaledByHeader,
    bodyLimit: LAUNCH_LIMITS.bodyBytes,
    body: externalCreateBodySchema,
    response: externalCreateResponseSchema,
    codes: { input: 'EXTERNAL_JOB_INPUT_INVALID' },
  }),
  discovery: defineRoute({
    ...launchWire.discovery,
    auth: 'public',
    response: discoverySchema,
    codes: x402Codes,
  }),
};

/** The quick route of each service. */
export const QUICK_ROUTES: Record<
  QuickService,
  (typeof launchRoutes)['quickReposts' | 'quickXlikes' | 'quickInstaLikes' | 'quickDexRocket']
> = {
  reposts: launchRoutes.quickReposts,
  xlikes: launchRoutes.quickXlikes,
  'insta-likes': launchRoutes.quickInstaLikes,
  'dex-rocket': launchRoutes.quickDexRocket,
};
