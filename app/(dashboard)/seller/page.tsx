import { SellerStudio } from '@/components/seller/seller-studio';

export const metadata = { title: 'Seller studio' };

export default function SellerPage() {
  return <SellerStudio />;
}
