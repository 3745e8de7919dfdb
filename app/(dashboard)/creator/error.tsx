'use client';

import { PageError } from '@/components/shell/page-error';

export default function CreatorError({ retry }: { retry: () => void }) {
  return <PageError what="The creator area" retry={retry} />;
}
