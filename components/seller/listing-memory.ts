/**
 * What this tab knows of the seller's listings beyond the page it shows: the listings it saved (a mutation's answer)
 * and the ones the list pages it showed held. A page read before a save (the proxy answers a repeat inside the 10 s
 * window from its cache) shows the saved listing instead, and the editor opened from the list starts from the
 * listed one, with no detail read in the window the list just used.
 */
import { useSyncExternalStore } from 'react';
import type { ListingRead, ListingSaved, ListingsRead } from '@/lib/marketplace/seller/client';
import type { SellerProduct } from '@/lib/marketplace/seller/contract';

interface Known {
  listing: ListingRead;
  /** Saved by this tab, at `listing.fetchedAt`. */
  saved: boolean;
}

const known = new Map<string, Known>();
let version = 0;
const listeners = new Set<() => void>();

const SAVED_AT_KEY = 'marketplace.seller.saved-at';

/**
 * When this tab last saved a listing (kept across reloads, which forget the saved listings): a page read before that
 * may predate the change, so it is read again once the window allows.
 */
export const lastSavedAt = (): number => Number(globalThis.sessionStorage?.getItem(SAVED_AT_KEY) ?? 0);

/**
 * A listing this tab saved: the pages read before it show it as saved. Its time is the server's, as the pages' read
 * times are: the browser's clock may be off by more than a read window.
 */
export function rememberSaved({ product, profileSetupUrl, savedAt }: ListingSaved): void {
  globalThis.sessionStorage?.setItem(SAVED_AT_KEY, String(savedAt));
  known.set(product.id, { listing: { ok: true, product, profileSetupUrl, fetchedAt: savedAt }, saved: true });
  version += 1;
  for (const listener of listeners) listener();
}

/** The listings a page showed, unless this tab knows a newer state of one. */
export function rememberListed(list: ListingsRead): void {
  for (const product of list.products) {
    const held = known.get(product.id);
    if (held && held.listing.fetchedAt >= list.fetchedAt) continue;
    known.set(product.id, {
      listing: { ok: true, product, profileSetupUrl: list.profileSetupUrl, fetchedAt: list.fetchedAt },
      saved: false,
    });
  }
}

/** The newest state of a listing this tab knows, if any. */
export const listingFromMemory = (id: string): ListingRead | undefined => known.get(id)?.listing;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The listings this tab saved after `since`, oldest save first; none while the server renders. */
export function useSavedSince(since: number): SellerProduct[] {
  useSyncExternalStore(
    subscribe,
    () => version,
    () => 0,
  );
  return [...known.values()]
    .filter(({ saved, listing }) => saved && listing.fetchedAt > since)
    .sort((a, b) => a.listing.fetchedAt - b.listing.fetchedAt)
    .map(({ listing }) => listing.product);
}
