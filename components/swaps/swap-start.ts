/**
 * Starting a swap, loaded with the first send (or a swap to resolve on arrival). Each intended swap gets one
 * idempotency key, kept until the marketplace has answered for certain (swap-intent.ts); a definite refusal forgets
 * it: the corrected form is a new intent. The header's balances, in the tab's query cache, follow what the answer says.
 */
import type { QueryClient } from '@tanstack/react-query';
import { whenQueryClient } from '@/components/browser-query-client';
import { accountKeys, accountQueries } from '@/lib/marketplace/account/client';
import { withBalances, type Balances } from '@/lib/marketplace/account/balances';
import { accountWire } from '@/lib/marketplace/account/terms';
import { MarketplaceError, isEarlierSendPending } from '@/lib/marketplace/errors';
import { readUntilSince } from '@/lib/marketplace/polling';
import { isUncertain, newSwapKey, readSwapStatus, startSwap } from '@/lib/marketplace/swaps/client';
import { sameIntent, swapBodyOf, type SwapFormValues } from '@/lib/marketplace/swaps/form-values';
import { forgetIntent, loadIntent, saveIntent } from './swap-intent';

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

/** Whether the swap may exist after this failure: then the page says it could not be confirmed, not that it did not start. */
export const mayHaveStarted = (error: unknown): boolean => isUncertain(error) || isEarlierSendPending(error);

/** Answers after which the swap was not made and a retry would not make it: the form's next send is a new intent. */
const refusedForGood = (error: unknown): boolean =>
  error instanceof MarketplaceError &&
  error.status >= 400 &&
  error.status < 500 &&
  ![401, 403, 408, 429].includes(error.status) &&
  !mayHaveStarted(error);

/** The swap sent under a kept key, if the marketplace has it; undefined if it never arrived; rejects when that cannot be told. */
async function keptSwapId(idempotencyKey: string): Promise<string | undefined> {
  try {
    return (await readSwapStatus({ idempotencyKey })).swap.id;
  } catch (error) {
    if (error instanceof MarketplaceError && error.code === 'SWAP_NOT_FOUND') return undefined;
    throw error;
  }
}

/**
 * Start the swap `values` describe, with the key of the same intent if one is kept; rejects with why it did not. A
 * kept intent for another swap (sent without a certain answer, then the form changed) is looked up first: if it went
 * through, that swap is the one followed and nothing new is sent; only one that never arrived gives up its key.
 */
export async function startIntendedSwap(
  values: SwapFormValues,
  accountId: string,
): Promise<{ swapId: string; balances: Balances | null; earlier?: true }> {
  const kept = loadIntent(accountId);
  const same = !!kept && sameIntent(kept, values);
  if (kept && !same) {
    const earlier = await keptSwapId(kept.idempotencyKey);
    if (earlier) {
      forgetIntent(accountId);
      // The swap that went through is another than the one asked for now, which was not sent.
      return { swapId: earlier, balances: null, earlier: true };
    }
  }
  const body = same ? kept : swapBodyOf(values, newSwapKey());
  saveIntent(accountId, body);
  try {
    const started = await startSwap(body);
    forgetIntent(accountId);
    const { balances } = started;
    const at = Date.now();
    whenQueryClient((client) => (balances ? showBalances(client, balances) : void refreshBalancesSince(client, at)));
    return started;
  } catch (error) {
    // Only a definite refusal gives up the key; an uncertain send, one still in flight or one refused for now
    // (signed out, a window) keeps its values and its key for the retry.
    if (refusedForGood(error)) forgetIntent(accountId);
    throw error;
  }
}

/** A swap sent before a reload whose answer never came, found by its key: its id, or undefined if it never arrived. */
export async function resumeIntendedSwap(accountId: string): Promise<string | undefined> {
  const intent = loadIntent(accountId);
  if (!intent) return undefined;
  try {
    // Not found: it never arrived. The form's next send of the same swap reuses the key.
    const swapId = await keptSwapId(intent.idempotencyKey);
    if (swapId) forgetIntent(accountId);
    return swapId;
  } catch {
    // A status read that failed says nothing of the swap: its key stays for the next send of the same swap.
    return undefined;
  }
}
