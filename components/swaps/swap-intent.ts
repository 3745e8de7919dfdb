/**
 * The swap this tab means to make for an account, kept in its storage with its idempotency key until the marketplace has answered
 * for certain: a retry of the same swap (or a reload mid-flight) reuses the key and can never make a second swap.
 * Apart from what sends it, so a page can tell there is one to resolve without loading that.
 */
import type { SwapCreateBody } from '@/lib/marketplace/swaps/contract';
import { forgetKept, keep, readKept } from '@/lib/tab-storage';

/** Kept per account: another account signed in in the tab never sends it, nor is held up by it. */
const intentKey = (accountId: string) => `marketplace.swap-intent.v2:${accountId}`;

export const loadIntent = (accountId: string): SwapCreateBody | null =>
  (readKept(intentKey(accountId)) as SwapCreateBody | undefined) ?? null;
export const saveIntent = (accountId: string, body: SwapCreateBody) => keep(intentKey(accountId), body);
export const forgetIntent = (accountId: string) => forgetKept(intentKey(accountId));
