'use client';

import { PageError } from '@/components/shell/page-error';

export default function SellerError({ retry }: { retry: () => void }) {
  return <PageError what="The seller area" retry={retry} />;
}
