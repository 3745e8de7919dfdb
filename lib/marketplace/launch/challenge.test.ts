import { describe, expect, it } from 'vitest';
import { MAINNET_USDC } from '../assets';
import { askedAtomic, requirementToSign, resourcePathFor } from '../payment-guard';
import { SOLANA_MAINNET } from '../siwx';
import { challengeSchema } from './contract';

const PAY_TO = 'BPFLoaderUpgradeab1e11111111111111111111111';
const requirement = {
  scheme: 'exact',
  network: SOLANA_MAINNET,
  asset: MAINNET_USDC.solana,
  payTo: PAY_TO,
  maxTimeoutSeconds: 60,
  extra: { feePayer: PAY_TO },
};
/** A v2 challenge in the standard form the live service sends: `amount`, and the resource named once beside the requirements. */
const liveV2 = {
  x402Version: 2,
  resource: { url: 'https://api.example/solana/xlikes?url=u&amount=40', description: '40 likes', mimeType: '' },
  accepts: [{ ...requirement, amount: '1000000' }],
};
/** Spec 2.14's v1 form: the amount in `maxAmountRequired`, the resource on each requirement. */
const v1 = {
  x402Version: 1,
  accepts: [
    {
      ...requirement,
      network: 'solana',
      maxAmountRequired: '1000000',
      resource: 'https://api.example/api/x402/jobs/AbCd1234/pay',
      description: 'Job AbCd1234',
      mimeType: 'application/json',
    },
  ],
};
const terms = { usdc: { solana: [MAINNET_USDC.solana], base: [MAINNET_USDC.base] }, payees: { solana: [PAY_TO] } };

describe('a paid launch’s challenge', () => {
  it('is read in the live v2 form, and signed for the route it names', () => {
    const challenge = challengeSchema.parse(liveV2);
    const [asked] = challenge.accepts;
    expect(askedAtomic(challenge, asked!)).toBe('1000000');
    expect(resourcePathFor(challenge, asked!)).toBe('/solana/xlikes');
    const confirmed = { network: 'solana' as const, maxAtomic: '1000000', resourcePath: '/solana/xlikes', terms };
    expect(requirementToSign(challenge, confirmed)).toBe(challenge.accepts[0]);
  });

  it('is read in the contract’s v1 form', () => {
    const challenge = challengeSchema.parse(v1);
    expect(askedAtomic(challenge, challenge.accepts[0]!)).toBe('1000000');
    expect(resourcePathFor(challenge, challenge.accepts[0]!)).toBe('/api/x402/jobs/AbCd1234/pay');
  });

  it('is refused without the amount its version names', () => {
    expect(
      challengeSchema.safeParse({ ...liveV2, accepts: [{ ...requirement, maxAmountRequired: '1' }] }).success,
    ).toBe(false);
    expect(
      challengeSchema.safeParse({ ...v1, accepts: [{ ...v1.accepts[0], maxAmountRequired: undefined }] }).success,
    ).toBe(false);
    expect(challengeSchema.safeParse({ ...liveV2, accepts: [{ ...requirement, amount: '1.5' }] }).success).toBe(false);
  });
});
