/**
 * What a payment to the marketplace this dashboard talks to must look like,
 * for the pages' payment guard (`lib/marketplace/payment-guard.ts`): against
 * the live service, USDC on the mainnets (and the payees named by
 * `MARKETPLACE_PAY_TO`, when set); against the sandbox, the test tokens and
 * payees it reports at `/__sandbox/info`.
 */
import 'server-only';
import { MAINNET_USDC } from '@/lib/marketplace/assets';
import type { PaymentTerms } from '@/lib/marketplace/payment-guard';
import { getEnv } from './env';
import { sandboxInfo } from './sandbox-info';

/** The sandbox's own payment addresses; null when it could not be asked. */
async function sandboxTerms(): Promise<PaymentTerms | null> {
  const info = await sandboxInfo();
  if (!info) return null;
  const { solana, base } = info.payments;
  return {
    usdc: { solana: [solana.asset], base: [base.asset] },
    payees: { solana: [solana.payTo], base: [base.payTo] },
  };
}

/** The terms every signature is checked against; null when the sandbox could not be asked (payments are then refused, never signed blind). */
export async function paymentTerms(): Promise<PaymentTerms | null> {
  const env = getEnv();
  if (env.upstreamIsSandbox) return sandboxTerms();
  const usdc = { solana: [MAINNET_USDC.solana], base: [MAINNET_USDC.base] };
  return env.payTo ? { usdc, payees: env.payTo } : { usdc };
}
