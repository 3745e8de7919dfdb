import { ListingEditor } from '@/components/seller/listing-editor';

export const metadata = { title: 'New listing' };

export default function NewListingPage() {
  return <ListingEditor />;
}
