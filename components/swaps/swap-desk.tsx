'use client';

/**
 * The swaps page's working part: the form over the balances the server read (its stand-in, rendered there, until a
 * person starts with it), and the swap being followed, whose live view loads only when there is one, started here or
 * still in progress. A change (a swap started or settled) renders the page again once its reads can show it.
 */
import type { Route } from 'next';
import dynamic from 'next/dynamic';
import { useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Section } from '@/components/ui/section';
import type { Balances } from '@/lib/marketplace/account/balances';
import { SwapFormOnFirstUse } from './swap-form-lazy';
import { useSessionSummary } from '@/components/account/use-session-summary';
import { loadIntent } from './swap-intent';
import { useRenderedSince, type RenderedRead } from './use-rendered-since';

/** The swap followed live: its reads bring React Query with them. */
const SwapLive = dynamic(() => import('./swap-live').then((m) => m.SwapLive), {
  ssr: false,
  loading: () => (
    <Section title="Your swap">
      <div
        role="status"
        aria-busy="true"
        aria-label="Loading the swap"
        className="h-24 animate-pulse rounded-md bg-slate-200"
      />
    </Section>
  ),
});

export function SwapDesk({
  standIn,
  balances,
  balancesFailure,
  pendingId,
  priced,
  reads,
}: {
  /** The form as it first shows, rendered on the server. */
  standIn: ReactNode;
  /** What the server read; undefined when it could not. */
  balances: Balances | undefined;
  /** Why the balances could not be read, rendered on the server. */
  balancesFailure?: ReactNode;
  /** The account's swap in progress, as the history the server read says. */
  pendingId: string | undefined;
  /** Against the sandbox, whose prices are known, the estimate is worked out. */
  priced: boolean;
  /** The balances' and the history's reads, when they were fetched. */
  reads: RenderedRead[];
}) {
  const router = useRouter();
  const followed = useSearchParams()?.get('swap') ?? undefined;

  // The swap started from this page (or found again after a reload): its progress is brought into view once shown.
  const [started, setStarted] = useState<string>();
  const follow = useCallback(
    (swapId: string) => {
      setStarted(swapId);
      router.replace(`/swaps?swap=${encodeURIComponent(swapId)}` as Route, { scroll: false });
    },
    [router],
  );

  const [since, setSince] = useState<number>();
  useRenderedSince(since, reads);
  // The balances a swap's answer reported, until the page's own read is newer.
  const [reported, setReported] = useState<{ balances: Balances; at: number }>();
  const balancesAt = reads[0]?.fetchedAt ?? 0;
  const shown = reported && reported.at > balancesAt ? reported.balances : balances;
  const onStarted = useCallback(
    (swapId: string, balances: Balances | null) => {
      const at = Date.now();
      if (balances) setReported({ balances, at });
      setSince(at);
      follow(swapId);
    },
    [follow],
  );

  // A swap this account sent before a reload whose answer never came: find it by its key.
  const accountId = useSessionSummary()?.account?.accountId;
  useEffect(() => {
    if (!accountId || !loadIntent(accountId)) return;
    void import('./swap-starter')
      .then((m) => m.resumeIntendedSwap(accountId))
      .then((swapId) => swapId && follow(swapId));
    // Once per account on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [accountId]);

  // The swap shown live: the one in the address, else the account's swap in progress.
  const live = followed ?? pendingId;
  const [liveState, setLiveState] = useState<{ swapId: string; blocking: boolean }>();
  const liveBlocking = liveState?.swapId === live ? liveState?.blocking : undefined;
  // The history's `pending` lags by up to its 10 s window: the live status of the same swap is fresher.
  const blocked =
    liveBlocking === undefined
      ? pendingId !== undefined
      : liveBlocking || (pendingId !== undefined && pendingId !== live);
  const onStatus = useCallback((swapId: string, blocking: boolean) => setLiveState({ swapId, blocking }), []);
  const onSettled = useCallback(() => setSince(Date.now()), []);

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Section title="New swap">
        {balancesFailure}
        <SwapFormOnFirstUse
          standIn={standIn}
          balances={shown}
          blocked={blocked}
          priced={priced}
          pendingId={pendingId}
          onStarted={onStarted}
        />
      </Section>
      {live ? (
        <SwapLive key={live} swapId={live} reveal={live === started} onStatus={onStatus} onSettled={onSettled} />
      ) : (
        <Section title="Your swap">
          <p className="text-sm text-slate-600">
            When you start a swap, you can follow it here until its new asset arrives.
          </p>
        </Section>
      )}
    </div>
  );
}
