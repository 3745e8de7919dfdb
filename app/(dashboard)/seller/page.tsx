import { NotBuiltYet } from '@/components/shell/not-built';

export const metadata = { title: 'Seller' };

export default function Page() {
  return <NotBuiltYet href="/seller" />;
}
