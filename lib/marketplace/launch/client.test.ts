import { describe, expect, it } from 'vitest';
import { MarketplaceError } from '../errors';
import { externalMinimum, maxCompletionsOf, priceOf, requirementToSign } from './client';
import type { LaunchChallenge } from './contract';

const challengeFor = (amount: string, version: 1 | 2 = 2): LaunchChallenge => ({
  x402Version: version,
  accepts: [
    {
      scheme: 'exact',
      network: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      maxAmountRequired: amount,
      ...(version === 2 ? { amount } : {}),
      resource: 'https://m/solana/xlikes',
      description: '40 likes',
      mimeType: 'application/json',
      payTo: 'P',
      asset: 'A',
      maxTimeoutSeconds: 60,
    },
  ],
});

describe('prices the forms show', () => {
  it('prices each paid request as the marketplace charges it, with the contract’s defaults', () => {
    expect(priceOf({ kind: 'social', service: 'xlikes', query: { url: 'u' } })?.atomic).toBe('1000000');
    expect(priceOf({ kind: 'social', service: 'xviews', query: { url: 'u' } })?.amount).toBe('0.300000');
    expect(priceOf({ kind: 'agentToHuman', network: 'base', advanced: false, query: { description: 'x' } })?.amount).toBe('0.250000');
    expect(priceOf({ kind: 'agentToHuman', network: 'base', advanced: true, query: { description: 'x', winners: 4, perUser: '1.5' } })?.amount).toBe('6.000000');
    expect(priceOf({ kind: 'quick', service: 'reposts', count: 100, url: 'u' })?.amount).toBe('2.500000');
    expect(priceOf({ kind: 'jobPay', jobId: 'AbCd1234' })).toBeUndefined();
  });

  it('shows the live minimum of an external job for the payment chosen, and the ceiling of its type', () => {
    expect(externalMinimum(200, 'usdc')).toEqual({ amount: '5.000000', asset: 'USDC' });
    expect(externalMinimum(200, 'balance')).toEqual({ amount: '0.024000000', asset: 'SOL' });
    expect(maxCompletionsOf('repost')).toBe(1000);
    expect(maxCompletionsOf('repost_comment')).toBe(250);
  });
});

describe('the requirement to sign', () => {
  it('is the challenge’s requirement when it asks at most the price shown (v2 amount, v1 maxAmountRequired)', () => {
    expect(requirementToSign(challengeFor('1000000'), '1000000').resource).toBe('https://m/solana/xlikes');
    expect(requirementToSign(challengeFor('999999', 1), '1000000').maxAmountRequired).toBe('999999');
  });

  it('is refused before signing when the challenge asks for more', () => {
    expect(() => requirementToSign(challengeFor('1000001'), '1000000')).toThrow(MarketplaceError);
    expect(() => requirementToSign(challengeFor('1000001', 1), '1000000')).toThrow(MarketplaceError);
    expect(() => requirementToSign({ x402Version: 2, accepts: [] }, '1')).toThrow(MarketplaceError);
  });
});
