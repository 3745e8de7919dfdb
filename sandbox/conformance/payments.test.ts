/** x402 payments: the 402 challenge on both networks, the sandbox Solana RPC, verification, replays, the ledger, and standard clients. */
import { getBase58Encoder, getBase64Encoder } from '@solana/kit';
import { getMintDecoder, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { decodePaymentResponseHeader, encodePaymentSignatureHeader } from '@x402/core/http';
import type { PaymentPayload } from '@x402/core/types';
import { wrapFetchWithPayment } from '@x402/fetch';
import { USDC_MAINNET_ADDRESS } from '@x402/svm';
import { getAddress } from 'viem';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { safeParse } from '@/lib/marketplace/schema';
import { decodeBase64Json } from '@/lib/marketplace/siwx';
import { normalize } from '@/lib/money';
import { sandboxConfigFrom } from '../config';
import { sandboxPaymentAddresses } from '../payments';
import {
  buy,
  evmPayer,
  fixedPriceProduct,
  ledgerOf,
  newKey,
  newToken,
  paymentRequiredOf,
  payerFor,
  postCheckout,
  sandboxNow,
  signChallenge,
  solanaPayer,
  startSandbox,
  storeBody,
  type RunningSandbox,
} from './harness';
import { checkoutSchema, purchaseSchema } from '@/lib/marketplace/checkout/contract';

let sb: RunningSandbox;
let productId: string;
const addresses = sandboxPaymentAddresses();
const REAL_BASE_USDC = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';

beforeAll(async () => {
  sb = await startSandbox();
  productId = (await fixedPriceProduct(sb)).id;
});
afterAll(() => sb.stop());
beforeEach(() => sb.control('/clock', { advanceSeconds: 3600 }));

const rpc = async (body: unknown) =>
  (
    await sb.call('/solana-rpc', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  ).json() as Promise<Record<string, any>>;

describe('the 402 challenge', () => {
  it('offers one Solana requirement in the body and the PAYMENT-REQUIRED header, per 2.14 and x402 v2', async () => {
    await sb.control('/clock', { freeze: true });
    try {
      const now = await sandboxNow(sb);
      const quote = await postCheckout(sb, '/store/purchase', storeBody(productId, 'solana'), {
        'x-checkout-token': newToken(),
      });
      expect(quote.status).toBe(402);
      expect(quote.headers.get('cache-control')).toBe('no-store');
      const header = paymentRequiredOf(quote);
      expect(header).toEqual(quote.body);
      expect(quote.body).toMatchObject({
        x402Version: 2,
        resource: { url: `${sb.url}/store/purchase`, mimeType: 'application/json' },
      });
      expect(typeof quote.body.error).toBe('string');
      expect(quote.body.accepts).toHaveLength(1);
      const [requirement] = quote.body.accepts;
      const { checkout } = quote.body;
      expect(requirement).toEqual({
        scheme: 'exact',
        network: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        amount: checkout.payment.amountAtomic,
        maxAmountRequired: checkout.payment.amountAtomic,
        asset: addresses.solana.mint,
        payTo: addresses.solana.payTo,
        maxTimeoutSeconds: 60,
        resource: `${sb.url}/store/purchase`,
        description: checkout.summary,
        mimeType: 'application/json',
        extra: { feePayer: addresses.solana.feePayer },
      });
      expect(requirement.asset).not.toBe(USDC_MAINNET_ADDRESS);
      expect(safeParse(checkoutSchema, checkout).success).toBe(true);
      expect(checkout).toMatchObject({
        family: 'store',
        network: 'solana',
        status: 'awaiting_payment',
        productId,
        payment: { asset: 'USDC', transactionId: null },
      });
      // A 30-minute quote on the sandbox clock; settlement must start more than 60 s before its end.
      expect(Date.parse(checkout.payment.expiresAt)).toBe(now + 30 * 60_000);
      expect(Date.parse(checkout.payment.initiateBefore)).toBe(now + 30 * 60_000 - 60_000);
    } finally {
      await sb.control('/clock', { freeze: false });
    }
  });

  it('offers one Base requirement with the sandbox token’s EIP-712 name and version', async () => {
    const quote = await postCheckout(sb, '/store/purchase', storeBody(productId, 'base'), {
      'x-checkout-token': newToken(),
    });
    expect(quote.status).toBe(402);
    expect(paymentRequiredOf(quote)).toEqual(quote.body);
    const [requirement] = quote.body.accepts;
    expect(requirement).toMatchObject({
      scheme: 'exact',
      network: 'eip155:8453',
      amount: quote.body.checkout.payment.amountAtomic,
      maxAmountRequired: quote.body.checkout.payment.amountAtomic,
      asset: addresses.base.asset,
      payTo: addresses.base.payTo,
      maxTimeoutSeconds: 60,
      mimeType: 'application/json',
      extra: { name: 'USD Coin', version: '2' },
    });
    expect(requirement.extra.feePayer).toBeUndefined();
    expect(getAddress(requirement.asset)).toBe(requirement.asset);
    expect(getAddress(requirement.payTo)).toBe(requirement.payTo);
    expect(requirement.asset).not.toBe(REAL_BASE_USDC);
  });

  it('generates a checkout token once when the first request has none', async () => {
    const body = storeBody(productId, 'base');
    const first = await postCheckout(sb, '/store/purchase', body);
    expect(first.status).toBe(402);
    const token = first.body.checkout.token as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(paymentRequiredOf(first).checkout.token).toBe(token);
    const again = await postCheckout(sb, '/store/purchase', body, { 'x-checkout-token': token });
    expect(again.status).toBe(402);
    expect(again.body.checkout.id).toBe(first.body.checkout.id);
    expect(again.body.checkout.token).toBeUndefined();
    const withoutToken = await postCheckout(sb, '/store/purchase', body);
    expect(withoutToken.status).toBe(401);
    expect(withoutToken.body.errorCode).toBe('CHECKOUT_TOKEN_INVALID');
    // The saved token is what the paid retry carries.
    const payer = await evmPayer();
    const paid = await postCheckout(sb, '/store/purchase', body, {
      'x-checkout-token': token,
      'payment-signature': await signChallenge(payer, again),
    });
    expect(paid.status).toBe(200);
    expect(paid.body.purchase.status).toBe('payment_confirmed');
  });
});

describe('payment addresses', () => {
  it('derives them deterministically and lets the environment override them', async () => {
    expect(sandboxPaymentAddresses()).toEqual(addresses);
    expect(new Set([addresses.solana.payTo, addresses.solana.feePayer, addresses.solana.mint]).size).toBe(3);
    const payTo = sandboxPaymentAddresses().solana.mint;
    const evmAsset = '0x1111111111111111111111111111111111111111';
    const other = await startSandbox({ SANDBOX_SOLANA_PAY_TO: payTo, SANDBOX_EVM_ASSET: evmAsset });
    try {
      const solana = await postCheckout(other, '/store/purchase', storeBody(productId, 'solana'), {
        'x-checkout-token': newToken(),
      });
      expect(solana.body.accepts[0].payTo).toBe(payTo);
      const base = await postCheckout(other, '/store/purchase', storeBody(productId, 'base'), {
        'x-checkout-token': newToken(),
      });
      expect(base.body.accepts[0].asset).toBe(evmAsset);
    } finally {
      await other.stop();
    }
    expect(() => sandboxConfigFrom({ SANDBOX_EVM_PAY_TO: 'not-an-address' })).toThrow(/SANDBOX_EVM_PAY_TO/);
    // A second sandbox is started and seeded inside the test.
  }, 120_000);
});

describe('the Solana RPC', () => {
  it('serves the sandbox mint with 6 decimals, owned by the token program', async () => {
    const reply = await rpc({
      jsonrpc: '2.0',
      id: 7,
      method: 'getAccountInfo',
      params: [addresses.solana.mint, { encoding: 'base64' }],
    });
    expect(reply.id).toBe(7);
    const { value } = reply.result;
    expect(value.owner).toBe(TOKEN_PROGRAM_ADDRESS);
    expect(value.data[1]).toBe('base64');
    const mint = getMintDecoder().decode(getBase64Encoder().encode(value.data[0]));
    expect(mint).toMatchObject({ decimals: 6, isInitialized: true });
  });

  it('answers null for unknown accounts, issues distinct blockhashes, and refuses other methods', async () => {
    expect(
      (await rpc({ jsonrpc: '2.0', id: 1, method: 'getAccountInfo', params: [addresses.solana.payTo] })).result.value,
    ).toBeNull();
    const a = (
      await rpc({ jsonrpc: '2.0', id: 2, method: 'getLatestBlockhash', params: [{ commitment: 'confirmed' }] })
    ).result.value;
    const b = (await rpc({ jsonrpc: '2.0', id: 3, method: 'getLatestBlockhash', params: [] })).result.value;
    expect(getBase58Encoder().encode(a.blockhash)).toHaveLength(32);
    expect(a.blockhash).not.toBe(b.blockhash);
    expect(typeof a.lastValidBlockHeight).toBe('number');
    expect((await rpc({ jsonrpc: '2.0', id: 4, method: 'getBalance', params: [] })).error).toMatchObject({
      code: -32601,
    });
    const parseError = await (
      await sb.call('/solana-rpc', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' })
    ).json();
    expect(parseError).toMatchObject({ error: { code: -32700 } });
  });

  it('pins blockhashes: a transaction on a blockhash the sandbox never issued does not verify', async () => {
    const payer = await solanaPayer(sb);
    const token = newToken();
    const body = storeBody(productId, 'solana');
    const quote = await postCheckout(sb, '/store/purchase', body, { 'x-checkout-token': token });
    const required = paymentRequiredOf(quote);
    const stale = {
      ...required,
      accepts: [
        {
          ...required.accepts[0]!,
          extra: { ...required.accepts[0]!.extra, recentBlockhash: '11111111111111111111111111111111' },
        },
      ],
    };
    const signature = encodePaymentSignatureHeader(await payer.client.createPaymentPayload(stale));
    const refused = await postCheckout(sb, '/store/purchase', body, {
      'x-checkout-token': token,
      'payment-signature': signature,
    });
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({ ok: false, errorCode: 'CHECKOUT_PAYMENT_INVALID', x402Version: 2 });
    expect(refused.body.message).toContain('simulation');
    expect(refused.headers.get('payment-required')).toBeTruthy();
    expect(await ledgerOf(sb, quote.body.checkout.id)).toEqual([]);
  });
});

describe('verification', () => {
  it.each(['base', 'solana'] as const)(
    'refuses a %s authorization replayed on another checkout with 409 CHECKOUT_PAYMENT_REPLAYED',
    async (network) => {
      const payer = await payerFor(sb, network);
      const first = await buy(sb, '/store/purchase', storeBody(productId, network), payer);
      expect(first.paid.status).toBe(200);
      const token = newToken();
      const other = storeBody(productId, network);
      const quote = await postCheckout(sb, '/store/purchase', other, { 'x-checkout-token': token });
      expect(quote.status).toBe(402);
      const replay = await postCheckout(sb, '/store/purchase', other, {
        'x-checkout-token': token,
        'payment-signature': first.signature,
      });
      expect(replay.status).toBe(409);
      expect(replay.body).toMatchObject({ ok: false, errorCode: 'CHECKOUT_PAYMENT_REPLAYED' });
      expect(await ledgerOf(sb, quote.body.checkout.id)).toEqual([]);
    },
  );

  it('refuses a payment signed for another checkout with 402 CHECKOUT_PAYMENT_MISMATCH', async () => {
    const payer = await evmPayer();
    const a = storeBody(productId, 'base');
    const b = storeBody(productId, 'base');
    const [tokenA, tokenB] = [newToken(), newToken()];
    const quoteA = await postCheckout(sb, '/store/purchase', a, { 'x-checkout-token': tokenA });
    await postCheckout(sb, '/store/purchase', b, { 'x-checkout-token': tokenB });
    const refused = await postCheckout(sb, '/store/purchase', b, {
      'x-checkout-token': tokenB,
      'payment-signature': await signChallenge(payer, quoteA),
    });
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({ ok: false, errorCode: 'CHECKOUT_PAYMENT_MISMATCH', x402Version: 2 });
    expect(paymentRequiredOf(refused).checkout.status).toBe('awaiting_payment');
  });

  it('refuses a tampered or malformed signature with 402 CHECKOUT_PAYMENT_INVALID', async () => {
    const payer = await evmPayer();
    const body = storeBody(productId, 'base');
    const token = newToken();
    const quote = await postCheckout(sb, '/store/purchase', body, { 'x-checkout-token': token });
    const payload = decodeBase64Json(await signChallenge(payer, quote)) as { payload: { signature: string } };
    const flipped =
      payload.payload.signature.slice(0, -4) + (payload.payload.signature.endsWith('1c') ? '001b' : '001c');
    const tampered = encodePaymentSignatureHeader({
      ...(payload as object),
      payload: { ...payload.payload, signature: flipped },
    } as unknown as PaymentPayload);
    for (const header of [tampered, 'not base64!', Buffer.from('{"x402Version":1}').toString('base64')]) {
      const refused = await postCheckout(sb, '/store/purchase', body, {
        'x-checkout-token': token,
        'payment-signature': header,
      });
      expect(refused.status, header.slice(0, 20)).toBe(402);
      expect(refused.body.errorCode).toBe('CHECKOUT_PAYMENT_INVALID');
    }
    expect(await ledgerOf(sb, quote.body.checkout.id)).toEqual([]);
  });
});

describe('the ledger', () => {
  it.each(['base', 'solana'] as const)(
    'records exactly one %s payment per paid checkout, however often it is repeated',
    async (network) => {
      const payer = await payerFor(sb, network);
      const body = storeBody(productId, network);
      const { token, signature, paid } = await buy(sb, '/store/purchase', body, payer);
      const purchase = paid.body.purchase;
      for (const headers of [
        { 'x-checkout-token': token, 'payment-signature': signature },
        { 'x-checkout-token': token },
      ] as Array<Record<string, string>>) {
        const repeat = await postCheckout(sb, '/store/purchase', body, headers);
        expect(repeat.status).toBe(200);
        expect(repeat.body.purchase.purchaseId).toBe(purchase.purchaseId);
      }
      const entries = await ledgerOf(sb, purchase.purchaseId);
      expect(entries.filter((e) => e.kind === 'payment')).toEqual([
        expect.objectContaining({
          kind: 'payment',
          wallet: payer.address,
          asset: network === 'base' ? 'USDC_BASE' : 'USDC',
          amount: normalize(purchase.payment.amount),
          ref: purchase.purchaseId,
        }),
      ]);
    },
  );
});

describe('standard x402 clients', () => {
  it('is paid by @x402/fetch wrapFetchWithPayment with no project code in the loop', async () => {
    const payer = await solanaPayer(sb);
    const paidFetch = wrapFetchWithPayment(fetch, payer.client);
    const response = await paidFetch(`${sb.url}/store/purchase`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-checkout-token': newToken() },
      body: JSON.stringify({ productId, network: 'solana', idempotencyKey: newKey('fetch') }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { purchase: Record<string, any> };
    expect(safeParse(purchaseSchema, body.purchase).success).toBe(true);
    expect(body.purchase.status).toBe('payment_confirmed');
    const settlement = decodePaymentResponseHeader(response.headers.get('payment-response')!);
    expect(settlement).toMatchObject({
      success: true,
      network: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      payer: payer.address,
      transaction: body.purchase.payment.transactionId,
    });
  });
});
