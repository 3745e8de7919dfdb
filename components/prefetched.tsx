import { dehydrate, type FetchQueryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
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
  return <Hydrated prefetch={(client) => client.prefetchQuery({ ...query, retry: false })}>{children}</Hydrated>;
}
