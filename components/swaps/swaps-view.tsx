'use client';

/** /swaps: the form with its estimate, the swap being followed live, and the history. */
import { useQuery } from '@tanstack/react-query';
import type { Route } from 'next';
import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useState } from 'react';
import { SignInPrompt } from '@/components/account/sign-in-prompt';
import { SwapsExport } from '@/components/export/swaps-export';
import { useDashboardConfig } from '@/components/shell/dashboard-config';
import { Section } from '@/components/ui/section';
import { ErrorState } from '@/components/ui/states';
import { accountQueries } from '@/lib/marketplace/account/client';
import { balancesOfProfile } from '@/lib/marketplace/account/balances';
import { sessionQueries } from '@/lib/marketplace/account/session';
import { MarketplaceError } from '@/lib/marketplace/errors';
import { swapQueries } from '@/lib/marketplace/swaps/client';
import { isBlockingSwap } from '@/lib/marketplace/swaps/terms';
import { SwapFormOnFirstUse } from './swap-form-lazy';
import { SwapFormStandIn } from './swap-form-stand-in';
import { SwapHistory } from './swap-history';
import { SwapProgress } from './swap-progress';
import { useStartSwap } from './use-swap';

const header = (
  <div>
    <h1 className="text-2xl font-semibold tracking-tight">Swaps</h1>
    <p className="text-sm text-slate-600">Swap between your platform balances. One swap runs at a time.</p>
  </div>
);

export function SwapsView() {
  const session = useQuery(sessionQueries.summary());
  const signedIn = session.data?.signedIn === true;
  if (!signedIn) {
    return (
      <div className="space-y-6">
        {header}
        <SignInPrompt title="Sign in to swap">
          Swaps move amounts between the balances of your account. Sign in with your wallet to see them.
        </SignInPrompt>
      </div>
    );
  }
  return <SignedInSwaps />;
}

function SignedInSwaps() {
  const router = useRouter();
  const followed = useSearchParams()?.get('swap') ?? undefined;
  const { sandbox } = useDashboardConfig();
  const profile = useQuery(accountQueries.profile());
  const history = useQuery(swapQueries.history());
  const balances = profile.data ? balancesOfProfile(profile.data.data) : undefined;

  // The swap started from this page (or found again after a reload): its progress is brought into view once shown.
  const [started, setStarted] = useState<string>();
  const follow = useCallback(
    (swapId: string) => {
      setStarted(swapId);
      router.replace(`/swaps?swap=${encodeURIComponent(swapId)}` as Route, { scroll: false });
    },
    [router],
  );
  const swap = useStartSwap(follow);
  // The swap shown live: the one in the address, else the account's blocking swap.
  const pendingId = history.data?.pending?.id;
  const live = followed ?? pendingId;
  const followedStatus = useQuery({ ...swapQueries.status({ swapId: live ?? '' }), enabled: live !== undefined });
  // The history's `pending` lags by up to its 10 s window: the live status of the same swap is fresher.
  const liveStatus = followedStatus.data?.swap.status;
  const blocked =
    liveStatus === undefined
      ? pendingId !== undefined
      : isBlockingSwap(liveStatus) || (pendingId !== undefined && pendingId !== live);
  const alreadyPending = swap.error instanceof MarketplaceError && swap.error.code === 'SWAP_ALREADY_PENDING';

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        {header}
        <SwapsExport />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Section title="New swap">
          {profile.isError && !profile.data && (
            <ErrorState
              error={profile.error}
              title="Your balances could not be loaded"
              onRetry={() => profile.refetch()}
            />
          )}
          <SwapFormOnFirstUse
            standIn={<SwapFormStandIn balances={balances} blocked={blocked} priced={sandbox} />}
            balances={balances}
            onSwap={swap.start}
            sending={swap.pending}
            blocked={blocked}
            nextAttemptAt={swap.nextAttemptAt}
            priced={sandbox}
          />
          {blocked && !swap.error && (
            <p className="mt-3 text-xs text-slate-600">A new swap can start when the one in progress finishes.</p>
          )}
          {swap.error !== null && (
            <div className="mt-4">
              <ErrorState error={swap.error} title="The swap did not start">
                {alreadyPending && pendingId && (
                  <Link
                    href={`/swaps?swap=${encodeURIComponent(pendingId)}` as Route}
                    className="mt-2 inline-block font-medium underline"
                  >
                    Follow the swap in progress
                  </Link>
                )}
              </ErrorState>
            </div>
          )}
        </Section>
        {live ? (
          <SwapProgress key={live} swapId={live} reveal={live === started} />
        ) : (
          <Section title="Your swap">
            <p className="text-sm text-slate-600">
              When you start a swap, you can follow it here until its new asset arrives.
            </p>
          </Section>
        )}
      </div>
      <SwapHistory />
    </div>
  );
}
