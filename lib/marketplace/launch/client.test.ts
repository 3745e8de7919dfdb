import { describe, expect, it } from 'vitest';
import { externalMinimum, journaledIntentsOf, maxCompletionsOf, paidPathOf, paidRetryOf, priceOf } from './client';

describe('prices the forms show', () => {
  it('prices each paid request as the marketplace charges it, with the contract’s defaults', () => {
    expect(priceOf({ kind: 'social', service: 'xlikes', query: { url: 'u' } })?.atomic).toBe('1000000');
    expect(priceOf({ kind: 'social', service: 'xviews', query: { url: 'u' } })?.amount).toBe('0.300000');
    expect(
      priceOf({ kind: 'agentToHuman', network: 'base', advanced: false, query: { description: 'x' } })?.amount,
    ).toBe('0.250000');
    expect(
      priceOf({
        kind: 'agentToHuman',
        network: 'base',
        advanced: true,
        query: { description: 'x', winners: 4, perUser: '1.5' },
      })?.amount,
    ).toBe('6.000000');
    expect(priceOf({ kind: 'quick', service: 'reposts', count: 100, url: 'u' })?.amount).toBe('2.500000');
    expect(priceOf({ kind: 'jobPay', jobId: 'AbCd1234', network: 'solana' })).toBeUndefined();
  });

  it('shows the live minimum of an external job for the payment chosen, and the ceiling of its type', () => {
    expect(externalMinimum(200, 'usdc')).toEqual({ amount: '5.000000', asset: 'USDC' });
    expect(externalMinimum(200, 'balance')).toEqual({ amount: '0.024000000', asset: 'SOL' });
    expect(maxCompletionsOf('repost')).toBe(1000);
    expect(maxCompletionsOf('repost_comment')).toBe(250);
  });
});

describe('what a paid request pays for', () => {
  it('is the marketplace path of its route: the resource its challenge must name', () => {
    expect(paidPathOf({ kind: 'social', service: 'xlikes', query: { url: 'u' } })).toBe('/solana/xlikes');
    expect(paidPathOf({ kind: 'agentToHuman', network: 'base', advanced: true, query: { description: 'x' } })).toBe(
      '/base/agenttohumanadvanced',
    );
    expect(paidPathOf({ kind: 'quick', service: 'reposts', count: 100, url: 'u' })).toBe(
      '/api/x402/quick/solana/reposts-100',
    );
    expect(paidPathOf({ kind: 'jobPay', jobId: 'AbCd1234', network: 'solana' })).toBe('/api/x402/jobs/AbCd1234/pay');
    expect(paidPathOf({ kind: 'jobPay', jobId: 'AbCd1234', network: 'base' })).toBe('/api/x402/base/jobs/AbCd1234/pay');
  });
});

describe('how the journal knows a paid request', () => {
  it('is its route with the path and query the proxy journals it under', () => {
    const likes = {
      kind: 'social',
      service: 'xlikes',
      query: { url: 'https://x.com/a/status/1', amount: 20 },
    } as const;
    expect(journaledIntentsOf(likes)).toEqual([
      {
        routeId: 'launch.xlikes',
        intent: { path: '/solana/xlikes', query: { url: 'https://x.com/a/status/1', amount: '20' } },
        request: likes,
      },
    ]);
  });

  it('knows a job’s payment on either network, since a job is paid once', () => {
    // Each with the request as it was made on its network: an earlier payment in doubt is recovered on that one.
    const intents = [
      {
        routeId: 'launch.jobPay',
        intent: { path: '/api/x402/jobs/AbCd1234/pay', query: {} },
        request: { kind: 'jobPay', jobId: 'AbCd1234', network: 'solana' },
      },
      {
        routeId: 'launch.jobPayBase',
        intent: { path: '/api/x402/base/jobs/AbCd1234/pay', query: {} },
        request: { kind: 'jobPay', jobId: 'AbCd1234', network: 'base' },
      },
    ];
    expect(journaledIntentsOf({ kind: 'jobPay', jobId: 'AbCd1234', network: 'base' })).toEqual(intents);
    expect(journaledIntentsOf({ kind: 'jobPay', jobId: 'AbCd1234', network: 'solana' })).toEqual(intents);
  });
});

describe('where a signed payment goes (spec 4.14: the challenge’s resource is the paid retry target)', () => {
  const custom = { kind: 'agentToHuman', network: 'base', advanced: false, query: { description: 'x' } } as const;
  const key = 'launch:00000000-0000-4000-8000-000000000000';

  it('goes back to the route asked when the challenge names it', () => {
    expect(paidRetryOf(custom, key, '/prefix/base/agenttohuman')).toEqual({ request: custom, key });
    expect(paidRetryOf(custom, key, undefined)).toEqual({ request: custom, key });
  });

  it('goes to the new job’s own payment address when the challenge names it, under a key of its own', () => {
    expect(paidRetryOf(custom, key, '/api/x402/base/jobs/AbCd1234/pay')).toEqual({
      request: { kind: 'jobPay', jobId: 'AbCd1234', network: 'base' },
      key: `${key}:job-payment`,
    });
    const likes = { kind: 'social', service: 'xlikes', query: { url: 'u' } } as const;
    expect(paidRetryOf(likes, key, '/api/x402/jobs/Zz9/pay').request).toEqual({
      kind: 'jobPay',
      jobId: 'Zz9',
      network: 'solana',
    });
  });

  it('keeps a job’s own payment on its route', () => {
    const jobPay = { kind: 'jobPay', jobId: 'AbCd1234', network: 'solana' } as const;
    expect(paidRetryOf(jobPay, key, '/api/x402/jobs/Other1/pay')).toEqual({ request: jobPay, key });
  });
});
