'use client';

import { PageError } from '@/components/shell/page-error';

export default function HireError({ retry }: { retry: () => void }) {
  return <PageError what="The hire page" retry={retry} />;
}
