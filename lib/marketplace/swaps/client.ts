/**
 * Swaps in the pages: creating one (the caller brings the idempotency key,
 * made once per intended swap and kept across retries), following its status
 * until it settles, and the history with offset paging. The proxy journals
 * every create before it leaves, so an uncertain answer is resolved by
 * `readSwapStatus({idempotencyKey})`, never by a second swap.
 */
import { queryOptions } from '@tanstack/react-query';
import { callRoute, type Transport } from '../call';
import { MarketplaceError } from '../errors';
import { newIdempotencyKey } from '../values';
import type { AssetId } from '../assets';
import { windowedRetry } from '../window-retry';
import type { SwapCreateBody, SwapCreated, SwapRecord, swapRoutes } from './contract';
import { balancesOfAnswer, PROCESSING_SWAP_STATUSES, SWAP_LIMITS, type SwapSelector } from './terms';
import { wireRoutes } from '../route';
import { swapWire } from './terms';

/** The area's routes as pages call them: no schemas, the proxy checks what goes and comes back. */
export const swapCalls = wireRoutes<typeof swapRoutes>(swapWire);

const swapKeys = {
  all: ['swaps'] as const,
  status: (selector: SwapSelector) =>
    ['swaps', 'status', 'swapId' in selector ? selector.swapId : `key:${selector.idempotencyKey}`] as const,
  history: (offset: number, limit: number) => ['swaps', 'history', offset, limit] as const,
};

/** A fresh key for one intended swap; keep it (and the body) for every retry and status read. */
export const newSwapKey = () => newIdempotencyKey('swap');

/** Create a swap. A 200 with `replayed: true` is the same swap answered again, never a second one. */
async function createSwap(body: SwapCreateBody, signal?: AbortSignal): Promise<SwapCreated> {
  return (await callRoute(swapCalls.create, { body, signal })).data;
}

/** No answer, a server failure or an unreadable answer: the swap may or may not exist. */
export const isUncertain = (error: unknown): boolean =>
  error instanceof MarketplaceError &&
  (error.code === 'NETWORK_ERROR' || error.code === 'RESPONSE_INVALID' || error.status >= 500);

export interface SwapStarted {
  swapId: string;
  /** Every balance after the debit, when the create answer arrived; null when the swap was found by its key instead. */
  balances: Record<AssetId, string> | null;
}

/**
 * Start a swap and know whether it exists: an uncertain create is resolved by
 * reading the status with the same key, never by sending a second swap. When
 * that read finds nothing either, the original error is thrown and the caller
 * keeps the key and body for the person's retry (an exact replay is safe).
 */
export async function startSwap(body: SwapCreateBody, signal?: AbortSignal): Promise<SwapStarted> {
  try {
    const answer = await createSwap(body, signal);
    return { swapId: answer.swapId, balances: balancesOfAnswer(answer) };
  } catch (error) {
    if (!isUncertain(error)) throw error;
    const found = await readSwapStatus({ idempotencyKey: body.idempotencyKey }, signal).catch(() => null);
    if (!found) throw error;
    return { swapId: found.swap.id, balances: null };
  }
}

export async function readSwapStatus(
  selector: SwapSelector,
  signal?: AbortSignal,
): Promise<{ swap: SwapRecord; fetchedAt: number }> {
  const { data, fetchedAt } = await callRoute(swapCalls.status, { body: selector, signal });
  return { swap: data.swap, fetchedAt };
}

/** How often to read a swap's status: briskly while it moves by itself, slowly under review, never once settled. */
export function statusPollMs(status: string | undefined, error?: unknown): number | false {
  if (error instanceof MarketplaceError && error.retryAt) return Math.max(1000, error.retryAt - Date.now() + 250);
  if (!status) return false;
  if (PROCESSING_SWAP_STATUSES.includes(status)) return status.startsWith('bridge_') ? 3_000 : 1_500;
  if (status === 'bridge_review') return 30_000;
  // A state the contract does not name is shown as still moving (words.ts): it is read again, slowly, until it settles.
  return status === 'completed' || status === 'failed' ? false : 10_000;
}

/** Newest first across pages, each swap once (pages can shift while a swap is created or moves). */
export function mergeSwapPages(pages: readonly (readonly SwapRecord[])[]): SwapRecord[] {
  const byId = new Map<string, SwapRecord>();
  for (const swap of pages.flat()) if (!byId.has(swap.id)) byId.set(swap.id, swap);
  return [...byId.values()];
}

export const swapQueries = {
  status: (selector: SwapSelector) =>
    queryOptions({
      queryKey: swapKeys.status(selector),
      queryFn: ({ signal }) => readSwapStatus(selector, signal),
      refetchInterval: (query) => statusPollMs(query.state.data?.swap.status, query.state.error),
      retry: false,
    }),
  /** One page of the history; the page follows `nextOffset` and stops when it is null. */
  history: (offset = 0, limit: number = SWAP_LIMITS.historyLimitDefault, transport?: Transport) =>
    queryOptions({
      queryKey: swapKeys.history(offset, limit),
      queryFn: async ({ signal }) => {
        const { data, fetchedAt } = await callRoute(swapCalls.history, { body: { limit, offset }, signal, transport });
        return { ...data, fetchedAt };
      },
      // One read per 10 s: the proxy's cache answers repeats inside the window.
      staleTime: SWAP_LIMITS.historyWindowSeconds * 1000,
      // The next page inside the window waits for it (the proxy says when) instead of failing.
      ...windowedRetry,
      refetchInterval: (query) => (query.state.data?.pending ? SWAP_LIMITS.historyWindowSeconds * 1000 + 500 : false),
    }),
};
