/**
 * What the sandbox reports about itself at `/__sandbox/info`: its website (the
 * contract's `{site_url}`) and what a payment to it looks like. Read once per
 * process and kept; a failed read is not kept, so the next caller asks again.
 * Against the live service nothing is read: those facts come from configuration.
 */
import 'server-only';
import { z } from 'zod';
import { webLink } from '@/lib/link';
import { getEnv } from './env';
import { fetchUpstream } from './upstream';

const payment = z.object({ asset: z.string().min(1), payTo: z.string().min(1) });
const infoAnswer = z.object({
  siteUrl: z.string().optional(),
  payments: z.object({ solana: payment, base: payment }),
});

interface SandboxInfo {
  /** The sandbox's website origin; null when it reports none that is a web address. */
  siteOrigin: string | null;
  /** The test token and payee of each network. */
  payments: Record<'solana' | 'base', { asset: string; payTo: string }>;
}

let kept: Promise<SandboxInfo | null> | undefined;

async function read(): Promise<SandboxInfo | null> {
  try {
    const response = await fetchUpstream({
      method: 'GET',
      pathAndQuery: '/__sandbox/info',
      headers: { accept: 'application/json' },
      timeoutMs: 5_000,
    });
    const parsed = response.ok ? infoAnswer.safeParse(await response.json().catch(() => null)) : undefined;
    if (!parsed?.success) throw new Error('the sandbox did not report its payment addresses');
    const site = parsed.data.siteUrl === undefined ? undefined : webLink(parsed.data.siteUrl);
    return { siteOrigin: site?.origin ?? null, payments: parsed.data.payments };
  } catch (error) {
    console.error(`[sandbox-info] ${error instanceof Error ? error.message : String(error)}`);
    kept = undefined;
    return null;
  }
}

/** The sandbox's report; null against the live service (never read) or when the sandbox could not be asked. */
export function sandboxInfo(): Promise<SandboxInfo | null> {
  if (!getEnv().upstreamIsSandbox) return Promise.resolve(null);
  kept ??= read();
  return kept;
}
