'use client';

import { PageError } from '@/components/shell/page-error';

export default function EarningsError({ retry }: { retry: () => void }) {
  return <PageError what="Your earnings" retry={retry} />;
}
