import { describe, expect, it, vi } from 'vitest';
import type { JobRead } from '@/lib/marketplace/jobs/calls';
import type { ServerRead } from '@/lib/marketplace/read-failure';
import { startTitles } from './job-titles-start';

const job = (description: string) =>
  ({ ok: true, data: { job: { description, descriptionRestricted: false } } }) as unknown as ServerRead<JobRead>;
const refused = (status: number, retryAfterSeconds?: number): ServerRead<JobRead> => ({
  ok: false,
  failure: { status, code: status === 429 ? 'AGENT_READ_RATE_LIMITED' : 'AGENT_JOB_NOT_FOUND', retryAfterSeconds },
});

describe('where reading a page of entries’ job titles starts', () => {
  it('reads the first job only, and leaves the next read to the next window', async () => {
    const read = vi.fn(async () => job('Photograph a sunrise\nover water'));
    expect(await startTitles(['job_a', 'job_b'], read)).toEqual({
      known: { job_a: 'Photograph a sunrise' },
      nextReadInMs: 10_000,
      windowMs: 10_000,
    });
    expect(read).toHaveBeenCalledTimes(1);
    expect(read).toHaveBeenCalledWith('job_a');
  });

  it('hands a read refused for its window to the browser, with the time the window opens', async () => {
    expect(await startTitles(['job_a'], async () => refused(429, 4))).toEqual({
      known: {},
      nextReadInMs: 4000,
      windowMs: 10_000,
    });
  });

  it('says a job that cannot be read has no title to be had, and still counts its read', async () => {
    expect(await startTitles(['job_a'], async () => refused(404))).toEqual({
      known: { job_a: null },
      nextReadInMs: 10_000,
      windowMs: 10_000,
    });
  });

  it('reads nothing for a page that names no job', async () => {
    const read = vi.fn(async () => job('unused'));
    expect(await startTitles([], read)).toEqual({ known: {}, nextReadInMs: 0, windowMs: 10_000 });
    expect(read).not.toHaveBeenCalled();
  });
});
