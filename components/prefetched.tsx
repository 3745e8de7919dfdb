import { HydrationBoundary, dehydrate, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getQueryClient } from './query-client';

/**
 * A server component: reads one query before the page is sent and hands the
 * answer to the browser's query cache, so the first paint shows it. A read that
 * fails is not tried again here: the browser reads it, and says why if it fails.
 */
export async function Prefetched<TQueryFnData, TError, TData, TQueryKey extends QueryKey>({
  query,
  children,
}: {
  query: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>;
  children: ReactNode;
}) {
  const queryClient = getQueryClient();
  await queryClient.prefetchQuery({ ...query, retry: false });
  return <HydrationBoundary state={dehydrate(queryClient)}>{children}</HydrationBoundary>;
}
