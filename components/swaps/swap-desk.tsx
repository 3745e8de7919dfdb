'use client';

/**
 * The swaps page's working part: the form (loaded on first use) over the balances the server read, and the swap being
 * followed. Starting a swap loads what sends it (swap-start.ts); following one loads its live view (swap-live.tsx)
 * when there is one, started here or still pending. A change renders the page again once its reads can show it.
 */
import type { Route } from 'next';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useDashboardConfig } from '@/components/shell/dashboard-config';
import { ErrorStateLazy } from '@/components/ui/error-state-lazy';
import { Section } from '@/components/ui/section';
import { Skeleton } from '@/components/ui/skeleton';
import type { Balances } from '@/lib/marketplace/account/balances';
import { accountWire } from '@/lib/marketplace/account/terms';
import { MarketplaceError } from '@/lib/marketplace/errors';
import type { SwapFormValues } from '@/lib/marketplace/swaps/form-values';
import { SWAP_LIMITS, isBlockingSwap, swapWire } from '@/lib/marketplace/swaps/terms';
import { SwapFormOnFirstUse } from './swap-form-lazy';
import { SwapFormStandIn } from './swap-form-stand-in';
import { loadIntent } from './swap-intent';
import { useRenderedSince } from './use-rendered-since';

/** The swap followed live, loaded only when there is one: its reads bring React Query with them. */
const SwapLive = dynamic(() => import('./swap-live').then((m) => m.SwapLive), {
  ssr: false,
  loading: () => (
    <Section title="Your swap">
      <div role="status" aria-busy="true" aria-label="Loading the swap">
        <Skeleton className="h-24" />
      </div>
    </Section>
  ),
});

export function SwapDesk({
  balances,
  balancesFetchedAt,
  balancesFailure,
  pendingId,
  historyFetchedAt,
}: {
  /** What the server read; undefined when it could not. */
  balances: Balances | undefined;
  balancesFetchedAt: number | undefined;
  /** Why the balances could not be read, rendered on the server. */
  balancesFailure?: ReactNode;
  /** The account's swap in progress, as the history the server read says. */
  pendingId: string | undefined;
  historyFetchedAt: number | undefined;
}) {
  const router = useRouter();
  const followed = useSearchParams()?.get('swap') ?? undefined;
  const { sandbox } = useDashboardConfig();

  // The swap started from this page (or found again after a reload): its progress is brought into view once shown.
  const [started, setStarted] = useState<string>();
  const follow = useCallback(
    (swapId: string) => {
      setStarted(swapId);
      router.replace(`/swaps?swap=${encodeURIComponent(swapId)}` as Route, { scroll: false });
    },
    [router],
  );

  // A change (a swap started or settled) at `since`: the page is rendered again once its reads can show it.
  const [since, setSince] = useState<number>();
  useRenderedSince(since, [
    { fetchedAt: balancesFetchedAt, window: accountWire.profile.window },
    { fetchedAt: historyFetchedAt, window: swapWire.history.window },
  ]);
  // The balances a swap's answer reported, until the page's own read is newer.
  const [reported, setReported] = useState<{ balances: Balances; at: number }>();
  const shown = reported && reported.at > (balancesFetchedAt ?? 0) ? reported.balances : balances;

  const [sending, setSending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  /** When a new attempt is allowed again: one per 15 s (part 8). */
  const [nextAttemptAt, setNextAttemptAt] = useState<number>();
  const start = useCallback(
    async (values: SwapFormValues) => {
      setSending(true);
      setError(null);
      setNextAttemptAt(Date.now() + SWAP_LIMITS.createWindowSeconds * 1000);
      try {
        const { startIntendedSwap } = await import('./swap-start');
        const { swapId, balances } = await startIntendedSwap(values);
        const at = Date.now();
        if (balances) setReported({ balances, at });
        setSince(at);
        follow(swapId);
        return true;
      } catch (error) {
        if (error instanceof MarketplaceError && error.retryAt) setNextAttemptAt(error.retryAt);
        setError(error);
        return false;
      } finally {
        setSending(false);
      }
    },
    [follow],
  );

  // A swap sent before a reload whose answer never came: find it by its key.
  useEffect(() => {
    if (!loadIntent()) return;
    void import('./swap-start').then((m) => m.resumeIntendedSwap()).then((swapId) => swapId && follow(swapId));
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The swap shown live: the one in the address, else the account's blocking swap.
  const live = followed ?? pendingId;
  const [liveStatus, setLiveStatus] = useState<{ swapId: string; status: string }>();
  const status = liveStatus?.swapId === live ? liveStatus?.status : undefined;
  // The history's `pending` lags by up to its 10 s window: the live status of the same swap is fresher.
  const blocked =
    status === undefined
      ? pendingId !== undefined
      : isBlockingSwap(status) || (pendingId !== undefined && pendingId !== live);
  const alreadyPending = error instanceof MarketplaceError && error.code === 'SWAP_ALREADY_PENDING';
  const onStatus = useCallback((swapId: string, status: string) => setLiveStatus({ swapId, status }), []);
  const onSettled = useCallback(() => setSince(Date.now()), []);

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Section title="New swap">
        {balancesFailure}
        <SwapFormOnFirstUse
          standIn={<SwapFormStandIn balances={shown} blocked={blocked} priced={sandbox} />}
          balances={shown}
          onSwap={start}
          sending={sending}
          blocked={blocked}
          nextAttemptAt={nextAttemptAt}
          priced={sandbox}
        />
        {blocked && !error && (
          <p className="mt-3 text-xs text-slate-600">A new swap can start when the one in progress finishes.</p>
        )}
        {error !== null && (
          <div className="mt-4">
            <ErrorStateLazy error={error} title="The swap did not start">
              {alreadyPending && pendingId && (
                <Link
                  href={`/swaps?swap=${encodeURIComponent(pendingId)}` as Route}
                  className="mt-2 inline-block font-medium underline"
                >
                  Follow the swap in progress
                </Link>
              )}
            </ErrorStateLazy>
          </div>
        )}
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
