import { HydrationBoundary, dehydrate } from '@tanstack/react-query';
import { connection } from 'next/server';
import { CatalogView } from '@/components/launch/catalog-view';
import { getQueryClient } from '@/components/query-client';
import { launchQueries } from '@/lib/marketplace/launch/client';
import { inProcessTransport } from '@/lib/server/transport';

export const metadata = { title: 'Catalogue of paid work' };

/** The catalogue is read before the page is sent, so the first paint shows it; a failed read is left to the browser, which says why and offers to retry. */
export default async function CatalogPage() {
  // Per request, never at build time: the marketplace may change what it sells.
  await connection();
  const queryClient = getQueryClient();
  await queryClient.prefetchQuery(launchQueries.catalog(inProcessTransport()));
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <CatalogView />
    </HydrationBoundary>
  );
}
