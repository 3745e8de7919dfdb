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
import { fetchUpstream } from './upstream';

let sandboxTerms: Promise<PaymentTerms | null> | undefined;

/** The sandbox's own payment addresses, read once per process (again after a failed read). */
function readSandboxTerms(): Promise<PaymentTerms | null> {
  sandboxTerms ??= (async () => {
    try {
      const response = await fetchUpstream({
        method: 'GET',
        pathAndQuery: '/__sandbox/info',
        headers: { accept: 'application/json' },
        timeoutMs: 5_000,
      });
      const info = (await response.json()) as {
        payments?: Record<'solana' | 'base', { asset: string; payTo: string }>;
      };
      if (!response.ok || !info.payments) throw new Error('the sandbox did not report its payment addresses');
      const { solana, base } = info.payments;
      return {
        usdc: { solana: [solana.asset], base: [base.asset] },
        payees: { solana: [solana.payTo], base: [base.payTo] },
      };
    } catch (error) {
      console.error(`[payment-terms] ${error instanceof Error ? error.message : String(error)}`);
      sandboxTerms = undefined;
      return null;
    }
  })();
  return sandboxTerms;
}

/** The terms every signature is checked against; null when the sandbox could not be asked (payments are then refused, never signed blind). */
export async function paymentTerms(): Promise<PaymentTerms | null> {
  const env = getEnv();
  if (env.upstreamIsSandbox) return readSandboxTerms();
  const usdc = { solana: [MAINNET_USDC.solana], base: [MAINNET_USDC.base] };
  return env.payTo ? { usdc, payees: env.payTo } : { usdc };
}
