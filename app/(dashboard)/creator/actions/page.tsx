import { CreatorSignIn } from '@/components/account/sign-in-prompts';
import { ActionQueue } from '@/components/creator/action-queue';
import { CreatorPage } from '@/components/creator/creator-page';
import { actionStateOf, cursorOf } from '@/components/creator/filters-url';
import { readActions } from '@/lib/marketplace/creator/client';
import { signedInSession } from '@/lib/server/page-session';
import { serverRead } from '@/lib/server/server-read';
import { inProcessTransport } from '@/lib/server/transport';
import { searchParamsOf, type PageSearchParams } from '@/lib/search-params';

const title = 'Actions';

export const metadata = { title };

const description = 'What your jobs need from you, most urgent first.';

/**
 * Signed out, a sign-in prompt. Signed in, the queue's page its filter and `?cursor=` name is read here with the
 * visitor's session and rendered on the server: the browser gets only its controls.
 */
export default async function ActionsPage({ searchParams }: { searchParams: PageSearchParams }) {
  const session = await signedInSession();
  if (!session) return <CreatorSignIn frame={{ title, description }} />;
  const params = searchParamsOf(await searchParams);
  const [state, cursor] = [actionStateOf(params), cursorOf(params)];
  const read = await serverRead(readActions(state, cursor, { transport: inProcessTransport(session) }));
  return (
    <CreatorPage title={title} description={description}>
      <ActionQueue state={state} cursor={cursor} read={read} />
    </CreatorPage>
  );
}
