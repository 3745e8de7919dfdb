'use client';

import type { StoreFilters } from '@/lib/marketplace/store/filters';
import type { ListingFilters } from './listing-filters';
import { useStoreNavigation } from './store-navigation';
import { storeHref, storeHrefWith, type StoreView } from './store-url';

/** The filter controls change the URL, and the server renders the store for it (see StoreNavigation). */
export function useStoreFilters(view: StoreView) {
  const { navigate: go } = useStoreNavigation();
  return {
    update: (patch: Partial<StoreFilters>) => go(storeHrefWith(view, patch)),
    updateListing: (patch: Partial<ListingFilters>) =>
      go(storeHref({ filters: { ...view.filters, offset: 0 }, listing: { ...view.listing, ...patch } })),
  };
}
