import { dehydrate } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getQueryClient } from '@/components/query-client';
import { hasListingFilters } from '@/components/store/listing-filters';
import { LookThroughResults } from '@/components/store/look-through';
import { ListingsPage, StoreBrowser } from '@/components/store/store-browser';
import type { StoreView } from '@/components/store/store-url';
import { parseStoreView } from '@/components/store/store-view';
import { callRoute } from '@/lib/marketplace/call';
import { storeQueries } from '@/lib/marketplace/store/client';
import { storeRoutes } from '@/lib/marketplace/store/contract';
import { filtersToParams } from '@/lib/marketplace/store/filters';
import { serverRead } from '@/lib/server/server-read';
import { inProcessTransport } from '@/lib/server/transport';

export const metadata = { title: 'Store' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function StorePage({ searchParams }: { searchParams: SearchParams }) {
  const parse = parseStoreView(await searchParams);
  // Everything is read before the page is sent, so the first paint already shows the listings (see StoreNavigation).
  const [categories, results] = await Promise.all([
    serverRead(
      callRoute(storeRoutes.categories, { transport: inProcessTransport() }).then(({ data }) => ({
        data: data.categories,
      })),
    ),
    parse.ok ? resultsFor(parse) : null,
  ]);
  return <StoreBrowser parse={parse} categories={categories} results={results} />;
}

async function resultsFor(view: StoreView): Promise<ReactNode> {
  if (hasListingFilters(view.listing)) return lookThrough(view);
  const list = await serverRead(
    callRoute(storeRoutes.list, { query: filtersToParams(view.filters), transport: inProcessTransport() }),
  );
  return <ListingsPage view={view} list={list} />;
}

/** Price and delivery filters, which the marketplace cannot apply: the browser looks through the list, starting from the first pages read here. */
async function lookThrough(view: StoreView): Promise<ReactNode> {
  const { q, category, sort } = view.filters;
  const queryClient = getQueryClient();
  await queryClient.prefetchInfiniteQuery(storeQueries.scan({ q, category, sort }, inProcessTransport()));
  return <LookThroughResults state={dehydrate(queryClient)} filters={view.filters} listing={view.listing} />;
}
