'use client';

import { PageError } from '@/components/shell/page-error';

export default function RecoveryError({ retry }: { retry: () => void }) {
  return <PageError what="Your unfinished operations" retry={retry} />;
}
