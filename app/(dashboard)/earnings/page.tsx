import { EarningsSignIn } from '@/components/account/sign-in-prompts';
import { EarningsViewLazy as EarningsView } from '@/components/earnings/earnings-view-lazy';
import { placeOf } from '@/components/earnings/place';
import { Prefetched } from '@/components/prefetched';
import { earningsQueries } from '@/lib/marketplace/earnings/client';
import { EARNINGS_LIMITS } from '@/lib/marketplace/earnings/terms';
import { signedInSession } from '@/lib/server/page-session';
import { inProcessTransport } from '@/lib/server/transport';
import { searchParamsOf, type PageSearchParams } from '@/lib/search-params';

export const metadata = { title: 'Earnings' };

/** Signed in, the report the URL names is read before the page is sent, so the first paint shows it; signed out, a sign-in prompt rendered here, without the view's code. */
export default async function EarningsPage({ searchParams }: { searchParams: PageSearchParams }) {
  const session = await signedInSession();
  if (!session) return <EarningsSignIn />;
  const { view, range, page } = placeOf(searchParamsOf(await searchParams));
  const transport = inProcessTransport(session);
  // The same options as the view's own read (earnings-view.tsx), so the browser finds the answer under its key.
  return view === 'overview' ? (
    <Prefetched query={earningsQueries.overview(range, transport)}>
      <EarningsView />
    </Prefetched>
  ) : (
    <Prefetched query={earningsQueries.history(view, page, EARNINGS_LIMITS.perPageDefault, range, transport)}>
      <EarningsView />
    </Prefetched>
  );
}
