/**
 * What the launch forms hold (strings, as inputs hold them), the exact price
 * of what a form holds (shown before anything is signed), and the request it
 * becomes. A price is only shown for input the marketplace would accept. The
 * forms' checks are in `form.ts`, loaded with a form's first check, so these
 * carry no schema.
 */
import { compare, isPlainDecimal, scale } from '@/lib/money';
import type { Network } from '../schema';
import type { PaidRequest } from './client';
import type { ExternalCreateBody, QuickService } from './contract';
import { LAUNCH_LIMITS, type ExternalJobType } from './terms';
import { USDC_DECIMALS, agentToHumanPrice, minimumSolTotal, minimumUsdcTotal, socialPrice, type Price } from './price';

/** A whole number typed in a field, within bounds, or its problem in words. */
export function readWholeNumber(text: string, min: number, max: number, what: string): number | string {
  const trimmed = text.trim();
  if (!/^\d{1,9}$/.test(trimmed))
    return `Write the ${what} as a whole number from ${min.toLocaleString('en-US')} to ${max.toLocaleString('en-US')}.`;
  const value = Number(trimmed);
  return value < min || value > max
    ? `The ${what} must be from ${min.toLocaleString('en-US')} to ${max.toLocaleString('en-US')}.`
    : value;
}

/** Whether a reward per winner is one the marketplace takes (the rules of `perUserSchema`, without zod). */
const isPerUser = (v: string): boolean =>
  isPlainDecimal(v) &&
  scale(v) <= USDC_DECIMALS &&
  compare(v, LAUNCH_LIMITS.perUserMin) >= 0 &&
  compare(v, LAUNCH_LIMITS.perUserMax) <= 0;

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

/** The exact total (winners x reward per winner), or undefined while the two are not valid. */
export function customWorkPrice(v: Pick<CustomWorkValues, 'winners' | 'perUser'>): Price | undefined {
  const winners = readWholeNumber(v.winners, LAUNCH_LIMITS.winners.min, LAUNCH_LIMITS.winners.max, '');
  if (typeof winners === 'string' || !isPerUser(v.perUser.trim())) return undefined;
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

export const socialAmount = (v: Pick<SocialValues, 'service' | 'amount'>) =>
  readWholeNumber(
    v.amount,
    SOCIAL_LIMITS[v.service].min,
    SOCIAL_LIMITS[v.service].max,
    v.service === 'xlikes' ? 'number of likes' : 'number of views',
  );

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
export const quickCount = (v: Pick<QuickValues, 'service' | 'count'>) =>
  readWholeNumber(v.count, quickLimits(v.service).min, quickLimits(v.service).max, 'quantity');

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
export const needsMessage = (jobtype: ExternalJobType): boolean => jobtype !== 'repost';

export const completionsOf = (v: Pick<ExternalValues, 'jobtype' | 'maxCompletions'>) =>
  readWholeNumber(
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
