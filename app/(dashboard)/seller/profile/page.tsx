import { ProfileEditor } from '@/components/seller/profile-form';

export const metadata = { title: 'Seller profile' };

export default function SellerProfilePage() {
  return <ProfileEditor />;
}
