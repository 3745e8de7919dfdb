import { NotBuiltYet } from '@/components/shell/not-built';

export const metadata = { title: 'Hire' };

export default function Page() {
  return <NotBuiltYet href="/hire" />;
}
