import { describe, expect, it } from 'vitest';
import { entryJobId, jobIdsOf } from './entry-job';

const row = (overrides: Record<string, unknown> = {}) => ({
  custom_short_id: 'JE06FC11',
  truncatedFields: ['custom_short_id'],
  job_url: 'https://marketplace.example/jobs/JE06FC11AB',
  ...overrides,
});

describe('entryJobId', () => {
  it('takes a whole ID as it is', () => {
    expect(entryJobId(row({ custom_short_id: 'JE06', truncatedFields: [], job_url: null }))).toBe('JE06');
  });

  it('finds a cut ID whole in the job’s link', () => {
    expect(entryJobId(row())).toBe('JE06FC11AB');
    expect(entryJobId(row({ job_url: 'https://marketplace.example/en/jobs/JE06FC11AB/?ref=x' }))).toBe('JE06FC11AB');
  });

  it('never guesses: a link that is missing, broken or names another job gives nothing', () => {
    expect(entryJobId(row({ job_url: null }))).toBeNull();
    expect(entryJobId(row({ job_url: 'not a url' }))).toBeNull();
    expect(entryJobId(row({ job_url: 'https://marketplace.example/jobs/ZZ06FC11AB' }))).toBeNull();
    expect(entryJobId(row({ job_url: 'https://marketplace.example/jobs/JE06FC11' }))).toBeNull();
    expect(entryJobId(row({ job_url: 'https://marketplace.example/jobs/JE06FC11%2Fx' }))).toBeNull();
    expect(entryJobId(row({ custom_short_id: null }))).toBeNull();
  });
});

describe('jobIdsOf', () => {
  it('names each job of a page once, in order, leaving out the ones not known whole', () => {
    const whole = (id: string) => row({ custom_short_id: id, truncatedFields: [], job_url: null });
    expect(jobIdsOf([whole('JB2'), row(), whole('JB2'), row({ job_url: null }), whole('JA1')])).toEqual([
      'JB2',
      'JE06FC11AB',
      'JA1',
    ]);
  });
});
