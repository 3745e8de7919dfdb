import { NotBuiltYet } from '@/components/shell/not-built';

export const metadata = { title: 'Jobs' };

export default function Page() {
  return <NotBuiltYet href="/jobs" />;
}
