import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { validFor } from '@/fuzz/schema-arbitrary';
import { safeParse } from '../schema';
import { canonicalEntry, historyResponseSchema, submissionBodySchema } from './contract';
import { JOB_MODE_LABELS, labelOf } from './terms';
import { CREATED_STATUS_LABELS } from '../creator/terms';
import { chooseWinnersBodySchema } from '../creator/contract';
import { submissionIdsOf } from '../creator/terms';
import { matchRoute } from '../routes';

describe('entry bodies', () => {
  it('compares entries by trimmed text and ordered attachments', () => {
    expect(canonicalEntry({ content: '  Hello  ' })).toEqual({ content: 'Hello', attachmentMediaIds: [] });
    expect(canonicalEntry({ content: '   ', attachmentMediaIds: ['m1'] })).toEqual({
      content: null,
      attachmentMediaIds: ['m1'],
    });
  });

  it('needs text or an attachment, within the limits', () => {
    const ok = (body: unknown) => submissionBodySchema.safeParse(body).success;
    expect(ok({ content: 'x' })).toBe(true);
    expect(ok({ attachmentMediaIds: ['m_1'] })).toBe(true);
    expect(ok({ content: ` ${'x'.repeat(5000)} ` })).toBe(true);
    expect(ok({})).toBe(false);
    expect(ok({ content: ' ' })).toBe(false);
    expect(ok({ content: null })).toBe(false);
    expect(ok({ content: 'x'.repeat(5001) })).toBe(false);
    expect(ok({ attachmentMediaIds: ['a', 'b', 'c', 'd', 'e', 'f'] })).toBe(false);
    expect(ok({ attachmentMediaIds: ['a', 'a'] })).toBe(false);
    expect(ok({ content: 'x', idempotencyKey: 'k:12345678' })).toBe(false);
  });
});

describe('choose-winners bodies', () => {
  it('takes an array or a comma-separated string of distinct IDs', () => {
    expect(submissionIdsOf(' sub_a, sub_b ,,sub_a ')).toEqual(['sub_a', 'sub_b']);
    expect(submissionIdsOf(['sub_a', 'sub_a', 'sub_c'])).toEqual(['sub_a', 'sub_c']);
    expect(chooseWinnersBodySchema.safeParse({ secret: 's', submissionIds: 'sub_a,sub_b' }).success).toBe(true);
    expect(chooseWinnersBodySchema.safeParse({ secret: 's', submissionIds: ' , ' }).success).toBe(false);
    expect(chooseWinnersBodySchema.safeParse({ secret: 's', submissionIds: [] }).success).toBe(false);
    expect(chooseWinnersBodySchema.safeParse({ submissionIds: ['a'] }).success).toBe(false);
  });
});

describe('job paths', () => {
  it('gives literal paths precedence over a job ID in the same place', () => {
    expect(matchRoute('GET', '/jobs/created')).toMatchObject({ kind: 'route', route: { id: 'creator.created' } });
    expect(matchRoute('GET', '/jobs/available')).toMatchObject({ kind: 'route', route: { id: 'jobs.available' } });
    expect(matchRoute('GET', '/api/agent/jobs/created/Wk12ab34')).toMatchObject({
      kind: 'route',
      route: { id: 'creator.createdJob' },
      aliased: true,
    });
    expect(matchRoute('GET', '/jobs/J1A2B3C')).toMatchObject({
      kind: 'route',
      route: { id: 'jobs.detail' },
      params: { customId: 'J1A2B3C' },
    });
    expect(matchRoute('POST', '/jobs/created')).toMatchObject({
      kind: 'method-not-allowed',
      codes: { method: 'AGENT_WORK_OVERVIEW_METHOD_INVALID' },
    });
  });
});

describe('labels', () => {
  it('words known values and puts unknown ones in plain words, never underscores', () => {
    expect(labelOf(CREATED_STATUS_LABELS, 'in_progress')).toBe('Taking entries');
    expect(labelOf(JOB_MODE_LABELS, 'contest')).toBe('Contest');
    expect(labelOf(CREATED_STATUS_LABELS, 'ON_HOLD_for-review')).toBe('On hold for review');
    expect(labelOf({}, '')).toBe('Unknown');
  });
});

describe('the history as spec 2.6 and 4.6 name it', () => {
  it('reads rows with only the fields the contract names, and a page without its summary', () => {
    type Page = { submissions: Record<string, unknown>[]; summary?: unknown };
    const page = fc
      .sample(validFor(historyResponseSchema, {}), { numRuns: 50, seed: 7 })
      .find((each) => (each as Page).submissions.length > 0) as Page;
    const named = [
      'id',
      'submission_short_id',
      'custom_short_id',
      'work_short_id',
      'truncatedFields',
      'rewardEarning',
      'rewardFinancials',
      'zero_reward_result',
    ];
    const rows = page.submissions.map((row) => Object.fromEntries(named.map((field) => [field, row[field]])));
    expect(rows.length).toBeGreaterThan(0);
    const { summary: _, ...withoutSummary } = page;
    expect(safeParse(historyResponseSchema, { ...withoutSummary, submissions: rows }).success).toBe(true);
  });

  it('reads the job’s figures whatever of them are given: spec 2.6 names the object, not its fields', () => {
    const page = fc
      .sample(validFor(historyResponseSchema, {}), { numRuns: 50, seed: 7 })
      .find((each) => (each as { submissions: unknown[] }).submissions.length > 0) as {
      submissions: Record<string, unknown>[];
    };
    const rows = page.submissions.map((row) => ({ ...row, rewardFinancials: { total: '30', currency: 'USDC' } }));
    expect(safeParse(historyResponseSchema, { ...page, submissions: rows }).success).toBe(true);
  });
});
