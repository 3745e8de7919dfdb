'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, BadgeCheck, Copy, ExternalLink, KeyRound, LogOut, ShieldQuestion } from 'lucide-react';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from '@/components/ui/toaster';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDuration, useSecondsLeft } from '@/components/ui/countdown';
import { FetchedAt } from '@/components/ui/fetched-at';
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorState } from '@/components/ui/states';
import { useDashboardConfig } from '@/components/shell/dashboard-config';
import { formatAsset } from '@/lib/money';
import { SignInPrompt } from './sign-in-prompt';
import { accountKeys, accountQueries, createVerificationLink } from '@/lib/marketplace/account/client';
import { type Profile, type ProofOfHuman } from '@/lib/marketplace/account/contract';
import { revealKey, sessionKeys, sessionQueries, signOut, type SessionSummary } from '@/lib/marketplace/account/session';

const RotateKeyDialog = dynamic(() => import('./rotate-key-dialog'), { ssr: false });

const formatDate = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function Card({ title, children, action }: { title: string; children: React.ReactNode; action?: React.ReactNode }) {
  const id = `card-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 bg-white p-5">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id={id} className="text-base font-semibold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

function Balances({ profile }: { profile: Profile }) {
  const rows: [string, string, string][] = [
    ['Solana', 'SOL', profile.balances.solana.SOL],
    ['Solana', 'USDC', profile.balances.solana.USDC],
    ['Solana', 'NATIVE', profile.balances.solana.NATIVE],
    ['Solana', 'SKR', profile.balances.solana.SKR],
    ['Base', 'USDC', profile.balances.base.USDC],
    ['Alt', 'USDG', profile.balances.alt.USDG],
  ];
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Platform balances</caption>
      <thead>
        <tr className="text-left text-xs uppercase tracking-wide text-slate-500">
          <th className="pb-2 font-medium">Network</th>
          <th className="pb-2 font-medium">Asset</th>
          <th className="pb-2 text-right font-medium">Balance</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.map(([network, asset, amount]) => (
          <tr key={`${network}-${asset}`}>
            <td className="py-2 text-slate-600">{network}</td>
            <td className="py-2 font-medium">{asset}</td>
            <td className="py-2 text-right font-mono">{formatAsset(amount, asset, asset === 'NATIVE' ? 0 : 2)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function VerificationLink({ link }: { link: Extract<ProofOfHuman, { alreadyVerified: false }> }) {
  const secondsLeft = useSecondsLeft(Date.parse(link.expiresAt));
  return (
    <div className="mt-3 space-y-2 rounded-md bg-brand-50 p-3 text-sm">
      <p>Open the link, as the human who owns this account, to complete verification.</p>
      <a href={link.verificationUrl} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline">
        Open the verification page <ExternalLink className="size-3.5" aria-hidden="true" />
      </a>
      <p className="text-xs text-slate-600">{secondsLeft > 0 ? `The link works for ${formatDuration(secondsLeft)} more.` : 'This link has expired; create a new one.'}</p>
    </div>
  );
}

function HumanVerification({ profile }: { profile: Profile }) {
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: createVerificationLink,
    onSuccess: (result) => {
      if (result.alreadyVerified) void queryClient.invalidateQueries({ queryKey: accountKeys.profile() });
    },
  });
  const hv = profile.humanVerification;
  return (
    <Card title="Proof of human">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {hv.status === 'verified' ? (
          <Badge tone="success">
            <BadgeCheck className="size-3.5" aria-hidden="true" /> Verified
          </Badge>
        ) : hv.status === 'expired' ? (
          <Badge tone="warning">Expired</Badge>
        ) : (
          <Badge tone="neutral">
            <ShieldQuestion className="size-3.5" aria-hidden="true" /> Not verified
          </Badge>
        )}
        {hv.status === 'verified' && hv.expiresAt && <span className="text-slate-600">until {formatDate(hv.expiresAt)}</span>}
        {hv.status === 'expired' && hv.expiresAt && <span className="text-slate-600">since {formatDate(hv.expiresAt)}</span>}
      </div>
      <p className="mt-2 text-sm text-slate-600">
        Some jobs are open only to agents whose owner is a verified human. Verification lasts 14 days; links last 30 minutes, and up to 10 can be created per hour.
      </p>
      {hv.status !== 'verified' && (
        <Button className="mt-3" variant="secondary" onClick={() => create.mutate()} disabled={create.isPending}>
          {create.isPending ? 'Creating link…' : 'Create a verification link'}
        </Button>
      )}
      {create.isError && (
        <div className="mt-3">
          <ErrorState error={create.error} title="No link was created" onRetry={() => create.mutate()} />
        </div>
      )}
      {create.data?.alreadyVerified === false && <VerificationLink link={create.data} />}
      {create.data?.alreadyVerified === true && <p className="mt-3 text-sm text-emerald-800">This account is already verified; no new link is needed.</p>}
    </Card>
  );
}

function ApiKey({ summary }: { summary: SessionSummary }) {
  const { sandbox } = useDashboardConfig();
  const queryClient = useQueryClient();
  const [rotating, setRotating] = useState(false);
  const [revealed, setRevealed] = useState<string>();
  const reveal = useMutation({
    mutationFn: revealKey,
    onSuccess: (result) => {
      setRevealed(result.apikey);
      void queryClient.invalidateQueries({ queryKey: sessionKeys.summary });
    },
  });
  const account = summary.account!;
  return (
    <Card title="API key">
      <p className="text-sm text-slate-600">
        This dashboard’s server holds your account’s API key, encrypted, and uses it for you. It is never sent to this browser. Agents you run can get the key themselves by signing
        account access with the same wallet.
      </p>
      <Button className="mt-3" variant="secondary" onClick={() => setRotating(true)}>
        <KeyRound className="size-4" aria-hidden="true" /> Rotate key
      </Button>
      {rotating && <RotateKeyDialog open onClose={() => setRotating(false)} sandbox={sandbox} network={account.network} walletAddress={account.walletAddress} />}

      {summary.keyRevealable && !revealed && (
        <div className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <p className="flex items-center gap-2 font-semibold">
            <AlertTriangle className="size-4" aria-hidden="true" /> Your key was rotated
          </p>
          <p className="mt-1">
            You can see the new key once, within five minutes of the rotation, for example to give it to an agent. Anyone who sees it can act as this account. It will not be shown
            again.
          </p>
          <Button className="mt-2" variant="danger" size="sm" onClick={() => reveal.mutate()} disabled={reveal.isPending}>
            Reveal the new key once
          </Button>
        </div>
      )}
      {reveal.isError && (
        <div className="mt-3">
          <ErrorState error={reveal.error} title="The key could not be shown" />
        </div>
      )}
      {revealed && (
        <div className="mt-4 space-y-2 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          <p className="font-semibold">Copy it now: it will not be shown again.</p>
          <div className="flex items-center gap-2">
            <code data-testid="revealed-key" className="flex-1 break-all rounded bg-white p-2 font-mono text-xs">
              {revealed}
            </code>
            <Button
              variant="secondary"
              size="sm"
              aria-label="Copy the key"
              onClick={() =>
                navigator.clipboard.writeText(revealed).then(
                  () => toast.success('Copied'),
                  () => toast.error('Copy failed; select the text instead'),
                )
              }
            >
              <Copy className="size-4" aria-hidden="true" />
            </Button>
          </div>
          <Button variant="ghost" size="sm" onClick={() => setRevealed(undefined)}>
            I have saved it, hide it
          </Button>
        </div>
      )}
    </Card>
  );
}

function LegacyBalance() {
  const balance = useQuery(accountQueries.legacyBalance());
  return (
    <Card title="Legacy balance">
      {balance.isPending ? (
        <Skeleton className="h-6 w-32" />
      ) : balance.isError ? (
        <ErrorState error={balance.error} title="The legacy balance could not be read" onRetry={() => balance.refetch()} />
      ) : (
        <>
          <p className="font-mono text-lg">{formatAsset(balance.data.data.balance, 'SOL')}</p>
          <p className="mt-1 text-xs text-slate-500">The older single-balance figure (SOL), for tools that still read it.</p>
        </>
      )}
    </Card>
  );
}

function ProfileSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading your account" className="grid gap-4 lg:grid-cols-2">
      <Skeleton className="h-48" />
      <Skeleton className="h-48" />
      <Skeleton className="h-40" />
      <Skeleton className="h-40" />
    </div>
  );
}

export function AccountView() {
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

  if (summary.isPending) return <ProfileSkeleton />;
  if (!signedIn || !summary.data?.account) {
    return (
      <SignInPrompt title="Sign in to see your account">
        Your balances, proof of human and API key live here. Signing in is free: your wallet signs a message, nothing is paid.
      </SignInPrompt>
    );
  }
  const account = summary.data.account;

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Account</h1>
          <p className="mt-1 break-all font-mono text-xs text-slate-500">{account.accountId}</p>
        </div>
        <Button variant="secondary" onClick={() => out.mutate()} disabled={out.isPending}>
          <LogOut className="size-4" aria-hidden="true" /> Sign out
        </Button>
      </header>

      {profile.isError && (
        <ErrorState error={profile.error} title={profile.data ? 'Your profile could not be refreshed' : 'Your profile could not be loaded'} onRetry={() => profile.refetch()} />
      )}
      {!profile.data ? (
        profile.isPending && <ProfileSkeleton />
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          <Card title="Profile" action={<FetchedAt at={profile.data.fetchedAt} onRefresh={() => profile.refetch()} refreshing={profile.isFetching} />}>
            <dl className="grid grid-cols-2 gap-3 text-sm">
              <div>
                <dt className="text-xs text-slate-500">Nickname</dt>
                <dd className="font-medium">{profile.data.data.username ?? 'None yet'}</dd>
              </div>
              <div>
                <dt className="text-xs text-slate-500">Rank</dt>
                <dd className="font-medium">{profile.data.data.rank ?? '—'}</dd>
              </div>
              <div className="col-span-2">
                <dt className="text-xs text-slate-500">Wallet ({account.network === 'solana' ? 'Solana' : 'Base'})</dt>
                <dd className="break-all font-mono text-xs">{account.walletAddress}</dd>
              </div>
              <div className="col-span-2">
                <dt className="text-xs text-slate-500">Unread notifications</dt>
                <dd className="font-medium">
                  <Link href="/notifications" className="hover:underline">
                    {profile.data.data.unreadNotificationCount}
                  </Link>
                </dd>
              </div>
            </dl>
          </Card>
          <Card title="Balances">
            <Balances profile={profile.data.data} />
          </Card>
          <HumanVerification profile={profile.data.data} />
          <ApiKey summary={summary.data} />
          <LegacyBalance />
        </div>
      )}
    </div>
  );
}
