'use client';

/**
 * Starting a swap from the form. Each intended swap gets one idempotency key,
 * kept in this tab's storage with its body until the marketplace has answered
 * for certain, so a retry of the same swap (or a reload mid-flight) reuses it
 * and can never make a second swap. A definite refusal forgets the key: the
 * corrected form is a new intent.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { accountKeys, accountQueries } from '@/lib/marketplace/account/client';
import { withBalances, type Balances } from '@/lib/marketplace/account/balances';
import { accountWire } from '@/lib/marketplace/account/terms';
import { MarketplaceError } from '@/lib/marketplace/errors';
import { readUntilSince } from '@/lib/marketplace/polling';
import type { SwapCreateBody } from '@/lib/marketplace/swaps/contract';
import { swapWire } from '@/lib/marketplace/swaps/terms';
import { SWAP_LIMITS } from '@/lib/marketplace/swaps/terms';
import {
  isUncertain,
  newSwapKey,
  readSwapStatus,
  startSwap,
  swapKeys,
  swapQueries,
} from '@/lib/marketplace/swaps/client';
import { sameIntent, swapBodyOf, type SwapFormValues } from '@/lib/marketplace/swaps/form-values';

const INTENT_KEY = 'marketplace.swap-intent.v1';

function loadIntent(): SwapCreateBody | null {
  try {
    const raw = sessionStorage.getItem(INTENT_KEY);
    return raw ? (JSON.parse(raw) as SwapCreateBody) : null;
  } catch {
    return null;
  }
}
const saveIntent = (body: SwapCreateBody) => sessionStorage.setItem(INTENT_KEY, JSON.stringify(body));
const forgetIntent = () => sessionStorage.removeItem(INTENT_KEY);

type ProfileData = Awaited<ReturnType<NonNullable<ReturnType<typeof accountQueries.profile>['queryFn']>>>;

/** Show the balances a swap answer reported at once (the profile read may still be inside its window). */
function showBalances(queryClient: QueryClient, balances: Balances) {
  queryClient.setQueryData<ProfileData>(accountKeys.profile(), (old) =>
    old ? { ...old, data: withBalances(old.data, balances), fetchedAt: Date.now() } : old,
  );
}

/** The balances as of `since` or later. */
export const refreshBalancesSince = (queryClient: QueryClient, since: number) =>
  readUntilSince(
    () => queryClient.fetchQuery({ ...accountQueries.profile(), staleTime: 0 }),
    since,
    accountWire.profile.window,
  );

/** The swap history as of `since` or later. */
export const refreshHistorySince = (queryClient: QueryClient, since: number) =>
  readUntilSince(
    () => queryClient.fetchQuery({ ...swapQueries.history(), staleTime: 0 }),
    since,
    swapWire.history.window,
  );

export function useStartSwap(onStarted: (swapId: string) => void) {
  const queryClient = useQueryClient();
  /** When a new attempt is allowed again: one per 15 s (part 8). */
  const [nextAttemptAt, setNextAttemptAt] = useState<number | undefined>();

  // A swap sent before a reload whose answer never came: find it by its key.
  useEffect(() => {
    const intent = loadIntent();
    if (!intent) return;
    readSwapStatus({ idempotencyKey: intent.idempotencyKey }).then(
      ({ swap }) => {
        forgetIntent();
        onStarted(swap.id);
      },
      (error: unknown) => {
        // Not found: it never arrived. The form's next send of the same swap reuses the key.
        if (!isUncertain(error) && !(error instanceof MarketplaceError && error.code === 'SWAP_NOT_FOUND'))
          forgetIntent();
      },
    );
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const mutation = useMutation({
    mutationFn: (values: SwapFormValues) => {
      const kept = loadIntent();
      const body = kept && sameIntent(kept, values) ? kept : swapBodyOf(values, newSwapKey());
      saveIntent(body);
      setNextAttemptAt(Date.now() + SWAP_LIMITS.createWindowSeconds * 1000);
      return startSwap(body);
    },
    onSuccess: ({ swapId, balances }) => {
      forgetIntent();
      if (balances) showBalances(queryClient, balances);
      else void refreshBalancesSince(queryClient, Date.now());
      void queryClient.invalidateQueries({ queryKey: swapKeys.all });
      // The history read inside the window is the cache's copy from before this swap: read it again once the window opens.
      void refreshHistorySince(queryClient, Date.now());
      onStarted(swapId);
    },
    onError: (error) => {
      if (error instanceof MarketplaceError && error.retryAt) setNextAttemptAt(error.retryAt);
      if (!isUncertain(error)) forgetIntent();
    },
  });

  /** Whether the swap started: only then may the form clear (an uncertain send keeps its values and its key for the retry). */
  const { mutateAsync } = mutation;
  const start = useCallback(
    (values: SwapFormValues) =>
      mutateAsync(values).then(
        () => true,
        () => false,
      ),
    [mutateAsync],
  );
  return { start, pending: mutation.isPending, error: mutation.error, reset: mutation.reset, nextAttemptAt };
}
