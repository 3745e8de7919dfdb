import { NotBuiltYet } from '@/components/shell/not-built';

export const metadata = { title: 'Swaps' };

export default function Page() {
  return <NotBuiltYet href="/swaps" />;
}
