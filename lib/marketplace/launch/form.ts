/**
 * The launch forms: what people type (strings, as inputs hold them), checked
 * as they type by the contract's own rules, the exact price of what the form
 * holds (shown before anything is signed), and the request it becomes.
 * A price is only shown for input the marketplace would accept.
 */
import * as z from 'zod/mini';
import { compare, isPlainDecimal, scale } from '@/lib/money';
import type { Network } from '../schema';
import type { PaidRequest } from './client';
import {
  QUICK_URLS,
  descriptionSchema,
  perUserSchema,
  tweetRefSchema,
  xPostUrlSchema,
  type ExternalCreateBody,
  type QuickService,
} from './contract';
import { EXTERNAL_JOB_TYPES, LAUNCH_LIMITS, QUICK_SERVICES, type ExternalJobType } from './terms';
import {
  SOL_DECIMALS,
  USDC_DECIMALS,
  agentToHumanPrice,
  minimumSolTotal,
  minimumUsdcTotal,
  socialPrice,
  type Price,
} from './price';

type Issue = { path: string; message: string };
type Check<V> = (values: V) => Issue[];

/** A form schema from a function listing its problems by field (react-hook-form shows each at its field). */
function formSchema<V>(check: Check<V>) {
  return z.custom<V>().check(
    z.superRefine((values, ctx) => {
      for (const issue of check(values as V))
        ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.path], input: values });
    }),
  );
}

/** A whole number typed in a field, within bounds, or its problem in words. */
function wholeNumber(text: string, min: number, max: number, what: string): number | string {
  const trimmed = text.trim();
  if (!/^\d{1,9}$/.test(trimmed))
    return `Write the ${what} as a whole number from ${min.toLocaleString('en-US')} to ${max.toLocaleString('en-US')}.`;
  const value = Number(trimmed);
  return value < min || value > max
    ? `The ${what} must be from ${min.toLocaleString('en-US')} to ${max.toLocaleString('en-US')}.`
    : value;
}

const messageOf = (schema: z.ZodMiniType<unknown>, value: unknown): string | undefined => {
  const parsed = z.safeParse(schema, value);
  return parsed.success ? undefined : (parsed.error.issues[0]?.message ?? 'This is not valid.');
};

// ---- custom work (agent-to-human) ---------------------------------------------------

export type EntryRule = 'open' | 'unlimited' | 'limited';

export interface CustomWorkValues {
  network: Network;
  advanced: boolean;
  description: string;
  winners: string;
  perUser: string;
  selectionType: 'creator' | 'random';
  selectionTimeMinutes: string;
  humanVerified: boolean;
  /** Advanced: the board's default, a contest with unlimited entries, or limited places. */
  entries: EntryRule;
  maxEntries: string;
}

export const emptyCustomWork = (): CustomWorkValues => ({
  network: 'solana',
  advanced: false,
  description: '',
  winners: String(LAUNCH_LIMITS.winners.default),
  perUser: LAUNCH_LIMITS.perUserDefault,
  selectionType: 'creator',
  selectionTimeMinutes: String(LAUNCH_LIMITS.selectionMinutes.default),
  humanVerified: false,
  entries: 'open',
  maxEntries: '',
});

const checkCustomWork: Check<CustomWorkValues> = (v) => {
  const issues: Issue[] = [];
  const description = messageOf(descriptionSchema, v.description);
  if (description) issues.push({ path: 'description', message: description });
  const winners = wholeNumber(v.winners, LAUNCH_LIMITS.winners.min, LAUNCH_LIMITS.winners.max, 'number of winners');
  if (typeof winners === 'string') issues.push({ path: 'winners', message: winners });
  const perUser = messageOf(perUserSchema, v.perUser.trim());
  if (perUser) issues.push({ path: 'perUser', message: perUser });
  if (v.advanced) {
    const minutes = wholeNumber(
      v.selectionTimeMinutes,
      LAUNCH_LIMITS.selectionMinutes.min,
      LAUNCH_LIMITS.selectionMinutes.max,
      'selection window in minutes',
    );
    if (typeof minutes === 'string') issues.push({ path: 'selectionTimeMinutes', message: minutes });
    if (v.entries === 'limited') {
      const places = wholeNumber(v.maxEntries, 1, LAUNCH_LIMITS.maxEntriesMax, 'number of places');
      if (typeof places === 'string') issues.push({ path: 'maxEntries', message: places });
      else if (typeof winners === 'number' && places < winners)
        issues.push({ path: 'maxEntries', message: 'There cannot be fewer places than winners.' });
    }
  }
  return issues;
};

export const customWorkSchema = formSchema(checkCustomWork);

/** The exact total (winners x reward per winner), or undefined while the two are not valid. */
export function customWorkPrice(v: Pick<CustomWorkValues, 'winners' | 'perUser'>): Price | undefined {
  const winners = wholeNumber(v.winners, LAUNCH_LIMITS.winners.min, LAUNCH_LIMITS.winners.max, '');
  if (typeof winners === 'string' || messageOf(perUserSchema, v.perUser.trim())) return undefined;
  return agentToHumanPrice(winners, v.perUser.trim());
}

