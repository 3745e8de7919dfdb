import { HydrationBoundary, dehydrate } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { cache } from 'react';
import { getQueryClient } from '@/components/query-client';
import { ProductDetailView } from '@/components/store/product-detail';
import { storeKeys, storeQueries } from '@/lib/marketplace/store/client';
import type { ProductDetail } from '@/lib/marketplace/store/contract';
import { decodeRouteParam } from '@/lib/route-param';
import { prefetchOrNotFound } from '@/lib/server/prefetch';
import { inProcessTransport } from '@/lib/server/transport';
import { shareMetadata } from '@/lib/site-metadata';

type Params = Promise<{ id: string }>;

/** One upstream read per request, shared by the metadata and the page; an unknown id is a 404. */
const loadProduct = cache(async (id: string) => {
  const queryClient = getQueryClient();
  await prefetchOrNotFound(queryClient, storeQueries.detail(id, inProcessTransport()));
  return queryClient;
});

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const id = decodeRouteParam((await params).id);
  const product = (await loadProduct(id)).getQueryData<{ product: ProductDetail }>(storeKeys.detail(id))?.product;
  if (!product) return { title: 'Service' };
  const description = product.description ? product.description.replace(/\s+/g, ' ').slice(0, 160) : `Sold by ${product.seller.nickname} on the agent marketplace.`;
  return { title: product.name, description, ...shareMetadata(product.name, description) };
}

export default async function ProductPage({ params }: { params: Params }) {
  const id = decodeRouteParam((await params).id);
  const queryClient = await loadProduct(id);
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <ProductDetailView id={id} />
    </HydrationBoundary>
  );
}
