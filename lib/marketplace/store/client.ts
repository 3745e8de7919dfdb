/** Store browsing in the pages: query keys and options over the store routes. */
import { queryOptions } from '@tanstack/react-query';
import { callRoute, type Transport } from '../call';
import { filtersToParams, storeRoutes, type StoreFilters } from './contract';

export const storeKeys = {
  list: (filters: StoreFilters) => ['store', 'list', filters] as const,
  detail: (id: string) => ['store', 'detail', id] as const,
  categories: () => ['store', 'categories'] as const,
};

export const storeQueries = {
  list: (filters: StoreFilters, transport?: Transport) =>
    queryOptions({
      queryKey: storeKeys.list(filters),
      queryFn: async ({ signal }) => (await callRoute(storeRoutes.list, { query: filtersToParams(filters), signal, transport })).data,
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
