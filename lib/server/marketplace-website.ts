/**
 * The marketplace's public website (the contract's `{site_url}`), where what the
 * dashboard cannot act on is handled: a seller's orders, above all. Against the
 * live service it is MARKETPLACE_SITE_URL, else the live site; against the
 * sandbox, the site it reports at `/__sandbox/info` (its SANDBOX_SITE_URL).
 */
import 'server-only';
import { webLink } from '@/lib/link';
import { getEnv } from './env';
import { fetchUpstream } from './upstream';

/** The live service's website (docs: the live service's public facts). */
const LIVE_WEBSITE = 'https://wurk.fun';

let sandboxWebsite: Promise<string | null> | undefined;

/** The sandbox's site origin, read once per process (again after a failed read). */
function readSandboxWebsite(): Promise<string | null> {
  sandboxWebsite ??= (async () => {
    try {
      const response = await fetchUpstream({
        method: 'GET',
        pathAndQuery: '/__sandbox/info',
        headers: { accept: 'application/json' },
        timeoutMs: 5_000,
      });
      const info = (await response.json()) as { siteUrl?: unknown };
      const site = typeof info.siteUrl === 'string' ? webLink(info.siteUrl) : undefined;
      if (!response.ok || !site) throw new Error('the sandbox did not report its site');
      return site.origin;
    } catch (error) {
      console.error(`[marketplace-website] ${error instanceof Error ? error.message : String(error)}`);
      sandboxWebsite = undefined;
      return null;
    }
  })();
  return sandboxWebsite;
}

/** The website's origin; null when the sandbox could not be asked (then nothing links there). */
export async function marketplaceWebsite(): Promise<string | null> {
  const env = getEnv();
  if (env.marketplaceSiteUrl) return env.marketplaceSiteUrl;
  return env.upstreamIsSandbox ? readSandboxWebsite() : LIVE_WEBSITE;
}
