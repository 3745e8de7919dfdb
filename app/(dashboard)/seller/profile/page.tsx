import { ProfileEditor } from '@/components/seller/profile-editor';

export const metadata = { title: 'Seller profile' };

export default function SellerProfilePage() {
  return <ProfileEditor />;
}
