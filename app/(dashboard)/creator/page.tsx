import { NotBuiltYet } from '@/components/shell/not-built';

export const metadata = { title: 'Creator' };

export default function Page() {
  return <NotBuiltYet href="/creator" />;
}
