/**
 * The store's URL: the contract's list parameters, then the dashboard's own
 * price and delivery filters. Shared by the server page and the browser's
 * filter controls, and free of schemas so the controls stay small.
 */
import { ALL_CATEGORIES, filtersToQuery, type StoreFilters } from '@/lib/marketplace/store/filters';
import { hasListingFilters, listingFiltersToParams, NO_LISTING_FILTERS, type ListingFilters } from './listing-filters';

/** What the store shows: the list's filters and the dashboard's own. */
export interface StoreView {
  filters: StoreFilters;
  listing: ListingFilters;
}

export function storeHref({ filters, listing }: StoreView): string {
  const params = new URLSearchParams(filtersToQuery(filters));
  for (const [key, value] of Object.entries(listingFiltersToParams(listing)))
    if (value !== null) params.set(key, value);
  const query = params.toString();
  return query ? `/store?${query}` : '/store';
}

/** The URL after a change of the list's filters; anything but paging starts again at the first page. */
export function storeHrefWith(view: StoreView, patch: Partial<StoreFilters>): string {
  return storeHref({ filters: { ...view.filters, ...patch, offset: patch.offset ?? 0 }, listing: view.listing });
}

/** The URL with every filter cleared; the sort order and page size stay as chosen. */
export function clearedHref({ filters }: StoreView): string {
  return storeHref({
    filters: { ...filters, q: '', category: ALL_CATEGORIES, offset: 0 },
    listing: NO_LISTING_FILTERS,
  });
}

/** Whether anything narrows the list: search text, a category, a price or a delivery term. */
export function isFiltered({ filters, listing }: StoreView): boolean {
  return (
    filters.q !== '' || filters.category.toLowerCase() !== ALL_CATEGORIES.toLowerCase() || hasListingFilters(listing)
  );
}
