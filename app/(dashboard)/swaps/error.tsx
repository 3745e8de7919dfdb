'use client';

import { PageError } from '@/components/shell/page-error';

export default function SwapsError({ retry }: { retry: () => void }) {
  return <PageError what="Swaps" retry={retry} />;
}
