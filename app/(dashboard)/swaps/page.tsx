import { SwapsSignIn } from '@/components/account/sign-in-prompts';
import { Hydrated } from '@/components/prefetched';
import { SwapsViewLazy as SwapsView } from '@/components/swaps/swaps-view-lazy';
import { accountQueries } from '@/lib/marketplace/account/client';
import { swapQueries } from '@/lib/marketplace/swaps/client';
import { signedInSession } from '@/lib/server/page-session';
import { inProcessTransport } from '@/lib/server/transport';

export const metadata = { title: 'Swaps' };

/**
 * Signed out, a sign-in prompt rendered here, without the swaps' code. Signed in, the balances and the history's
 * first page are read here with the visitor's session and handed to the browser's query cache, so the first paint
 * shows them; a read the server could not make is left to the browser, which says why.
 */
export default async function SwapsPage() {
  const session = await signedInSession();
  if (!session) return <SwapsSignIn />;
  const transport = inProcessTransport(session);
  return (
    <Hydrated
      prefetch={(client) =>
        Promise.all([
          client.prefetchQuery({ ...accountQueries.profile(transport), retry: false }),
          client.prefetchQuery({ ...swapQueries.history(0, undefined, transport), retry: false }),
        ])
      }
    >
      <SwapsView />
    </Hydrated>
  );
}
