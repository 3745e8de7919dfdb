/**
 * The signed-in account, rendered on the server from the page's reads: its profile, balances, proof of human, API
 * key and legacy balance. Only the controls run in the browser (sign-out, refresh, a verification link, the key's).
 */
import Link from 'next/link';
import { ReadError } from '@/components/ui/read-error';
import { Section } from '@/components/ui/section';
import type { Profile } from '@/lib/marketplace/account/contract';
import type { SessionSummary } from '@/lib/marketplace/account/session';
import type { ServerRead } from '@/lib/marketplace/read-failure';
import { NETWORK_LABEL } from '@/lib/marketplace/values';
import { ApiKey } from './api-key';
import { Balances } from './balances';
import { HumanVerification } from './human-verification';
import { LegacyBalance } from './legacy-balance';
import { CopyableValue, FetchedAtRefresh, SignOutButton } from './account-controls-lazy';

type Account = NonNullable<SessionSummary['account']>;

function ProfileFacts({ profile, account }: { profile: Profile; account: Account }) {
  return (
    <dl className="grid grid-cols-2 gap-3 text-sm">
      <div>
        <dt className="text-xs text-slate-500">Nickname</dt>
        <dd className="font-medium break-words">{profile.username ?? 'None yet'}</dd>
      </div>
      <div>
        <dt className="text-xs text-slate-500">Rank</dt>
        <dd className="font-medium">{profile.rank ?? 'None yet'}</dd>
      </div>
      <div className="col-span-2">
        <dt className="text-xs text-slate-500">Wallet ({NETWORK_LABEL[account.network]})</dt>
        <dd className="text-xs">
          <CopyableValue value={account.walletAddress} label="Wallet address" />
        </dd>
      </div>
      <div className="col-span-2">
        <dt className="text-xs text-slate-500">Unread notifications</dt>
        <dd className="font-medium">
          <Link href="/notifications" className="hover:underline">
            {profile.unreadNotificationCount}
          </Link>
        </dd>
      </div>
    </dl>
  );
}

export function AccountView({
  account,
  keyRevealable,
  profile,
  legacyBalance,
  legacyBalanceToken,
}: {
  account: Account;
  keyRevealable: boolean;
  profile: ServerRead<{ profile: Profile; fetchedAt: number }>;
  legacyBalance: ServerRead<{ balance: string }>;
  /** The legacy balance's asset, where it is known (the sandbox's). */
  legacyBalanceToken?: string;
}) {
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Account</h1>
          <p className="mt-1 flex flex-wrap items-center gap-x-2 text-xs text-slate-500">
            Account number <CopyableValue value={account.accountId} label="Account number" />
          </p>
        </div>
        <SignOutButton />
      </header>

      {profile.ok ? (
        <div className="grid gap-4 lg:grid-cols-2">
          <Section title="Profile" action={<FetchedAtRefresh at={profile.data.fetchedAt} />}>
            <ProfileFacts profile={profile.data.profile} account={account} />
          </Section>
          <Section title="Balances">
            <Balances profile={profile.data.profile} />
          </Section>
          <HumanVerification profile={profile.data.profile} />
          <ApiKey account={account} keyRevealable={keyRevealable} />
          <LegacyBalance read={legacyBalance} token={legacyBalanceToken} />
        </div>
      ) : (
        <ReadError failure={profile.failure} title="Your profile could not be loaded" readsAgain />
      )}
    </div>
  );
}
