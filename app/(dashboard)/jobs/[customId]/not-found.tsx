import Link from 'next/link';
import { NotFoundNotice } from '@/components/shell/not-found-notice';

export const metadata = { title: 'Job not found' };

export default function JobNotFound() {
  return (
    <NotFoundNotice title="This job is not on the board">
      It may have been removed, or the link may be mistyped.{' '}
      <Link href="/jobs" className="font-medium text-brand-700 hover:underline">
        Browse the job board
      </Link>{' '}
      for another.
    </NotFoundNotice>
  );
}
