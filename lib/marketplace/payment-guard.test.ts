import { describe, expect, it } from 'vitest';
import { confirmedQuote } from './checkout/client';
import type { Checkout } from './checkout/contract';
import { MarketplaceError, loadErrorWords } from './errors';
import { MAINNET_USDC } from './assets';
import { payeeOf, requirementToSign, type Challenge, type Confirmed } from './payment-guard';
import { BASE_MAINNET, SOLANA_MAINNET } from './siwx';

const PAY_TO = 'BPFLoaderUpgradeab1e11111111111111111111111';
const terms = { usdc: { solana: [MAINNET_USDC.solana], base: [MAINNET_USDC.base] }, payees: { solana: [PAY_TO] } };
const requirement = (overrides: Record<string, unknown> = {}) => ({
  scheme: 'exact',
  network: SOLANA_MAINNET,
  amount: '1000000',
  maxAmountRequired: '1000000',
  asset: MAINNET_USDC.solana,
  payTo: PAY_TO,
  resource: 'https://api.example/solana/xlikes?url=u&amount=40',
  ...overrides,
});
const challenge = (overrides: Record<string, unknown> = {}, version = 2): Challenge => ({
  x402Version: version,
  accepts: [requirement(overrides)],
});
const likes: Confirmed = {
  network: 'solana',
  maxAtomic: '1000000',
  resourcePath: '/solana/xlikes',
  mayNameJobPayment: true,
  terms,
};
const codeOf = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    if (error instanceof MarketplaceError) return error.code;
    throw error;
  }
  return 'signed';
};

describe('the payment guard', () => {
  it('passes a requirement that asks at most what was shown, in USDC, to the payee, for the route paid', () => {
    expect(requirementToSign(challenge(), likes).amount).toBe('1000000');
    expect(requirementToSign(challenge({ amount: '999999' }), likes).amount).toBe('999999');
    // v1 names the network bare and the amount maxAmountRequired.
    expect(codeOf(() => requirementToSign(challenge({ network: 'solana', amount: undefined }, 1), likes))).toBe(
      'signed',
    );
    // The marketplace may point the paid retry at the job's own payment address.
    expect(
      codeOf(() => requirementToSign(challenge({ resource: 'https://api.example/api/x402/jobs/AbCd1234/pay' }), likes)),
    ).toBe('signed');
    // Base addresses compare without their checksum case; a Base job's payment address is under /base (spec 4.14).
    const onBase: Confirmed = {
      network: 'base',
      maxAtomic: '5',
      resourcePath: '/base/agenttohuman',
      mayNameJobPayment: true,
      terms,
    };
    const onBaseAsking = (asset: string, resource: string) =>
      codeOf(() => requirementToSign(challenge({ network: BASE_MAINNET, amount: '5', asset, resource }), onBase));
    const checksummed = MAINNET_USDC.base.toUpperCase().replace('0X', '0x');
    expect(onBaseAsking(checksummed, 'https://a/base/agenttohuman')).toBe('signed');
    expect(onBaseAsking(MAINNET_USDC.base, 'https://a/api/x402/base/jobs/AbCd1234/pay')).toBe('signed');
  });

  it.each([
    ['more than shown', { amount: '1000001' }, 'PAYMENT_ABOVE_SHOWN_PRICE'],
    [
      'more than shown in v2, with a small maxAmountRequired beside it',
      { amount: '2000000', maxAmountRequired: '1' },
      'PAYMENT_ABOVE_SHOWN_PRICE',
    ],
    ['an amount that is not atomic units', { amount: '1.5' }, 'RESPONSE_INVALID'],
    ['another asset than USDC', { asset: 'So11111111111111111111111111111111111111112' }, 'PAYMENT_ASSET_UNEXPECTED'],
    ['another payee', { payTo: '11111111111111111111111111111111' }, 'PAYMENT_PAYEE_UNEXPECTED'],
    ['another network', { network: BASE_MAINNET }, 'PAYMENT_NETWORK_UNEXPECTED'],
    ['another scheme', { scheme: 'upto' }, 'PAYMENT_NETWORK_UNEXPECTED'],
    ['another route', { resource: 'https://api.example/solana/xviews?url=u' }, 'PAYMENT_RESOURCE_UNEXPECTED'],
    [
      'another kind of job route',
      { resource: 'https://a/api/x402/solana/jobs/AbCd1234/pay' },
      'PAYMENT_RESOURCE_UNEXPECTED',
    ],
    ['no resource', { resource: undefined }, 'PAYMENT_RESOURCE_UNEXPECTED'],
  ])('refuses, with nothing signed, a requirement asking %s', (_name, overrides, code) => {
    expect(codeOf(() => requirementToSign(challenge(overrides), likes))).toBe(code);
  });

  it('takes a job’s payment address only for new work: a job’s own payment or a checkout must name its own', () => {
    const otherJob = challenge({ resource: 'https://api.example/api/x402/jobs/Other123/pay' });
    const jobPayment: Confirmed = { ...likes, resourcePath: '/api/x402/jobs/AbCd1234/pay', mayNameJobPayment: false };
    expect(codeOf(() => requirementToSign(otherJob, jobPayment))).toBe('PAYMENT_RESOURCE_UNEXPECTED');
    const purchase: Confirmed = { ...likes, resourcePath: '/solana/store/purchase', mayNameJobPayment: undefined };
    expect(codeOf(() => requirementToSign(otherJob, purchase))).toBe('PAYMENT_RESOURCE_UNEXPECTED');
    // Nor a job's address on another network than the one paid on.
    const onBaseAddress = challenge({ resource: 'https://api.example/api/x402/base/jobs/AbCd1234/pay' });
    expect(codeOf(() => requirementToSign(onBaseAddress, likes))).toBe('PAYMENT_RESOURCE_UNEXPECTED');
  });

  it('refuses a challenge with nothing to sign, and words every refusal plainly', async () => {
    expect(codeOf(() => requirementToSign({ x402Version: 2, accepts: [] }, likes))).toBe('RESPONSE_INVALID');
    for (const code of [
      'PAYMENT_ABOVE_SHOWN_PRICE',
      'PAYMENT_NOT_SHOWN_AMOUNT',
      'PAYMENT_ASSET_UNEXPECTED',
      'PAYMENT_PAYEE_UNEXPECTED',
      'PAYMENT_NETWORK_UNEXPECTED',
      'PAYMENT_RESOURCE_UNEXPECTED',
    ]) {
      // The words a person reads once the refusal is shown (they load with the first error).
      await loadErrorWords();
      expect(new MarketplaceError({ status: 402, code }).message).toMatch(/Nothing was signed or paid\.$/);
    }
  });
});

