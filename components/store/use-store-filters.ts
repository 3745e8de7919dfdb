'use client';

import { parseAsString, useQueryStates } from 'nuqs';
import { useMemo } from 'react';
import { ALL_CATEGORIES, DEFAULT_FILTERS, filtersToQuery, storeListQuerySchema, toFilters, type StoreFilters } from '@/lib/marketplace/store/contract';
import { plainIssue } from '@/lib/marketplace/query-params';
import { NO_LISTING_FILTERS, hasListingFilters, listingFiltersToParams, parseListingFilters, type ListingFilters } from './listing-filters';

const urlKeys = {
  q: parseAsString,
  category: parseAsString,
  sort: parseAsString,
  limit: parseAsString,
  offset: parseAsString,
  minPrice: parseAsString,
  maxPrice: parseAsString,
  delivery: parseAsString,
};

export type FiltersState = { ok: true; filters: StoreFilters; listing: ListingFilters } | { ok: false; problem: string };

/** The store's URL for filters: the contract's list parameters, then the dashboard's own. */
function storeHref(filters: StoreFilters, listing: ListingFilters): string {
  const params = new URLSearchParams(filtersToQuery(filters));
  for (const [key, value] of Object.entries(listingFiltersToParams(listing))) if (value !== null) params.set(key, value);
  const query = params.toString();
  return query ? `/store?${query}` : '/store';
}

/**
 * The store's filters live in the URL, so a filtered page can be shared. Values
 * are read raw and checked: the list's with the contract's schema, price and
 * delivery with the dashboard's own rules (they never go upstream). A bad
 * shared link shows what is wrong instead of silently falling back.
 */
export function useStoreFilters() {
  const [raw, setRaw] = useQueryStates(urlKeys, { history: 'push', scroll: false });

  const state: FiltersState = useMemo(() => {
    const { minPrice, maxPrice, delivery, ...list } = raw;
    const present = Object.fromEntries(Object.entries(list).filter(([, v]) => v !== null)) as Record<string, string>;
    const parsed = storeListQuerySchema.safeParse(present);
    if (!parsed.success) return { ok: false, problem: plainIssue(parsed.error) };
    const listing = parseListingFilters({ minPrice, maxPrice, delivery });
    if (!listing.ok) return { ok: false, problem: listing.problem };
    return { ok: true, filters: toFilters(parsed.data), listing: listing.filters };
  }, [raw]);

  const current = state.ok ? state.filters : DEFAULT_FILTERS;
  const listing = state.ok ? state.listing : NO_LISTING_FILTERS;
  /** Whether anything narrows the list: search text, a category, a price or a delivery term. */
  const filtered = current.q !== '' || current.category.toLowerCase() !== ALL_CATEGORIES.toLowerCase() || hasListingFilters(listing);

  /** Apply a change; anything but paging starts again at the first page. */
  const update = (patch: Partial<StoreFilters>) => {
    const next: StoreFilters = { ...current, ...patch, offset: patch.offset ?? 0 };
    const params = new URLSearchParams(filtersToQuery(next));
    return setRaw({
      q: params.get('q'),
      category: params.get('category'),
      sort: params.get('sort'),
      limit: params.get('limit'),
      offset: params.get('offset'),
    });
  };

  const updateListing = (patch: Partial<ListingFilters>) => setRaw({ ...listingFiltersToParams({ ...listing, ...patch }), offset: null });

  /** Clear every filter; the sort order and page size stay as chosen. */
  const clear = () => setRaw({ q: null, category: null, offset: null, minPrice: null, maxPrice: null, delivery: null });

  /** Back to the plain store, for a link whose values are not valid. */
  const reset = () => setRaw(Object.fromEntries(Object.keys(urlKeys).map((key) => [key, null])));

  /** The shareable URL for a change, for links that also work in a new tab. */
  const hrefFor = (patch: Partial<StoreFilters>) => storeHref({ ...current, ...patch, offset: patch.offset ?? 0 }, listing);

  return { state, current, listing, filtered, update, updateListing, clear, reset, hrefFor };
}

export type StoreFiltersApi = ReturnType<typeof useStoreFilters>;
