import { ListingEditor } from '@/components/seller/listing-editor';
import { decodeRouteParam } from '@/lib/route-param';

export const metadata = { title: 'Edit listing' };

export default async function EditListingPage({ params }: { params: Promise<{ id: string }> }) {
  return <ListingEditor productId={decodeRouteParam((await params).id)} />;
}
