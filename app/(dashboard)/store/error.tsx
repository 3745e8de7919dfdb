'use client';

import { PageError } from '@/components/shell/page-error';

export default function StoreError({ retry }: { retry: () => void }) {
  return <PageError what="The store" retry={retry} />;
}
