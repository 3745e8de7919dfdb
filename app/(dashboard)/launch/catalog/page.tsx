import { connection } from 'next/server';
import { CatalogView } from '@/components/launch/catalog-view';
import { callRoute } from '@/lib/marketplace/call';
import { launchRoutes } from '@/lib/marketplace/launch/contract';
import { serverRead } from '@/lib/server/server-read';
import { inProcessTransport } from '@/lib/server/transport';

export const metadata = { title: 'Catalogue of paid work' };

/** The catalogue is read before the page is sent and rendered there, so the first paint shows it. */
export default async function CatalogPage() {
  // Per request, never at build time: the marketplace may change what it sells.
  await connection();
  const discovery = await serverRead(callRoute(launchRoutes.discovery, { transport: inProcessTransport() }));
  return <CatalogView discovery={discovery} />;
}
