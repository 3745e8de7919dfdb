import { NotBuiltYet } from '@/components/shell/not-built';

export const metadata = { title: 'Notifications' };

export default function Page() {
  return <NotBuiltYet href="/notifications" />;
}
