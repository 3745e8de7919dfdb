'use client';

/** The signed-in account: its profile, balances, proof of human, API key and legacy balance; signing out. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/button';
import { CopyableValue } from '@/components/ui/copyable-value';
import { FetchedAt } from '@/components/ui/fetched-at';
import { Section } from '@/components/ui/section';
import { LoadingState } from '@/components/ui/query-view';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toaster';
import { accountKeys, accountQueries } from '@/lib/marketplace/account/client';
import type { Profile } from '@/lib/marketplace/account/contract';
import { QueryView } from '@/components/ui/query-view';
import { sessionKeys, sessionQueries, type SessionSummary } from '@/lib/marketplace/account/session';
import { signOut } from '@/lib/marketplace/account/session-actions';
import { NETWORK_LABEL } from '@/lib/marketplace/values';
import { ApiKey } from './api-key';
import { Balances } from './balances';
import { HumanVerification } from './human-verification';
import { LegacyBalance } from './legacy-balance';
import { AccountSignInPrompt } from './account-sign-in-prompt';

/** The account page's loading shape: its four sections, two by two. */
const accountLoading = {
  label: 'Loading your account',
  children: (
    <div className="grid gap-4 lg:grid-cols-2">
      <Skeleton className="h-48" />
      <Skeleton className="h-48" />
      <Skeleton className="h-40" />
      <Skeleton className="h-40" />
    </div>
  ),
};

function ProfileFacts({ profile, account }: { profile: Profile; account: NonNullable<SessionSummary['account']> }) {
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

export default function AccountView() {
  const summary = useQuery(sessionQueries.summary());
  const signedIn = summary.data?.signedIn === true;
  const profile = useQuery({ ...accountQueries.profile(), enabled: signedIn });
  const queryClient = useQueryClient();
  const router = useRouter();
  const out = useMutation({
    mutationFn: signOut,
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: accountKeys.all });
      await queryClient.invalidateQueries({ queryKey: sessionKeys.summary });
      toast.success('Signed out');
      router.push('/store');
    },
  });

  if (summary.isPending) return <LoadingState {...accountLoading} />;
  if (!signedIn || !summary.data?.account) {
    return <AccountSignInPrompt />;
  }
  const account = summary.data.account;

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Account</h1>
          <p className="mt-1 flex flex-wrap items-center gap-x-2 text-xs text-slate-500">
            Account number <CopyableValue value={account.accountId} label="Account number" />
          </p>
        </div>
        <Button variant="secondary" onClick={() => out.mutate()} disabled={out.isPending}>
          <LogOut className="size-4" aria-hidden="true" /> Sign out
        </Button>
      </header>

      <QueryView
        query={profile}
        loading={accountLoading}
        error={{ title: 'Your profile could not be loaded', refreshTitle: 'Your profile could not be refreshed' }}
        keepData="with-error"
      >
        {({ data, fetchedAt }) => (
          <div className="grid gap-4 lg:grid-cols-2">
            <Section
              title="Profile"
              action={<FetchedAt at={fetchedAt} onRefresh={() => profile.refetch()} refreshing={profile.isFetching} />}
            >
              <ProfileFacts profile={data} account={account} />
            </Section>
            <Section title="Balances">
              <Balances profile={data} />
            </Section>
            <HumanVerification profile={data} />
            <ApiKey summary={summary.data} />
            <LegacyBalance />
          </div>
        )}
      </QueryView>
    </div>
  );
}