export function customWorkRequest(v: CustomWorkValues): Extract<PaidRequest, { kind: 'agentToHuman' }> {
  const query: Record<string, string> = {
    description: v.description.trim(),
    winners: v.winners.trim(),
    perUser: v.perUser.trim(),
  };
  if (v.advanced) {
    query.selectionType = v.selectionType;
    query.selectionTimeMinutes = v.selectionTimeMinutes.trim();
    query.human_verified = v.humanVerified ? 'yes' : 'no';
    if (v.entries === 'unlimited') query.maxEntries = 'unlimited';
    if (v.entries === 'limited') query.maxEntries = v.maxEntries.trim();
  }
  return { kind: 'agentToHuman', network: v.network, advanced: v.advanced, query };
}

// ---- likes and views ------------------------------------------------------------------

export type SocialService = 'xlikes' | 'xviews';
export const SOCIAL_LIMITS: Record<SocialService, { min: number; max: number; default: number }> = {
  xlikes: LAUNCH_LIMITS.likes,
  xviews: LAUNCH_LIMITS.views,
};

export interface SocialValues {
  service: SocialService;
  url: string;
  amount: string;
}

export const emptySocial = (): SocialValues => ({
  service: 'xlikes',
  url: '',
  amount: String(LAUNCH_LIMITS.likes.default),
});

const socialAmount = (v: Pick<SocialValues, 'service' | 'amount'>) =>
  wholeNumber(
    v.amount,
    SOCIAL_LIMITS[v.service].min,
    SOCIAL_LIMITS[v.service].max,
    v.service === 'xlikes' ? 'number of likes' : 'number of views',
  );

export const socialSchema = formSchema<SocialValues>((v) => {
  const issues: Issue[] = [];
  const url = messageOf(xPostUrlSchema, v.url.trim());
  if (url) issues.push({ path: 'url', message: url });
  const amount = socialAmount(v);
  if (typeof amount === 'string') issues.push({ path: 'amount', message: amount });
  return issues;
});

export function socialFormPrice(v: Pick<SocialValues, 'service' | 'amount'>): Price | undefined {
  const amount = socialAmount(v);
  return typeof amount === 'number' ? socialPrice(v.service, amount) : undefined;
}

export const socialRequest = (v: SocialValues): Extract<PaidRequest, { kind: 'social' }> => ({
  kind: 'social',
  service: v.service,
  query: { url: v.url.trim(), amount: Number(v.amount.trim()) },
});

// ---- quick orders (x402 v1) -----------------------------------------------------------------

export interface QuickValues {
  service: QuickService;
  url: string;
  count: string;
}

export const emptyQuick = (): QuickValues => ({ service: 'reposts', url: '', count: '100' });

/** The quick routes take 5 to 1000 units, likes 5 to 250 as the detailed route. */
export const quickLimits = (service: QuickService) =>
  service === 'xlikes' ? LAUNCH_LIMITS.likes : LAUNCH_LIMITS.quick;
const quickCount = (v: Pick<QuickValues, 'service' | 'count'>) =>
  wholeNumber(v.count, quickLimits(v.service).min, quickLimits(v.service).max, 'quantity');

export const quickSchema = formSchema<QuickValues>((v) => {
  const issues: Issue[] = [];
  if (!(QUICK_SERVICES as readonly string[]).includes(v.service))
    issues.push({ path: 'service', message: 'Choose what to order.' });
  else {
    const url = messageOf(QUICK_URLS[v.service], v.url.trim());
    if (url) issues.push({ path: 'url', message: url });
    const count = quickCount(v);
    if (typeof count === 'string') issues.push({ path: 'count', message: count });
  }
  return issues;
});

export function quickFormPrice(v: Pick<QuickValues, 'service' | 'count'>): Price | undefined {
  const count = quickCount(v);
  return typeof count === 'number' ? socialPrice(v.service, count) : undefined;
}

export const quickRequest = (v: QuickValues): Extract<PaidRequest, { kind: 'quick' }> => ({
  kind: 'quick',
  service: v.service,
  count: Number(v.count.trim()),
  url: v.url.trim(),
});

// ---- external social jobs -------------------------------------------------------------------

export type ExternalPayment = 'usdc' | 'balance';

export interface ExternalValues {
  tweetUrl: string;
  jobtype: ExternalJobType;
  minRank: string;
  cooldownMinutes: string;
  maxCompletions: string;
  message: string;
  payment: ExternalPayment;
  total: string;
}

