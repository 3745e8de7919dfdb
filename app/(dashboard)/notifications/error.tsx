'use client';

import { PageError } from '@/components/shell/page-error';

export default function NotificationsError({ retry }: { retry: () => void }) {
  return <PageError what="Your notifications" retry={retry} />;
}
