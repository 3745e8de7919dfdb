/**
 * The launch forms' checks: the contract's own rules, each problem worded at
 * its field. Loaded with a form's first check (`lazyZodResolver`); what the
 * forms hold, their prices and requests are in `form-values.ts`.
 */
import * as z from 'zod/mini';
import { compare, isPlainDecimal, scale } from '@/lib/money';
import { QUICK_URLS, descriptionSchema, perUserSchema, tweetRefSchema, xPostUrlSchema } from './contract';
import {
  completionsOf,
  externalRules,
  needsMessage,
  quickCount,
  socialAmount,
  readWholeNumber,
  type CustomWorkValues,
  type ExternalValues,
  type QuickValues,
  type SocialValues,
} from './form-values';
import { EXTERNAL_JOB_TYPES, LAUNCH_LIMITS, QUICK_SERVICES } from './terms';
import { SOL_DECIMALS, USDC_DECIMALS } from './price';

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

const messageOf = (schema: z.ZodMiniType<unknown>, value: unknown): string | undefined => {
  const parsed = z.safeParse(schema, value);
  return parsed.success ? undefined : (parsed.error.issues[0]?.message ?? 'This is not valid.');
};

const checkCustomWork: Check<CustomWorkValues> = (v) => {
  const issues: Issue[] = [];
  const description = messageOf(descriptionSchema, v.description);
  if (description) issues.push({ path: 'description', message: description });
  const winners = readWholeNumber(v.winners, LAUNCH_LIMITS.winners.min, LAUNCH_LIMITS.winners.max, 'number of winners');
  if (typeof winners === 'string') issues.push({ path: 'winners', message: winners });
  const perUser = messageOf(perUserSchema, v.perUser.trim());
  if (perUser) issues.push({ path: 'perUser', message: perUser });
  if (v.advanced) {
    const minutes = readWholeNumber(
      v.selectionTimeMinutes,
      LAUNCH_LIMITS.selectionMinutes.min,
      LAUNCH_LIMITS.selectionMinutes.max,
      'selection window in minutes',
    );
    if (typeof minutes === 'string') issues.push({ path: 'selectionTimeMinutes', message: minutes });
    if (v.entries === 'limited') {
      const places = readWholeNumber(v.maxEntries, 1, LAUNCH_LIMITS.maxEntriesMax, 'number of places');
      if (typeof places === 'string') issues.push({ path: 'maxEntries', message: places });
      else if (typeof winners === 'number' && places < winners)
        issues.push({ path: 'maxEntries', message: 'There cannot be fewer places than winners.' });
    }
  }
  return issues;
};

export const customWorkSchema = formSchema(checkCustomWork);

export const socialSchema = formSchema<SocialValues>((v) => {
  const issues: Issue[] = [];
  const url = messageOf(xPostUrlSchema, v.url.trim());
  if (url) issues.push({ path: 'url', message: url });
  const amount = socialAmount(v);
  if (typeof amount === 'string') issues.push({ path: 'amount', message: amount });
  return issues;
});

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

export const externalSchema = formSchema<ExternalValues>((v) => {
  const issues: Issue[] = [];
  const tweet = messageOf(tweetRefSchema, v.tweetUrl.trim());
  if (tweet) issues.push({ path: 'tweetUrl', message: tweet });
  if (!(EXTERNAL_JOB_TYPES as readonly string[]).includes(v.jobtype))
    issues.push({ path: 'jobtype', message: 'Choose what workers do.' });
  const rank = readWholeNumber(
    v.minRank,
    LAUNCH_LIMITS.external.minRank.min,
    LAUNCH_LIMITS.external.minRank.max,
    'minimum rank',
  );
  if (typeof rank === 'string') issues.push({ path: 'minRank', message: rank });
  const cooldown = readWholeNumber(
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
