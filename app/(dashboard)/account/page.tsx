import { AccountSignInPrompt } from '@/components/account/account-sign-in-prompt';
import { AccountViewLazy } from '@/components/account/account-view-lazy';
import { Prefetched } from '@/components/prefetched';
import { accountQueries } from '@/lib/marketplace/account/client';
import { currentSession } from '@/lib/server/page-session';
import { inProcessTransport } from '@/lib/server/transport';

export const metadata = { title: 'Account' };

/** Signed out, the page is a sign-in prompt and downloads none of the account's code; signing in renders it again. */
export default async function AccountPage() {
  const session = await currentSession();
  if (!session?.accountId) return <AccountSignInPrompt />;
  return (
    <Prefetched query={accountQueries.profile(inProcessTransport(session))}>
      <AccountViewLazy />
    </Prefetched>
  );
}
