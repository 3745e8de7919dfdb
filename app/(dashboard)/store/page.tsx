import { HydrationBoundary, dehydrate } from '@tanstack/react-query';
import { getQueryClient } from '@/components/query-client';
import { LISTING_FILTER_PARAMS, hasListingFilters, parseListingFilters } from '@/components/store/listing-filters';
import { StoreBrowser } from '@/components/store/store-browser';
import { inProcessTransport } from '@/lib/server/transport';
import { STORE_LIST_PARAMS, storeListQuerySchema, toFilters } from '@/lib/marketplace/store/contract';
import { storeQueries } from '@/lib/marketplace/store/client';

export const metadata = { title: 'Store' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const pick = (params: Record<string, string | string[] | undefined>, keys: readonly string[]) =>
  Object.fromEntries(keys.flatMap((k) => (typeof params[k] === 'string' ? [[k, params[k]]] : [])));

export default async function StorePage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const parsed = storeListQuerySchema.safeParse(pick(params, STORE_LIST_PARAMS));
  const listing = parseListingFilters(pick(params, LISTING_FILTER_PARAMS));
  const queryClient = getQueryClient();
  const transport = inProcessTransport();
  const filters = parsed.success ? toFilters(parsed.data) : undefined;
  await Promise.all([
    queryClient.prefetchQuery(storeQueries.categories(transport)),
    // Price and delivery filters never go upstream: their first page of listings to look through is prefetched instead.
    filters && listing.ok && hasListingFilters(listing.filters)
      ? queryClient.prefetchInfiniteQuery(storeQueries.scan({ q: filters.q, category: filters.category, sort: filters.sort }, transport))
      : filters && listing.ok
        ? queryClient.prefetchQuery(storeQueries.list(filters, transport))
        : undefined,
  ]);
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <StoreBrowser />
    </HydrationBoundary>
  );
}
