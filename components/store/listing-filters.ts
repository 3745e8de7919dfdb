/**
 * The store's price and delivery filters. The contract's list (spec 4.1) has no
 * such parameters and refuses unknown ones, so they never go upstream: with one
 * of them set, the store reads the upstream list 50 listings at a time (its
 * largest page) and keeps the listings that match (listing-scan.ts), saying how
 * many it looked through. Prices are decimal strings, never floats.
 */

export const LISTING_FILTER_PARAMS = ['minPrice', 'maxPrice', 'delivery'] as const;
type ListingFilterParam = (typeof LISTING_FILTER_PARAMS)[number];

/** Delivery terms a listing can have (spec 2.2: 1 to 7 days). */
export const DELIVERY_CHOICES = [1, 2, 3, 4, 5, 6, 7] as const;

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

/** A price written as DOLLARS, in whole cents: exact, and without a decimal library in the filter bar. */
function cents(dollars: string): bigint {
  const [whole = '0', fraction = ''] = dollars.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
}

/** Read the filters from their URL values; a bad value is a sentence saying what to write instead. */
export function parseListingFilters(raw: Partial<Record<ListingFilterParam, string | null>>): ListingFiltersParse {
  const price = (value: string | null | undefined) => (value ? value.trim().replace(/^\$/, '') : null);
  const minPrice = price(raw.minPrice);
  const maxPrice = price(raw.maxPrice);
  for (const value of [minPrice, maxPrice]) {
    if (value !== null && !DOLLARS.test(value))
      return { ok: false, problem: `“${value}” is not a price. Write dollars, like 25 or 19.99.` };
  }
  if (minPrice !== null && maxPrice !== null && cents(minPrice) > cents(maxPrice)) {
    return { ok: false, problem: 'The lowest price is above the highest price.' };
  }
  let days: number | null = null;
  if (raw.delivery) {
    days = DELIVERY_CHOICES.find((d) => String(d) === raw.delivery) ?? null;
    if (days === null)
      return { ok: false, problem: `Delivery can be filtered from 1 to ${DELIVERY_CHOICES.at(-1)} days.` };
  }
  return { ok: true, filters: { minPrice, maxPrice, deliveryDays: days } };
}

export function hasListingFilters(filters: ListingFilters): boolean {
  return filters.minPrice !== null || filters.maxPrice !== null || filters.deliveryDays !== null;
}

/** The filters as URL values; null removes a parameter. */
export function listingFiltersToParams(filters: ListingFilters): Record<ListingFilterParam, string | null> {
  return {
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
    delivery: filters.deliveryDays === null ? null : String(filters.deliveryDays),
  };
}
