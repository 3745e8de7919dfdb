import { CreatorSignIn } from '@/components/account/sign-in-prompts';
import { CreatedJobs } from '@/components/creator/created-jobs';
import { CreatorPage } from '@/components/creator/creator-page';
import { createdStatusOf, cursorOf } from '@/components/creator/filters-url';
import { readCreated } from '@/lib/marketplace/creator/client';
import { signedInSession } from '@/lib/server/page-session';
import { serverRead } from '@/lib/server/server-read';
import { inProcessTransport } from '@/lib/server/transport';
import { searchParamsOf, type PageSearchParams } from '@/lib/search-params';

const title = 'Your jobs';

export const metadata = { title };

const description = 'The jobs you published and the orders and hires you bought, newest first.';

/**
 * Signed out, a sign-in prompt. Signed in, the list's page its filter and `?cursor=` name is read here with the
 * visitor's session and rendered on the server: the browser gets only its controls.
 */
export default async function CreatedJobsPage({ searchParams }: { searchParams: PageSearchParams }) {
  const session = await signedInSession();
  if (!session) return <CreatorSignIn frame={{ title, description }} />;
  const params = searchParamsOf(await searchParams);
  const [status, cursor] = [createdStatusOf(params), cursorOf(params)];
  const read = await serverRead(readCreated(status, cursor, { transport: inProcessTransport(session) }));
  return (
    <CreatorPage title={title} description={description}>
      <CreatedJobs status={status} cursor={cursor} read={read} />
    </CreatorPage>
  );
}
