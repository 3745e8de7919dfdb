import { AccountSignInPrompt } from '@/components/account/account-sign-in-prompt';
import { AccountView } from '@/components/account/account-view';
import { callRoute } from '@/lib/marketplace/call';
import { accountRoutes } from '@/lib/marketplace/account/contract';
import { getEnv } from '@/lib/server/env';
import { currentSession } from '@/lib/server/page-session';
import { summarize } from '@/lib/server/session';
import { serverRead } from '@/lib/server/server-read';
import { inProcessTransport } from '@/lib/server/transport';

export const metadata = { title: 'Account' };

/**
 * Signed out, the page is a sign-in prompt. Signed in, the profile and the legacy balance are read here, with the
 * visitor's session, and the account is rendered on the server: the browser gets only its controls (signing out,
 * refreshing, a verification link, rotating and revealing the key), whose code loads when they are used.
 */
export default async function AccountPage() {
  const session = await currentSession();
  const { signedIn, account, keyRevealable } = summarize(session);
  if (!signedIn || !account) return <AccountSignInPrompt />;
  const transport = inProcessTransport(session);
  const [profile, legacyBalance] = await Promise.all([
    serverRead(
      callRoute(accountRoutes.profile, { transport }).then(({ data, fetchedAt }) => ({
        data: { profile: data, fetchedAt },
      })),
    ),
    serverRead(callRoute(accountRoutes.legacyBalance, { transport })),
  ]);
  return (
    <AccountView
      account={account}
      keyRevealable={keyRevealable}
      profile={profile}
      legacyBalance={legacyBalance}
      legacyBalanceToken={getEnv().upstreamIsSandbox ? 'SOL' : undefined}
    />
  );
}
