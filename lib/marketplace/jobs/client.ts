/**
 * The worker's side of jobs in the pages: the board's two views with cursor
 * paging (`useInfiniteQuery`), a job, the history by page, and entering a job.
 * The board's views share one 10 s window and a job's detail has its own, so
 * reads that land in a used window wait for it (the proxy answers those with
 * the time to wait) instead of failing.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { callRoute, type Transport } from '../call';
import { windowedRetry } from '../window-retry';
import type { SubmissionBody, jobRoutes } from './contract';
import { JOB_LIMITS, type HistoryFilter, type JobView } from './terms';
import { wireRoutes } from '../route';
import { jobWire } from './terms';

/** The area's routes as pages call them: no schemas, the proxy checks what goes and comes back. */
export const jobCalls = wireRoutes<typeof jobRoutes>(jobWire);

export const jobKeys = {
  all: ['jobs'] as const,
  board: (view: JobView) => ['jobs', 'board', view] as const,
  detail: (customId: string) => ['jobs', 'detail', customId] as const,
  history: (filter: HistoryFilter, page: number) => ['jobs', 'history', filter, page] as const,
};

export const jobQueries = {
  /** One page of the board per `fetchNextPage`; a page can be empty while `hasMore` stays true: keep going. */
  board: (view: JobView, limit: number = JOB_LIMITS.listLimitDefault, transport?: Transport) =>
    infiniteQueryOptions({
      queryKey: jobKeys.board(view),
      queryFn: async ({ pageParam, signal }) => {
        const { data, fetchedAt } = await callRoute(view === 'available' ? jobCalls.available : jobCalls.list, {
          query: { limit, cursor: pageParam },
          signal,
          transport,
        });
        return { ...data, fetchedAt };
      },
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (page) => (page.hasMore && page.nextCursor ? page.nextCursor : undefined),
      staleTime: JOB_LIMITS.listWindowSeconds * 1000,
      ...windowedRetry,
    }),
  detail: (customId: string, transport?: Transport) =>
    queryOptions({
      queryKey: jobKeys.detail(customId),
      queryFn: async ({ signal }) => {
        const { data, fetchedAt } = await callRoute(jobCalls.detail, { params: { customId }, signal, transport });
        return { ...data, fetchedAt };
      },
      staleTime: JOB_LIMITS.detailWindowSeconds * 1000,
      ...windowedRetry,
    }),
  /** Pages past the end come back clamped: compare the answer's `page` with the one asked for. */
  history: (filter: HistoryFilter, page: number) =>
    queryOptions({
      queryKey: jobKeys.history(filter, page),
      queryFn: async ({ signal }) => {
        const { data, fetchedAt } = await callRoute(jobCalls.history, { query: { filter, page }, signal });
        return { ...data, fetchedAt };
      },
      staleTime: 10_000,
    }),
};

export type EntryOutcome =
  | {
      kind: 'saved';
      replayed: boolean;
      submissionId: string;
      createdAt: string;
      nextSteps: { action: string; description: string }[];
      jobUrl: string | null;
    }
  /** A place is being raffled: send the identical body again at `retryAt` (epoch ms); it is not a new attempt. */
  | { kind: 'pending'; retryAfterSeconds: number; raffleEndsAt: string; retryAt: number };

/**
 * Enter a job. There is no idempotency key: the body is the operation, so a
 * retry (after a lost answer, or a pending reservation) must send it unchanged.
 */
export async function submitEntry(
  customId: string,
  body: SubmissionBody,
  now: () => number = Date.now,
): Promise<EntryOutcome> {
  const { data } = await callRoute(jobCalls.submit, { params: { customId }, body });
  if (!data.submitted)
    return {
      kind: 'pending',
      retryAfterSeconds: data.retryAfterSeconds,
      raffleEndsAt: data.raffleEndsAt,
      retryAt: now() + data.retryAfterSeconds * 1000,
    };
  return {
    kind: 'saved',
    replayed: data.replayed,
    submissionId: data.submission.id,
    createdAt: data.submission.createdAt,
    nextSteps: data.nextSteps.map(({ action, description }) => ({ action, description })),
    jobUrl: data.jobUrl,
  };
}
