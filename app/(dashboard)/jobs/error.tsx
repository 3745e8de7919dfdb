'use client';

import { PageError } from '@/components/shell/page-error';

export default function JobsError({ retry }: { retry: () => void }) {
  return <PageError what="The job board" retry={retry} />;
}
