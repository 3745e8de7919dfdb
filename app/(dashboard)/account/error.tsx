'use client';

import { PageError } from '@/components/shell/page-error';

export default function AccountError({ retry }: { retry: () => void }) {
  return <PageError what="Your account" retry={retry} />;
}
