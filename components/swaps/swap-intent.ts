/**
 * The swap this tab means to make, kept in its storage with its idempotency key until the marketplace has answered
 * for certain: a retry of the same swap (or a reload mid-flight) reuses the key and can never make a second swap.
 * Apart from what sends it, so a page can tell there is one to resolve without loading that.
 */
import type { SwapCreateBody } from '@/lib/marketplace/swaps/contract';

const INTENT_KEY = 'marketplace.swap-intent.v1';

export function loadIntent(): SwapCreateBody | null {
  try {
    const raw = sessionStorage.getItem(INTENT_KEY);
    return raw ? (JSON.parse(raw) as SwapCreateBody) : null;
  } catch {
    return null;
  }
}
export const saveIntent = (body: SwapCreateBody) => sessionStorage.setItem(INTENT_KEY, JSON.stringify(body));
export const forgetIntent = () => sessionStorage.removeItem(INTENT_KEY);
