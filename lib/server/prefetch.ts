/** Server-side prefetching for pages about one thing: a product, a profile. */
import 'server-only';
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { notFound } from 'next/navigation';
import { MarketplaceError } from '@/lib/marketplace/errors';

/**
 * Prefetch a page's main query and, when the marketplace answers that its subject
 * does not exist, render the not-found page (HTTP 404) instead of a page showing
 * an error. Other failures stay in the cache for the page to show and retry.
 */
export async function prefetchOrNotFound<TQueryFnData, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<TQueryFnData, Error, TData, TQueryKey>,
): Promise<void> {
  await queryClient.prefetchQuery(options);
  const error = queryClient.getQueryState(options.queryKey)?.error;
  if (error instanceof MarketplaceError && error.status === 404) notFound();
}
