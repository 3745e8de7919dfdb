import { dehydrate, type FetchInfiniteQueryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Queries } from './queries';
import { getQueryClient } from './query-client';

/** Reads on a fresh server client before the page is sent, then hands what they found to the browser's query cache (and its client, with it). */
export async function Hydrated({
  prefetch,
  children,
}: {
  /** The reads, together; each with `retry: false`, as a failure is left to the browser. */
  prefetch: (client: QueryClient) => Promise<unknown>;
  children: ReactNode;
}) {
  const queryClient = getQueryClient();
  await prefetch(queryClient);
  return <Queries state={dehydrate(queryClient)}>{children}</Queries>;
}

/** A paged list (an infinite query): its first page, read before the page is sent and handed to the browser's query cache. */
export async function PrefetchedPages<TQueryFnData, TError, TData, TQueryKey extends QueryKey, TPageParam>({
  query,
  children,
}: {
  query: FetchInfiniteQueryOptions<TQueryFnData, TError, TData, TQueryKey, TPageParam>;
  children: ReactNode;
}) {
  return (
    <Hydrated prefetch={(client) => client.prefetchInfiniteQuery({ ...query, retry: false })}>{children}</Hydrated>
  );
}
