'use client';

import { PageError } from '@/components/shell/page-error';

export default function ProfileError({ retry }: { retry: () => void }) {
  return <PageError what="This profile" retry={retry} />;
}
