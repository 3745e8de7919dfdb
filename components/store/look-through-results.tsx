'use client';

import { HydrationBoundary, type DehydratedState } from '@tanstack/react-query';
import type { StoreFilters } from '@/lib/marketplace/store/filters';
import type { ListingFilters } from './listing-filters';
import { ScanResults } from './scan-results';

/** The price and delivery look-through (scan-results), starting from the first pages the server read. */
export default function LookThroughResults({
  state,
  filters,
  listing,
}: {
  state: DehydratedState;
  filters: StoreFilters;
  listing: ListingFilters;
}) {
  return (
    <HydrationBoundary state={state}>
      <ScanResults filters={filters} listing={listing} />
    </HydrationBoundary>
  );
}
