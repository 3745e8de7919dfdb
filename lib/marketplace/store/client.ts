/**
 * Store browsing in the browser: the look-through for the price and delivery
 * filters, and the categories for the listing form. The store page reads its list, a product and the categories on the server.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { callRoute, type Transport } from '../call';
import { STORE_LIMITS, filtersToParams, type StoreFilters } from './filters';
import { wireRoutes } from '../route';
import type { storeRoutes } from './contract';
import { storeWire } from './terms';

/** The area's routes as pages call them: no schemas, the proxy checks what goes and comes back. */
export const storeCalls = wireRoutes<typeof storeRoutes>(storeWire);

/** A list read page after page at the contract's largest page size, for filters the contract does not have. */
export type StoreScanFilters = Pick<StoreFilters, 'q' | 'category' | 'sort'>;

const storeKeys = {
  categories: ['store', 'categories'] as const,
  scan: (filters: StoreScanFilters) => ['store', 'scan', filters] as const,
};

export const storeQueries = {
  /** The store's fixed tree of categories and their subcategories; it changes rarely. */
  categories: () =>
    queryOptions({
      queryKey: storeKeys.categories,
      queryFn: async ({ signal }) => (await callRoute(storeCalls.categories, { signal })).data.categories,
      staleTime: 60 * 60_000,
    }),
  scan: (filters: StoreScanFilters, transport?: Transport) =>
    infiniteQueryOptions({
      queryKey: storeKeys.scan(filters),
      initialPageParam: 0,
      queryFn: async ({ pageParam, signal }) =>
        (
          await callRoute(storeCalls.list, {
            query: filtersToParams({ ...filters, limit: STORE_LIMITS.limitMax, offset: pageParam }),
            signal,
            transport,
          })
        ).data,
      getNextPageParam: (last) => (last.hasMore && last.nextOffset !== null ? last.nextOffset : undefined),
    }),
};
