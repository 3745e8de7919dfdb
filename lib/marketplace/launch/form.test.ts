import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { externalCreateBodySchema, launchRoutes, perUserSchema, resolveExternal } from './contract';
import { customWorkSchema, externalSchema, socialSchema } from './form';
import {
  customWorkPrice,
  customWorkRequest,
  emptyCustomWork,
  emptyExternal,
  emptySocial,
  externalBody,
  externalRules,
  quickFormPrice,
  socialFormPrice,
  type ExternalValues,
} from './form-values';

const problems = (schema: z.ZodMiniType<unknown>, values: unknown): Record<string, string> => {
  const parsed = z.safeParse(schema, values);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe('custom work form', () => {
  it('prices exactly the rewards per winner the contract takes (the price carries no schema)', () => {
    const samples = [
      '0.01',
      '0.025',
      '0.333333',
      '0.3333333',
      '0.009',
      '1',
      '1000',
      '1000.000001',
      '100000',
      '',
      'abc',
    ];
    samples.push('-1', '1e2', ' 1', '0', '.5', '5.', '01.5');
    for (const perUser of samples)
      expect([perUser, customWorkPrice({ winners: '1', perUser }) !== undefined]).toEqual([
        perUser,
        z.safeParse(perUserSchema, perUser.trim()).success,
      ]);
  });

  it('prices winners x reward per winner exactly, and nothing while either is not valid', () => {
    expect(customWorkPrice({ winners: '10', perUser: '0.025' })).toEqual({ amount: '0.250000', atomic: '250000' });
    expect(customWorkPrice({ winners: '3', perUser: '0.333333' })).toEqual({ amount: '0.999999', atomic: '999999' });
    expect(customWorkPrice({ winners: '101', perUser: '0.025' })).toBeUndefined();
    expect(customWorkPrice({ winners: '10', perUser: '0.009' })).toBeUndefined();
    expect(customWorkPrice({ winners: '10', perUser: '0.0250001' })).toBeUndefined();
  });

  it('says each problem at its field, in words', () => {
    const found = problems(customWorkSchema, {
      ...emptyCustomWork(),
      winners: '0',
      perUser: 'abc',
      advanced: true,
      entries: 'limited',
      maxEntries: '5',
    });
    expect(Object.keys(found).sort()).toEqual(['description', 'perUser', 'winners']);
    expect(found.winners).toMatch(/from 1 to 100/);
    expect(
      problems(customWorkSchema, {
        ...emptyCustomWork(),
        description: 'Name it',
        advanced: true,
        entries: 'limited',
        maxEntries: '5',
      }).maxEntries,
    ).toBe('There cannot be fewer places than winners.');
  });

  it('refuses a description in the words the marketplace uses for it', () => {
    const tooLong = 'x'.repeat(5001);
    const refusal = (description: string) =>
      problems(launchRoutes.agentToHuman.query, { description, winners: '10', perUser: '0.025' }).description;
    expect(problems(customWorkSchema, { ...emptyCustomWork(), description: ' ' }).description).toBe(
      'Describe the work.',
    );
    expect(problems(customWorkSchema, { ...emptyCustomWork(), description: tooLong }).description).toBe(
      'The description can be at most 5,000 characters.',
    );
    expect(refusal(' ')).toBe('Describe the work.');
    expect(refusal(tooLong)).toBe('The description can be at most 5,000 characters.');
  });

  it('sends the advanced fields only on the advanced route, unlimited entries as a contest', () => {
    const basic = customWorkRequest({ ...emptyCustomWork(), description: ' Name it ', network: 'base' });
    expect(basic).toEqual({
      kind: 'agentToHuman',
      network: 'base',
      advanced: false,
      query: { description: 'Name it', winners: '10', perUser: '0.025' },
    });
    const contest = customWorkRequest({
      ...emptyCustomWork(),
      description: 'Name it',
      advanced: true,
      entries: 'unlimited',
      humanVerified: true,
    });
    expect(contest.query).toMatchObject({
      selectionType: 'creator',
      selectionTimeMinutes: '1440',
      human_verified: 'yes',
      maxEntries: 'unlimited',
    });
  });
});

describe('likes and views', () => {
  it('prices 40 likes at exactly 1.000000 USDC and 100 views at 0.300000', () => {
    expect(socialFormPrice({ service: 'xlikes', amount: '40' })).toEqual({ amount: '1.000000', atomic: '1000000' });
    expect(socialFormPrice({ service: 'xviews', amount: '100' })).toEqual({ amount: '0.300000', atomic: '300000' });
    expect(socialFormPrice({ service: 'xlikes', amount: '251' })).toBeUndefined();
    expect(socialFormPrice({ service: 'xviews', amount: '9' })).toBeUndefined();
  });

  it('needs the link of a post on X', () => {
    expect(problems(socialSchema, { ...emptySocial(), url: 'https://example.com/post' }).url).toMatch(/post on X/);
    expect(problems(socialSchema, { ...emptySocial(), url: 'https://x.com/name/status/123' })).toEqual({});
  });

  it('prices quick orders per unit, within each service’s bounds', () => {
    expect(quickFormPrice({ service: 'reposts', count: '100' })).toEqual({ amount: '2.500000', atomic: '2500000' });
    expect(quickFormPrice({ service: 'xlikes', count: '300' })).toBeUndefined();
    expect(quickFormPrice({ service: 'dex-rocket', count: '1000' })?.amount).toBe('25.000000');
  });
});

describe('external social jobs', () => {
  const valid: ExternalValues = { ...emptyExternal(), tweetUrl: 'https://x.com/name/status/123', total: '2.50' };

  it('shows the minimum total for the completions and the payment as they change', () => {
    expect(externalRules({ jobtype: 'repost', maxCompletions: '25', payment: 'usdc' }).minimum).toEqual({
      amount: '2.500000',
      asset: 'USDC',
    });
    expect(externalRules({ jobtype: 'repost', maxCompletions: '200', payment: 'usdc' }).minimum).toEqual({
      amount: '5.000000',
      asset: 'USDC',
    });
    expect(externalRules({ jobtype: 'repost', maxCompletions: '25', payment: 'balance' }).minimum).toEqual({
      amount: '0.010000000',
      asset: 'SOL',
    });
    expect(externalRules({ jobtype: 'repost', maxCompletions: '1000', payment: 'balance' }).minimum).toEqual({
      amount: '0.120000000',
      asset: 'SOL',
    });
    expect(externalRules({ jobtype: 'comment', maxCompletions: '25', payment: 'usdc' })).toMatchObject({
      completions: { min: 25, max: 250 },
      messageRequired: true,
    });
  });

  it('refuses what 4.14 refuses: too few or too many completions per job type, no instructions for comments, a total under the minimum', () => {
    expect(problems(externalSchema, valid)).toEqual({});
    expect(problems(externalSchema, { ...valid, maxCompletions: '24' }).maxCompletions).toMatch(/from 25 to 1,000/);
    expect(
      problems(externalSchema, { ...valid, jobtype: 'repost_comment', maxCompletions: '251', message: 'Say hi' })
        .maxCompletions,
    ).toMatch(/from 25 to 250/);
    expect(problems(externalSchema, { ...valid, jobtype: 'comment' }).message).toMatch(/instructions/);
    expect(problems(externalSchema, { ...valid, total: '2.499999' }).total).toBe(
      'The total must be at least 2.500000 USDC for this many completions.',
    );
    expect(problems(externalSchema, { ...valid, payment: 'balance', total: '0.0099' }).total).toMatch(
      /at least 0.010000000 SOL/,
    );
    expect(problems(externalSchema, { ...valid, minRank: '4', cooldownMinutes: '1441' })).toMatchObject({
      minRank: expect.stringMatching(/1 to 3/),
      cooldownMinutes: expect.stringMatching(/0 to 1,440/),
    });
  });

  it('becomes a body the contract resolves to the same job, paid the way chosen', () => {
    const usdc = resolveExternal(z.parse(externalCreateBodySchema, externalBody(valid)));
    expect(usdc).toMatchObject({
      ok: true,
      value: { jobtype: 'repost', maxCompletions: 25, payment: { kind: 'usdc', total: '2.50' } },
    });
    const balance = resolveExternal(
      z.parse(
        externalCreateBodySchema,
        externalBody({ ...valid, jobtype: 'comment', message: 'Say hi', payment: 'balance', total: '0.01' }),
      ),
    );
    expect(balance).toMatchObject({
      ok: true,
      value: { message: 'Say hi', payment: { kind: 'balance', total: '0.01' } },
    });
  });
});
