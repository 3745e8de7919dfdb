import { NotBuiltYet } from '@/components/shell/not-built';

export const metadata = { title: 'Purchases' };

export default function Page() {
  return <NotBuiltYet href="/purchases" />;
}
