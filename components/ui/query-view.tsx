'use client';

import type { ReactNode } from 'react';
import { Skeleton } from './skeleton';
import { ErrorState } from './states';

/** The parts of a React Query result (plain or infinite) that decide what a person sees. */
interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
}

/** The loading shape: `rows` bars of `rowClassName`, or the area's own skeleton. */
export function LoadingState({
  label,
  rows = 2,
  rowClassName = 'h-24',
  children,
}: {
  /** What is loading, for screen readers: "Loading the job". */
  label: string;
  rows?: number;
  rowClassName?: string;
  /** A skeleton in the shape of what will come, instead of bars. */
  children?: ReactNode;
}) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className="space-y-3">
      {children ?? Array.from({ length: rows }, (_, i) => <Skeleton key={i} className={rowClassName} />)}
    </div>
  );
}

/**
 * One read in its four states: loading (a skeleton named for screen readers),
 * failed (the mapped words, with a retry that waits out any Retry-After),
 * empty (when `isEmpty` says so) and the data. Every area renders its reads
 * through this, so a state looks and reads the same everywhere.
 */
export function QueryView<T>({
  query,
  loading,
  error,
  isEmpty,
  empty,
  keepData,
  children,
}: {
  query: QueryLike<T>;
  /** The loading state: its label, and optionally its rows or own skeleton. */
  loading: Parameters<typeof LoadingState>[0];
  /**
   * The error's heading (null when a heading nearby says what failed), and what follows the message (a way back);
   * or `render`, the area's own words for a failure in place of the ErrorState.
   */
  error?: {
    title?: string | null;
    /** The heading when the failure is a refresh of data kept on screen (`keepData="with-error"`). */
    refreshTitle?: string;
    children?: ReactNode;
    render?: (error: unknown) => ReactNode;
  };
  isEmpty?: (data: T) => boolean;
  /** Shown when `isEmpty` is true: an EmptyState saying what to do next. */
  empty?: ReactNode;
  /**
   * When a later read fails after one succeeded, what was read stays: 'with-error' shows the error above it (and
   * no empty state, which would claim there is nothing); 'silently' shows it alone (the area says so in its own
   * place, or its next read mends it). Without it, the error takes the data's place.
   */
  keepData?: 'with-error' | 'silently';
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingState {...loading} />;
  const failure = (refresh = false) =>
    error?.render ? (
      error.render(query.error)
    ) : (
      <ErrorState
        error={query.error}
        title={(refresh && error?.refreshTitle) || error?.title}
        onRetry={() => void query.refetch()}
      >
        {error?.children}
      </ErrorState>
    );
  if (query.data === undefined || (query.isError && !keepData)) return failure();
  if (query.isError && keepData === 'with-error') {
    return (
      <>
        {failure(true)}
        {!isEmpty?.(query.data) && children(query.data)}
      </>
    );
  }
  return isEmpty?.(query.data) ? empty : children(query.data);
}