export const emptyExternal = (): ExternalValues => ({
  tweetUrl: '',
  jobtype: 'repost',
  minRank: String(LAUNCH_LIMITS.external.minRank.default),
  cooldownMinutes: String(LAUNCH_LIMITS.external.cooldownMinutes.default),
  maxCompletions: String(LAUNCH_LIMITS.external.maxCompletionsMin),
  message: '',
  payment: 'usdc',
  total: '',
});

/** The comment variants need worker instructions. */
const needsMessage = (jobtype: ExternalJobType): boolean => jobtype !== 'repost';

const completionsOf = (v: Pick<ExternalValues, 'jobtype' | 'maxCompletions'>) =>
  wholeNumber(
    v.maxCompletions,
    LAUNCH_LIMITS.external.maxCompletionsMin,
    LAUNCH_LIMITS.external.maxCompletionsMax[v.jobtype],
    'number of completions',
  );

/** What the rules of 4.14 ask of this form now, for the page to show as the person types. */
export function externalRules(v: Pick<ExternalValues, 'jobtype' | 'maxCompletions' | 'payment'>): {
  completions: { min: number; max: number };
  /** The least total for the completions typed (the floor while they are not valid). */
  minimum: { amount: string; asset: 'USDC' | 'SOL' };
  messageRequired: boolean;
} {
  const completions = completionsOf(v);
  const n = typeof completions === 'number' ? completions : LAUNCH_LIMITS.external.maxCompletionsMin;
  return {
    completions: {
      min: LAUNCH_LIMITS.external.maxCompletionsMin,
      max: LAUNCH_LIMITS.external.maxCompletionsMax[v.jobtype],
    },
    minimum:
      v.payment === 'usdc'
        ? { amount: minimumUsdcTotal(n), asset: 'USDC' }
        : { amount: minimumSolTotal(n), asset: 'SOL' },
    messageRequired: needsMessage(v.jobtype),
  };
}

export const externalSchema = formSchema<ExternalValues>((v) => {
  const issues: Issue[] = [];
  const tweet = messageOf(tweetRefSchema, v.tweetUrl.trim());
  if (tweet) issues.push({ path: 'tweetUrl', message: tweet });
  if (!(EXTERNAL_JOB_TYPES as readonly string[]).includes(v.jobtype))
    issues.push({ path: 'jobtype', message: 'Choose what workers do.' });
  const rank = wholeNumber(
    v.minRank,
    LAUNCH_LIMITS.external.minRank.min,
    LAUNCH_LIMITS.external.minRank.max,
    'minimum rank',
  );
  if (typeof rank === 'string') issues.push({ path: 'minRank', message: rank });
  const cooldown = wholeNumber(
    v.cooldownMinutes,
    LAUNCH_LIMITS.external.cooldownMinutes.min,
    LAUNCH_LIMITS.external.cooldownMinutes.max,
    'cooldown in minutes',
  );
  if (typeof cooldown === 'string') issues.push({ path: 'cooldownMinutes', message: cooldown });
  const completions = completionsOf(v);
  if (typeof completions === 'string') issues.push({ path: 'maxCompletions', message: completions });
  if (needsMessage(v.jobtype) && v.message.trim() === '')
    issues.push({ path: 'message', message: 'Comment jobs need instructions: tell workers what to write.' });
  if (v.message.length > LAUNCH_LIMITS.external.messageMax)
    issues.push({
      path: 'message',
      message: `The instructions can be at most ${LAUNCH_LIMITS.external.messageMax.toLocaleString('en-US')} characters.`,
    });
  const total = v.total.trim();
  const [asset, decimals, max] =
    v.payment === 'usdc'
      ? ['USDC', USDC_DECIMALS, LAUNCH_LIMITS.external.totalUsdcMax]
      : ['SOL', SOL_DECIMALS, LAUNCH_LIMITS.external.totalSolMax];
  const { minimum } = externalRules(v);
  if (!isPlainDecimal(total) || scale(total) > decimals)
    issues.push({
      path: 'total',
      message: `Write the total in ${asset} as a plain amount with at most ${decimals} decimals.`,
    });
  else if (compare(total, minimum.amount) < 0)
    issues.push({
      path: 'total',
      message: `The total must be at least ${minimum.amount} ${asset} for this many completions.`,
    });
  else if (compare(total, max) > 0)
    issues.push({ path: 'total', message: `The total can be at most ${max} ${asset}.` });
  return issues;
});

export function externalBody(v: ExternalValues): ExternalCreateBody {
  const message = v.message.trim();
  return {
    type: 'social',
    tweet_url: v.tweetUrl.trim(),
    jobtype: v.jobtype,
    min_rank: Number(v.minRank.trim()),
    cooldown_minutes: Number(v.cooldownMinutes.trim()),
    max_completions: Number(v.maxCompletions.trim()),
    ...(message ? { message_markdown: message } : {}),
    ...(v.payment === 'usdc'
      ? { total_usdc: v.total.trim() }
      : { balance_payment: 1, total_bounty_sol: v.total.trim() }),
  } as ExternalCreateBody;
}
