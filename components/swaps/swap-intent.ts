/**
 * The swap this tab means to make, kept in its storage with its idempotency key until the marketplace has answered
 * for certain: a retry of the same swap (or a reload mid-flight) reuses the key and can never make a second swap.
 * Apart from what sends it, so a page can tell there is one to resolve without loading that.
 */
import type { SwapCreateBody } from '@/lib/marketplace/swaps/contract';
import { forgetKept, keep, readKept } from '@/lib/tab-storage';

const INTENT_KEY = 'marketplace.swap-intent.v1';

export const loadIntent = (): SwapCreateBody | null => (readKept(INTENT_KEY) as SwapCreateBody | undefined) ?? null;
export const saveIntent = (body: SwapCreateBody) => keep(INTENT_KEY, body);
export const forgetIntent = () => forgetKept(INTENT_KEY);