describe('what a checkout’s payer confirms', () => {
  const checkout = {
    id: 'chk_1',
    family: 'store',
    network: 'solana',
    status: 'awaiting_payment',
    payment: { asset: 'USDC', amount: '10.000123', amountAtomic: '10000123' },
    pricing: { sellerNetUsd: '9.00', orderAmountUsdc: '10.000000', identificationAmountUsdc: '0.000123' },
  } as unknown as Checkout;
  const asked = { productId: 'p1', network: 'solana', idempotencyKey: 'purchase:1' } as const;

  it('is the amount the page shows, not the requirement’s own figure', () => {
    const confirmed = confirmedQuote('store', checkout, asked, terms);
    expect(confirmed).toMatchObject({ network: 'solana', maxAtomic: '10000123', resourcePath: '/store/purchase' });
    const quote = (amount: string) =>
      challenge({ amount, maxAmountRequired: amount, resource: 'https://api.example/store/purchase' });
    expect(codeOf(() => requirementToSign(quote('10000123'), confirmed))).toBe('signed');
    // A challenge that asks more than its own checkout shows is refused: the cap is what the person saw.
    expect(codeOf(() => requirementToSign(quote('10000124'), confirmed))).toBe('PAYMENT_ABOVE_SHOWN_PRICE');
    // Nor less: the page said exactly this amount is signed, and its last digits match the payment to its order.
    expect(codeOf(() => requirementToSign(quote('10000000'), confirmed))).toBe('PAYMENT_NOT_SHOWN_AMOUNT');
    const hire = { ...checkout, family: 'hire' } as Checkout;
    const hireAsked = { nickname: 'ada', description: 'A logo', budgetUsd: '10.00', network: 'solana' as const };
    expect(confirmedQuote('hire', hire, { ...hireAsked, idempotencyKey: 'hire:1' }, terms).resourcePath).toBe('/hire');
  });

  it('is refused before signing when the quote is not what was asked (quote-check.test.ts has the rules)', () => {
    expect(codeOf(() => confirmedQuote('store', checkout, { ...asked, network: 'base' }, terms))).toBe(
      'QUOTE_NOT_AS_ASKED',
    );
  });
});

describe('the payee a person sees before signing', () => {
  it('is the address of the requirement that would be signed on the chosen network, in either version', () => {
    const v2 = {
      x402Version: 2,
      accepts: [
        { scheme: 'upto', network: SOLANA_MAINNET, payTo: 'NotSigned' },
        { scheme: 'exact', network: BASE_MAINNET, payTo: '0xBase' },
        { scheme: 'exact', network: SOLANA_MAINNET, payTo: 'SoLPayee' },
      ],
    };
    expect(payeeOf(v2, 'solana')).toBe('SoLPayee');
    expect(payeeOf(v2, 'base')).toBe('0xBase');
    const v1 = { x402Version: 1, accepts: [{ scheme: 'exact', network: 'solana', payTo: 'V1Payee' }] };
    expect(payeeOf(v1, 'solana')).toBe('V1Payee');
    expect(payeeOf(v1, 'base')).toBeUndefined();
    expect(
      payeeOf({ x402Version: 2, accepts: [{ scheme: 'exact', network: SOLANA_MAINNET }] }, 'solana'),
    ).toBeUndefined();
  });
});
