/**
 * Store browsing in the browser: the look-through for the price and delivery
 * filters. The list, a product and the categories are read on the server.
 */
import { infiniteQueryOptions } from '@tanstack/react-query';
import { callRoute, type Transport } from '../call';
import { STORE_LIMITS, filtersToParams, type StoreFilters } from './filters';
import { wireRoutes } from '../route';
import { storeWire } from './terms';

/** The area's routes as pages call them: the schemas load with the first call. */
export const storeCalls = wireRoutes(storeWire, () => import('./contract').then((m) => m.storeRoutes));

/** A list read page after page at the contract's largest page size, for filters the contract does not have. */
export type StoreScanFilters = Pick<StoreFilters, 'q' | 'category' | 'sort'>;

const storeKeys = {
  scan: (filters: StoreScanFilters) => ['store', 'scan', filters] as const,
};

export const storeQueries = {
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
