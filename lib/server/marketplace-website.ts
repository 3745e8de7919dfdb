/**
 * The marketplace's public website (the contract's `{site_url}`), where what the
 * dashboard cannot act on is handled: a seller's orders, above all. Against the
 * live service it is MARKETPLACE_SITE_URL, else the live site; against the
 * sandbox, the site it reports at `/__sandbox/info` (its SANDBOX_SITE_URL).
 */
import 'server-only';
import { getEnv } from './env';
import { sandboxInfo } from './sandbox-info';

/** The live service's website (docs: the live service's public facts). */
const LIVE_WEBSITE = 'https://wurk.fun';

/** The website's origin; null when the sandbox could not be asked (then nothing links there). */
export async function marketplaceWebsite(): Promise<string | null> {
  const env = getEnv();
  if (env.marketplaceSiteUrl) return env.marketplaceSiteUrl;
  return env.upstreamIsSandbox ? ((await sandboxInfo())?.siteOrigin ?? null) : LIVE_WEBSITE;
}
