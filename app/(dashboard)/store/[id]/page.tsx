import { HydrationBoundary, dehydrate } from '@tanstack/react-query';
import { getQueryClient } from '@/components/query-client';
import { ProductDetailView } from '@/components/store/product-detail';
import { decodeRouteParam } from '@/lib/route-param';
import { inProcessTransport } from '@/lib/server/transport';
import { storeQueries } from '@/lib/marketplace/store/client';

export const metadata = { title: 'Service' };

export default async function ProductPage({ params }: { params: Promise<{ id: string }> }) {
  const id = decodeRouteParam((await params).id);
  const queryClient = getQueryClient();
  await queryClient.prefetchQuery(storeQueries.detail(id, inProcessTransport()));
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <ProductDetailView id={id} />
    </HydrationBoundary>
  );
}
