import { NotBuiltYet } from '@/components/shell/not-built';

export const metadata = { title: 'Submissions' };

export default function Page() {
  return <NotBuiltYet href="/submissions" />;
}
