import { CreatorSignIn } from '@/components/account/sign-in-prompts';
import { ActionQueueLazy as ActionQueue } from '@/components/creator/creator-lazy';
import { CreatorPage } from '@/components/creator/creator-page';
import { actionStateOf } from '@/components/creator/filters-url';
import { PrefetchedPages } from '@/components/prefetched';
import { creatorQueries } from '@/lib/marketplace/creator/client';
import { CREATOR_LIMITS } from '@/lib/marketplace/creator/terms';
import { signedInSession } from '@/lib/server/page-session';
import { inProcessTransport } from '@/lib/server/transport';
import { searchParamsOf, type PageSearchParams } from '@/lib/search-params';

const title = 'Actions';

export const metadata = { title };

const description = 'What your jobs need from you, most urgent first.';

/** Signed in, the queue's first page is read before the page is sent, so the first paint shows it. */
export default async function ActionsPage({ searchParams }: { searchParams: PageSearchParams }) {
  const session = await signedInSession();
  if (!session) return <CreatorSignIn frame={{ title, description }} />;
  const state = actionStateOf(searchParamsOf(await searchParams));
  return (
    <CreatorPage title={title} description={description}>
      <PrefetchedPages query={creatorQueries.actions(state, CREATOR_LIMITS.limitDefault, inProcessTransport(session))}>
        <ActionQueue />
      </PrefetchedPages>
    </CreatorPage>
  );
}
