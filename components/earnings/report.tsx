'use client';

/**
 * One earnings report (the overview or a page of history) in its states. Reads
 * go through the read cache: a new one inside the 10 s window waits for it, and
 * the previous figures stay on screen meanwhile, dimmed.
 */
import type { ReactNode } from 'react';
import { QueryView } from '@/components/ui/query-view';
import { useSecondsLeft } from '@/components/ui/countdown';
import { FetchedAt } from '@/components/ui/fetched-at';
import { Skeleton } from '@/components/ui/skeleton';
import { MarketplaceError } from '@/lib/marketplace/errors';
import { cn } from '@/lib/cn';

/** What a report section needs of its query (the overview's and the histories' alike). */
interface ReportQuery<T> {
  data: { report: T; fetchedAt: number } | undefined;
  error: unknown;
  failureReason: unknown;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => Promise<unknown>;
}

/** Waiting for the 10 s window between reads: said plainly, with the seconds left. */
function WindowWait({ query }: { query: Pick<ReportQuery<unknown>, 'failureReason' | 'isFetching'> }) {
  const retryAt = query.failureReason instanceof MarketplaceError ? query.failureReason.retryAt : undefined;
  const seconds = useSecondsLeft(query.isFetching ? retryAt : undefined);
  if (seconds <= 0) return null;
  return (
    <p role="status" className="text-xs text-slate-600">
      Earnings can be read once every 10 seconds: these figures arrive in {seconds} s.
    </p>
  );
}

export function Report<T>({
  query,
  what,
  children,
}: {
  query: ReportQuery<T>;
  what: string;
  children: (report: T) => ReactNode;
}) {
  return (
    <QueryView
      query={query}
      loading={{
        label: `Loading ${what.toLowerCase()}`,
        children: (
          <>
            <WindowWait query={query} />
            <Skeleton className="h-28" />
            <Skeleton className="h-56" />
          </>
        ),
      }}
      error={{ title: `${what} could not be loaded` }}
      keepData="silently"
    >
      {(data) => (
        <div
          className={cn('space-y-3', query.isPlaceholderData && 'opacity-60')}
          aria-busy={query.isPlaceholderData || undefined}
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <FetchedAt at={data.fetchedAt} onRefresh={() => void query.refetch()} refreshing={query.isFetching} />
            <WindowWait query={query} />
          </div>
          {children(data.report)}
        </div>
      )}
    </QueryView>
  );
}
