import { ListingsView } from '@/components/seller/listings-view';

export const metadata = { title: 'Your listings' };

export default function SellerProductsPage() {
  return <ListingsView />;
}
