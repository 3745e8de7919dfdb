import { NotBuiltYet } from '@/components/shell/not-built';

export const metadata = { title: 'Account' };

export default function Page() {
  return <NotBuiltYet href="/account" />;
}
