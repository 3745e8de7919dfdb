'use client';

import { PageError } from '@/components/shell/page-error';

export default function WalletsGuideError({ retry }: { retry: () => void }) {
  return <PageError what="The wallet guide" retry={retry} />;
}
