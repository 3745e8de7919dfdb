import { SwapsSignIn } from '@/components/account/sign-in-prompts';
import { SwapsView } from '@/components/swaps/swaps-view';
import { balancesOfProfile } from '@/lib/marketplace/account/balances';
import { accountRoutes } from '@/lib/marketplace/account/contract';
import { callRoute } from '@/lib/marketplace/call';
import { swapRoutes } from '@/lib/marketplace/swaps/contract';
import { SWAP_LIMITS } from '@/lib/marketplace/swaps/terms';
import { getEnv } from '@/lib/server/env';
import { signedInSession } from '@/lib/server/page-session';
import { serverRead } from '@/lib/server/server-read';
import { inProcessTransport } from '@/lib/server/transport';

export const metadata = { title: 'Swaps' };

/**
 * Signed out, a sign-in prompt rendered here, without the swaps' code. Signed in, the balances and the history's
 * first page are read here with the visitor's session and rendered on the server: the browser gets the page's
 * controls, and the view that follows a swap live loads only when there is one to follow.
 */
export default async function SwapsPage() {
  const session = await signedInSession();
  if (!session) return <SwapsSignIn />;
  const transport = inProcessTransport(session);
  const [balances, history] = await Promise.all([
    serverRead(
      callRoute(accountRoutes.profile, { transport }).then(({ data, fetchedAt }) => ({
        data: { balances: balancesOfProfile(data), fetchedAt },
      })),
    ),
    serverRead(
      callRoute(swapRoutes.history, {
        body: { limit: SWAP_LIMITS.historyLimitDefault, offset: 0 },
        transport,
      }).then(({ data, fetchedAt }) => ({ data: { ...data, fetchedAt } })),
    ),
  ]);
  return <SwapsView balances={balances} history={history} priced={getEnv().upstreamIsSandbox} />;
}
