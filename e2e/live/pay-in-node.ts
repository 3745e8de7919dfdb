/**
 * A store purchase paid from a key held here, through the live dashboard's
 * proxy, as the checkout dialog sends it: the quote (402), the requirement
 * signed with the official x402 client (allowed to spend mainnet USDC only),
 * then the identical request with PAYMENT-SIGNATURE. `page.request` shares the
 * browser's session, so the purchase page reads it with the checkout token the
 * proxy keeps for that session.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { createKeyPairSignerFromPrivateKeyBytes } from '@solana/kit';
import { x402Client } from '@x402/core/client';
import { decodePaymentRequiredHeader, encodePaymentSignatureHeader } from '@x402/core/http';
import { ExactEvmScheme } from '@x402/evm/exact/client';
import { ExactSvmScheme } from '@x402/svm/exact/client';
import { getAddress } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { MAINNET_USDC } from '../../lib/marketplace/assets';
import type { Network } from '../../lib/marketplace/schema';
import { BASE_MAINNET, SOLANA_MAINNET } from '../../lib/marketplace/siwx';
import { evmKeySigner, solanaKeySigner } from '../../lib/wallet/key-signers';
import { LIVE, expect } from './live';

/** At most 1000 USDC per payment, in atomic units. */
const CAP = '1000000000';

async function clientFor(network: Network): Promise<x402Client> {
  if (network === 'base') {
    return new x402Client()
      .register(BASE_MAINNET, new ExactEvmScheme(privateKeyToAccount(evmKeySigner().privateKey)))
      .setSpendControls({
        allowedAssets: [{ network: BASE_MAINNET, asset: getAddress(MAINNET_USDC.base), maxAmountPerPayment: CAP }],
      });
  }
  const keys = await createKeyPairSignerFromPrivateKeyBytes((await solanaKeySigner()).seed);
  // The payment client's two reads go to the live pair's RPC, as the dashboard's relay would send them.
  return new x402Client()
    .register(SOLANA_MAINNET, new ExactSvmScheme(keys, { rpcUrl: `${LIVE.sandboxUrl}/solana-rpc` }))
    .setSpendControls({
      allowedAssets: [{ network: SOLANA_MAINNET, asset: MAINNET_USDC.solana, maxAmountPerPayment: CAP }],
    });
}

export interface PaidPurchase {
  purchaseId: string;
  transactionId: string;
}

export async function buyInNode(page: Page, productId: string, network: Network): Promise<PaidPurchase> {
  const sameOrigin = { 'sec-fetch-site': 'same-origin' };
  const body = { productId, network, idempotencyKey: `buy:${randomBytes(12).toString('hex')}` };
  const quote = await page.request.post('/api/marketplace/store/purchase', { headers: sameOrigin, data: body });
  expect(quote.status(), await quote.text()).toBe(402);
  const required = decodePaymentRequiredHeader(quote.headers()['payment-required']!);
  const signature = encodePaymentSignatureHeader(await (await clientFor(network)).createPaymentPayload(required));
  const paid = await page.request.post('/api/marketplace/store/purchase', {
    headers: { ...sameOrigin, 'payment-signature': signature },
    data: body,
  });
  const answer = (await paid.json()) as {
    purchase?: { purchaseId: string; payment: { transactionId: string | null } };
  };
  expect(paid.status(), JSON.stringify(answer)).toBeLessThan(300);
  const { purchaseId, payment } = answer.purchase!;
  expect(payment.transactionId, 'the purchase’s transaction').toBeTruthy();
  return { purchaseId, transactionId: payment.transactionId! };
}
