'use client';

import type { DehydratedState } from '@tanstack/react-query';
import { Queries } from '@/components/queries';
import type { StoreFilters } from '@/lib/marketplace/store/filters';
import type { ListingFilters } from './listing-filters';
import { ScanResults } from './scan-results';

/** The price and delivery look-through (scan-results), starting from the first pages the server read, with React Query's client, which the store's page has not. */
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
    <Queries state={state}>
      <ScanResults filters={filters} listing={listing} />
    </Queries>
  );
}
