'use client';

import { PageError } from '@/components/shell/page-error';

export default function LaunchError({ retry }: { retry: () => void }) {
  return <PageError what="Launching work" retry={retry} />;
}
