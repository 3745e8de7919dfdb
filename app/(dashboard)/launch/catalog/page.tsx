import { connection } from 'next/server';
import { CatalogView } from '@/components/launch/catalog-view';
import { Prefetched } from '@/components/prefetched';
import { launchQueries } from '@/lib/marketplace/launch/client';
import { inProcessTransport } from '@/lib/server/transport';

export const metadata = { title: 'Catalogue of paid work' };

/** The catalogue is read before the page is sent, so the first paint shows it. */
export default async function CatalogPage() {
  // Per request, never at build time: the marketplace may change what it sells.
  await connection();
  return (
    <Prefetched query={launchQueries.catalog(inProcessTransport())}>
      <CatalogView />
    </Prefetched>
  );
}
