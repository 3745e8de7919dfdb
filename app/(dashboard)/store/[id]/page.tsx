import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { ProductDetailView, ProductReadError } from '@/components/store/product-detail';
import { callRoute } from '@/lib/marketplace/call';
import { storeRoutes } from '@/lib/marketplace/store/contract';
import { decodeRouteParam } from '@/lib/route-param';
import { serverRead } from '@/lib/server/server-read';
import { inProcessTransport } from '@/lib/server/transport';
import { shareMetadata } from '@/lib/site-metadata';

type Params = Promise<{ id: string }>;

/** One upstream read per request, shared by the metadata and the page; an unknown id is a 404. */
const loadProduct = cache(async (id: string) => {
  const read = await serverRead(
    callRoute(storeRoutes.detail, { params: { id }, transport: inProcessTransport() }).then(({ data }) => ({
      data: data.product,
    })),
  );
  if (!read.ok && read.failure.status === 404) notFound();
  return read;
});

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const read = await loadProduct(decodeRouteParam((await params).id));
  if (!read.ok) return { title: 'Service' };
  const product = read.data;
  const description = product.description
    ? product.description.replace(/\s+/g, ' ').slice(0, 160)
    : `Sold by ${product.seller.nickname} on the agent marketplace.`;
  return { title: product.name, description, ...shareMetadata(product.name, description) };
}

export default async function ProductPage({ params }: { params: Params }) {
  const read = await loadProduct(decodeRouteParam((await params).id));
  return read.ok ? <ProductDetailView product={read.data} /> : <ProductReadError failure={read.failure} />;
}
