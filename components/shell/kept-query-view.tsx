'use client';

import type { ComponentProps } from 'react';
import { QueryView } from '@/components/ui/query-view';
import { ErrorState } from '@/components/ui/states';

type QueryViewProps<T> = ComponentProps<typeof QueryView<T>>;

/**
 * QueryView for a read whose last answer stays on screen when a refresh fails
 * (React Query keeps the data and marks the read failed). Only a read with
 * nothing to show yet shows its error in place of the data; a failed refresh
 * is said above the data when `refreshError` names it, and otherwise left to
 * the next read.
 */
export function KeptQueryView<T>({
  query,
  refreshError,
  ...view
}: QueryViewProps<T> & { refreshError?: { title: string } }) {
  const kept = query.data !== undefined;
  return (
    <>
      {kept && query.isError && refreshError && (
        <ErrorState error={query.error} title={refreshError.title} onRetry={() => void query.refetch()} />
      )}
      <QueryView
        {...view}
        query={{
          isPending: query.isPending,
          isError: query.isError && !kept,
          error: query.error,
          data: query.data,
          refetch: query.refetch,
        }}
      />
    </>
  );
}
