import { CreatorSignIn } from '@/components/account/sign-in-prompts';
import { CreatedJobsLazy as CreatedJobs } from '@/components/creator/creator-lazy';
import { CreatorPage } from '@/components/creator/creator-page';
import { createdStatusOf } from '@/components/creator/filters-url';
import { PrefetchedPages } from '@/components/prefetched';
import { creatorQueries } from '@/lib/marketplace/creator/client';
import { CREATOR_LIMITS } from '@/lib/marketplace/creator/terms';
import { signedInSession } from '@/lib/server/page-session';
import { inProcessTransport } from '@/lib/server/transport';
import { searchParamsOf, type PageSearchParams } from '@/lib/search-params';

const title = 'Your jobs';

export const metadata = { title };

const description = 'The jobs you published and the orders and hires you bought, newest first.';

/** Signed in, the list's first page is read before the page is sent, so the first paint shows it. */
export default async function CreatedJobsPage({ searchParams }: { searchParams: PageSearchParams }) {
  const session = await signedInSession();
  if (!session) return <CreatorSignIn frame={{ title, description }} />;
  const status = createdStatusOf(searchParamsOf(await searchParams));
  return (
    <CreatorPage title={title} description={description}>
      <PrefetchedPages query={creatorQueries.created(status, CREATOR_LIMITS.limitDefault, inProcessTransport(session))}>
        <CreatedJobs />
      </PrefetchedPages>
    </CreatorPage>
  );
}
