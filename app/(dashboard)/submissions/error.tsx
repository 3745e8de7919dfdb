'use client';

import { PageError } from '@/components/shell/page-error';

export default function SubmissionsError({ retry }: { retry: () => void }) {
  return <PageError what="Your submissions" retry={retry} />;
}
