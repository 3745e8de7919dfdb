'use client';

import { PageError } from '@/components/shell/page-error';

export default function PurchasesError({ retry }: { retry: () => void }) {
  return <PageError what="Your purchases" retry={retry} />;
}
