import { HydrationBoundary, dehydrate } from '@tanstack/react-query';
import { getQueryClient } from '@/components/query-client';
import { StoreBrowser } from '@/components/store/store-browser';
import { inProcessTransport } from '@/lib/server/transport';
import { STORE_LIST_PARAMS, storeListQuerySchema, toFilters } from '@/lib/marketplace/store/contract';
import { storeQueries } from '@/lib/marketplace/store/client';

export const metadata = { title: 'Store' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function StorePage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const single = Object.fromEntries(STORE_LIST_PARAMS.flatMap((k) => (typeof params[k] === 'string' ? [[k, params[k]]] : [])));
  const parsed = storeListQuerySchema.safeParse(single);
  const queryClient = getQueryClient();
  const transport = inProcessTransport();
  await Promise.all([
    queryClient.prefetchQuery(storeQueries.categories(transport)),
    parsed.success ? queryClient.prefetchQuery(storeQueries.list(toFilters(parsed.data), transport)) : undefined,
  ]);
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <StoreBrowser />
    </HydrationBoundary>
  );
}
