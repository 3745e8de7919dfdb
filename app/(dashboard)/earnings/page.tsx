import { NotBuiltYet } from '@/components/shell/not-built';

export const metadata = { title: 'Earnings' };

export default function Page() {
  return <NotBuiltYet href="/earnings" />;
}
