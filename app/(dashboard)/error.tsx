'use client';

import { PageError } from '@/components/shell/page-error';

export default function DashboardError({ retry }: { retry: () => void }) {
  return <PageError what="This page" retry={retry} />;
}
