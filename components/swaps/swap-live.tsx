'use client';

/** The swap followed live, with React Query's client around its reads: loaded only when there is a swap to follow. */
import QueryProvider from '@/components/query-provider';
import { SwapProgress } from './swap-progress';

export function SwapLive(props: Parameters<typeof SwapProgress>[0]) {
  return (
    <QueryProvider>
      <SwapProgress {...props} />
    </QueryProvider>
  );
}
