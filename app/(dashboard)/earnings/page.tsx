import { EarningsSignIn } from '@/components/account/sign-in-prompts';
import { EarningsView } from '@/components/earnings/earnings-view';
import { placeOf } from '@/components/earnings/place';
import { readEarnings } from '@/lib/marketplace/earnings/client';
import { EARNINGS_LIMITS } from '@/lib/marketplace/earnings/terms';
import { signedInSession } from '@/lib/server/page-session';
import { serverRead } from '@/lib/server/server-read';
import { inProcessTransport } from '@/lib/server/transport';
import { searchParamsOf, type PageSearchParams } from '@/lib/search-params';

export const metadata = { title: 'Earnings' };

/**
 * Signed in, the report the URL names is read with the visitor's session and the page is rendered on the server: the
 * browser gets only its controls. A read refused (inside the 10 s window between reads) is said in plain words and
 * read again once the window opens. Signed out, a sign-in prompt rendered here.
 */
export default async function EarningsPage({ searchParams }: { searchParams: PageSearchParams }) {
  const session = await signedInSession();
  if (!session) return <EarningsSignIn />;
  const place = placeOf(searchParamsOf(await searchParams));
  const read = await serverRead(
    readEarnings(
      place.view,
      { range: place.range, page: place.page, perPage: EARNINGS_LIMITS.perPageDefault },
      { transport: inProcessTransport(session) },
    ),
  );
  return <EarningsView place={place} read={read} />;
}
