/** Store browsing in the pages: query keys and options over the store routes. */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { callRoute, type Transport } from '../call';
import { storeRoutes } from './contract';
import { STORE_LIMITS, filtersToParams, type StoreFilters } from './filters';

/** A list read page after page at the contract's largest page size, for filters the contract does not have. */
export type StoreScanFilters = Pick<StoreFilters, 'q' | 'category' | 'sort'>;

export const storeKeys = {
  list: (filters: StoreFilters) => ['store', 'list', filters] as const,
  scan: (filters: StoreScanFilters) => ['store', 'scan', filters] as const,
  detail: (id: string) => ['store', 'detail', id] as const,
  categories: () => ['store', 'categories'] as const,
};

export const storeQueries = {
  list: (filters: StoreFilters, transport?: Transport) =>
    queryOptions({
      queryKey: storeKeys.list(filters),
      queryFn: async ({ signal }) => (await callRoute(storeRoutes.list, { query: filtersToParams(filters), signal, transport })).data,
    }),
  scan: (filters: StoreScanFilters, transport?: Transport) =>
    infiniteQueryOptions({
      queryKey: storeKeys.scan(filters),
      initialPageParam: 0,
      queryFn: async ({ pageParam, signal }) =>
        (await callRoute(storeRoutes.list, { query: filtersToParams({ ...filters, limit: STORE_LIMITS.limitMax, offset: pageParam }), signal, transport })).data,
      getNextPageParam: (last) => (last.hasMore && last.nextOffset !== null ? last.nextOffset : undefined),
    }),
  detail: (id: string, transport?: Transport) =>
    queryOptions({
      queryKey: storeKeys.detail(id),
      queryFn: async ({ signal }) => (await callRoute(storeRoutes.detail, { params: { id }, signal, transport })).data,
      select: (data) => data.product,
    }),
  categories: (transport?: Transport) =>
    queryOptions({
      queryKey: storeKeys.categories(),
      queryFn: async ({ signal }) => (await callRoute(storeRoutes.categories, { signal, transport })).data,
      select: (data) => data.categories,
      staleTime: 10 * 60_000,
    }),
};
