import { describe, expect, it } from 'vitest';
import { refusedAnswer } from '@/lib/server/answer-check';
import { launchRoutes } from './contract';

/** Spec 4.14: a paid success carries `jobId`, `secret` and `statusUrl`; the rest of the body is not shown. */
const success = { ok: true, paid: true, jobId: 'job12345', secret: 'kept-by-the-vault', statusUrl: '/status/job12345' };

describe('a paid launch’s success, as the contract shows it', () => {
  it('is passed on with only the fields the contract names', () => {
    for (const route of [launchRoutes.xlikes, launchRoutes.xviews, launchRoutes.agentToHuman])
      expect(refusedAnswer(route, 200, success)).toBeUndefined();
  });

  it('is refused without one it names', () => {
    const { statusUrl: _, ...withoutStatus } = success;
    expect(refusedAnswer(launchRoutes.xlikes, 200, withoutStatus)).toBeDefined();
  });

  it('is found again by a recovery that says no more than the job', () => {
    expect(refusedAnswer(launchRoutes.recover, 200, success)).toBeUndefined();
  });
});
