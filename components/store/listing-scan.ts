/**
 * Looking through the upstream list for the price and delivery filters
 * (listing-filters.ts): which listings match, and when to read on. Prices
 * compare as decimal strings through lib/money, never as floats.
 */
import type { Product, ProductListResponse } from '@/lib/marketplace/store/contract';
import { compare, isPlainDecimal } from '@/lib/money';
import { deliveryDays } from './delivery';
import type { ListingFilters } from './listing-filters';

/** Upstream pages read per "look through more", so one click never costs more than 200 listings' worth of requests. */
export const SCAN_PAGES_PER_ROUND = 4;

/**
 * Whether a listing matches. With a price bound, only fixed prices can match: a
 * price on request or an unavailable listing has no amount to compare.
 */
export function matchesListingFilters(product: Product, filters: ListingFilters): boolean {
  if (filters.minPrice !== null || filters.maxPrice !== null) {
    const amount = product.pricing.mode === 'fixed' ? product.pricing.displayAmount : null;
    if (amount === null || !isPlainDecimal(amount)) return false;
    if (filters.minPrice !== null && compare(amount, filters.minPrice) < 0) return false;
    if (filters.maxPrice !== null && compare(amount, filters.maxPrice) > 0) return false;
  }
  if (filters.deliveryDays !== null) {
    const days = deliveryDays(product.expectedDelivery);
    if (days === null || days > filters.deliveryDays) return false;
  }
  return true;
}

export interface ScanResult {
  matches: Product[];
  /** Listings looked through so far. */
  scanned: number;
  /** Listings the upstream says match the search and category. */
  total: number;
  /** Every listing was looked through. */
  complete: boolean;
  /** More listings exist, but past the contract's offset ceiling: narrowing the search is the only way to reach them. */
  ceiling: boolean;
}

/** What the upstream pages read so far hold for the filters, in the upstream's order. */
export function summarizeScan(pages: readonly ProductListResponse[], filters: ListingFilters): ScanResult {
  const seen = new Set<string>();
  const matches: Product[] = [];
  let scanned = 0;
  for (const page of pages) {
    scanned += page.products.length;
    for (const product of page.products) {
      // A listing can move between pages while they are read; show it once.
      if (seen.has(product.id)) continue;
      seen.add(product.id);
      if (matchesListingFilters(product, filters)) matches.push(product);
    }
  }
  const last = pages.at(-1);
  return {
    matches,
    scanned,
    total: last?.total ?? 0,
    complete: last !== undefined && !last.hasMore,
    ceiling: last !== undefined && last.hasMore && last.nextOffset === null,
  };
}

/** Whether to read another page now: until enough matches are shown, the end of the list, or this round's budget. */
export function shouldReadOn(result: ScanResult, wanted: number, pagesThisRound: number): boolean {
  return !result.complete && !result.ceiling && result.matches.length < wanted && pagesThisRound < SCAN_PAGES_PER_ROUND;
}
