'use client';

import dynamic from 'next/dynamic';
import { Skeleton } from '@/components/ui/skeleton';

// The wallet libraries load with the recovery itself, never with the rest of the area.
export const RecoverLoader = dynamic(() => import('./recover-page'), {
  ssr: false,
  loading: () => <Skeleton className="h-48" />,
});
