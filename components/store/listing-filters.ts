/**
 * The store's price and delivery filters. The contract's list (spec 4.1) has no
 * such parameters and refuses unknown ones, so they never go upstream: with one
 * of them set, the store reads the upstream list 50 listings at a time (its
 * largest page) and keeps the listings that match, saying how many it looked
 * through. Prices compare as decimal strings through lib/money, never as floats.
 */
import type { Product, ProductListResponse } from '@/lib/marketplace/store/contract';
import { compare, isPlainDecimal } from '@/lib/money';
import { deliveryDays } from './delivery';

export const LISTING_FILTER_PARAMS = ['minPrice', 'maxPrice', 'delivery'] as const;
type ListingFilterParam = (typeof LISTING_FILTER_PARAMS)[number];

/** Delivery terms a listing can have (spec 2.2: 1 to 7 days). */
export const DELIVERY_CHOICES = [1, 2, 3, 4, 5, 6, 7] as const;

/** Upstream pages read per "look through more", so one click never costs more than 200 listings' worth of requests. */
export const SCAN_PAGES_PER_ROUND = 4;

export interface ListingFilters {
  /** Lowest and highest displayed price in USD (fee included), as decimal strings. */
  minPrice: string | null;
  maxPrice: string | null;
  /** Delivered within this many days. */
  deliveryDays: number | null;
}

export const NO_LISTING_FILTERS: ListingFilters = { minPrice: null, maxPrice: null, deliveryDays: null };

export type ListingFiltersParse = { ok: true; filters: ListingFilters } | { ok: false; problem: string };

const DOLLARS = /^\d{1,16}(\.\d{1,2})?$/;

/** Read the filters from their URL values; a bad value is a sentence saying what to write instead. */
export function parseListingFilters(raw: Partial<Record<ListingFilterParam, string | null>>): ListingFiltersParse {
  const price = (value: string | null | undefined) => (value ? value.trim().replace(/^\$/, '') : null);
  const minPrice = price(raw.minPrice);
  const maxPrice = price(raw.maxPrice);
  for (const value of [minPrice, maxPrice]) {
    if (value !== null && !DOLLARS.test(value)) return { ok: false, problem: `“${value}” is not a price. Write dollars, like 25 or 19.99.` };
  }
  if (minPrice !== null && maxPrice !== null && compare(minPrice, maxPrice) > 0) {
    return { ok: false, problem: 'The lowest price is above the highest price.' };
  }
  let days: number | null = null;
  if (raw.delivery) {
    days = DELIVERY_CHOICES.find((d) => String(d) === raw.delivery) ?? null;
    if (days === null) return { ok: false, problem: `Delivery can be filtered from 1 to ${DELIVERY_CHOICES.at(-1)} days.` };
  }
  return { ok: true, filters: { minPrice, maxPrice, deliveryDays: days } };
}

export function hasListingFilters(filters: ListingFilters): boolean {
  return filters.minPrice !== null || filters.maxPrice !== null || filters.deliveryDays !== null;
}

/** The filters as URL values; null removes a parameter. */
export function listingFiltersToParams(filters: ListingFilters): Record<ListingFilterParam, string | null> {
  return { minPrice: filters.minPrice, maxPrice: filters.maxPrice, delivery: filters.deliveryDays === null ? null : String(filters.deliveryDays) };
}

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
