'use client';

/**
 * The swap form with what starts a swap, loaded when a person starts with the form (swap-form-lazy.tsx): one
 * attempt per 15 s (part 8), the refusal in plain words, and a swap already running linked to be followed.
 */
import type { Route } from 'next';
import Link from 'next/link';
import { useState } from 'react';
import { useSessionSummary } from '@/components/account/use-session-summary';
import type { FirstUse } from '@/components/ui/form-on-first-use';
import { ErrorState } from '@/components/ui/states';
import type { Balances } from '@/lib/marketplace/account/balances';
import { MarketplaceError } from '@/lib/marketplace/errors';
import type { SwapFormValues } from '@/lib/marketplace/swaps/form-values';
import { SWAP_LIMITS } from '@/lib/marketplace/swaps/terms';
import { SwapForm } from './swap-form';
import { BlockedNote } from './swap-form-parts';
import { mayHaveStarted, startIntendedSwap } from './swap-start';

// A swap sent before a reload is resolved by the same code that sends one (one chunk for the page to load).
export { resumeIntendedSwap } from './swap-start';

export function SwapStarter({
  balances,
  blocked,
  priced,
  pendingId,
  onStarted,
  firstUse,
}: {
  balances: Balances | undefined;
  /** Another swap is still in progress: nothing new can start. */
  blocked: boolean;
  priced: boolean;
  /** The account's swap in progress, as the page last read it. */
  pendingId: string | undefined;
  /** The swap started, with the balances its answer reported, if it did. */
  onStarted: (swapId: string, balances: Balances | null) => void;
  firstUse?: FirstUse;
}) {
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  /** A swap sent earlier without an answer went through when another was asked for: that one was not sent. */
  const [earlierFound, setEarlierFound] = useState(false);
  /** When a new attempt is allowed again. */
  const [nextAttemptAt, setNextAttemptAt] = useState<number>();
  const accountId = useSessionSummary()?.account?.accountId;
  const start = async (values: SwapFormValues) => {
    // Signed out meanwhile (the page's own prompt then shows): nothing is sent for no one.
    if (!accountId) return false;
    setSending(true);
    setError(null);
    setEarlierFound(false);
    setNextAttemptAt(Date.now() + SWAP_LIMITS.createWindowSeconds * 1000);
    try {
      const { swapId, balances, earlier } = await startIntendedSwap(values, accountId);
      onStarted(swapId, balances);
      // The form keeps the amount typed: it was not sent, and may still be wanted.
      setEarlierFound(!!earlier);
      return !earlier;
    } catch (error) {
      if (error instanceof MarketplaceError && error.retryAt) setNextAttemptAt(error.retryAt);
      setError(error);
      return false;
    } finally {
      setSending(false);
    }
  };
  const alreadyPending = error instanceof MarketplaceError && error.code === 'SWAP_ALREADY_PENDING';

  return (
    <>
      <SwapForm
        balances={balances}
        onSwap={start}
        sending={sending}
        blocked={blocked}
        nextAttemptAt={nextAttemptAt}
        priced={priced}
        firstUse={firstUse}
      />
      {blocked && !error && <BlockedNote />}
      {earlierFound && (
        <p role="status" className="mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          Your earlier swap, sent without an answer, went through, so this one was not sent. The swap shown now is that
          earlier one: check it before you swap again.
        </p>
      )}
      {error !== null && (
        <div className="mt-4">
          <ErrorState
            error={error}
            title={mayHaveStarted(error) ? 'We could not confirm whether the swap started' : 'The swap did not start'}
          >
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
    </>
  );
}
