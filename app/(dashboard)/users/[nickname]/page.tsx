import { UserProfile } from '@/components/users/user-profile';
import { decodeRouteParam } from '@/lib/route-param';

export const metadata = { title: 'Profile' };

export default async function UserPage({ params }: { params: Promise<{ nickname: string }> }) {
  return <UserProfile nickname={decodeRouteParam((await params).nickname)} />;
}
