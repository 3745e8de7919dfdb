import { RecoveryView } from '@/components/checkout/recovery-view';
import { unfinishedOperations } from '@/lib/server/journal';
import { currentSession } from '@/lib/server/page-session';

export const metadata = { title: 'Unfinished operations' };

/** The list is this session's, read from the journal before the page is sent, so the first paint shows it. */
export default async function RecoveryPage() {
  const session = await currentSession();
  return <RecoveryView operations={session ? await unfinishedOperations(session.id) : []} />;
}
