/**
 * The creator's side of jobs in the pages: the jobs they created (cursor
 * paging, status filter), one job with its next actions, the action queue
 * (refreshed after the `refreshAfterSeconds` it asks for), a job's entries,
 * and choosing winners. Entries and choices name the job by the vault handle
 * its detail answer carries in `secret`; the proxy swaps in the job secret,
 * so the browser never holds it.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { callRoute, type Transport } from '../call';
import { windowedRetry } from '../window-retry';
import { CREATOR_LIMITS, type ActionStateFilter, type CreatedStatusFilter } from './terms';
import { wireRoutes } from '../route';
import type { creatorRoutes } from './contract';
import { creatorWire } from './terms';

/** The area's routes as pages call them: no schemas, the proxy checks what goes and comes back. */
export const creatorCalls = wireRoutes<typeof creatorRoutes>(creatorWire);

export const creatorKeys = {
  all: ['creator'] as const,
  created: (status: CreatedStatusFilter) => ['creator', 'created', status] as const,
  job: (jobId: string) => ['creator', 'job', jobId] as const,
  actions: (state: ActionStateFilter) => ['creator', 'actions', state] as const,
  entries: (jobId: string, page: number) => ['creator', 'entries', jobId, page] as const,
};

/** The queue asks to be read again after `refreshAfterSeconds`; never sooner than its own window allows. */
const actionsRefreshMs = (refreshAfterSeconds: number | undefined): number =>
  Math.max(refreshAfterSeconds ?? CREATOR_LIMITS.refreshAfterSeconds, CREATOR_LIMITS.actionsWindowSeconds) * 1000 + 500;

export const creatorQueries = {
  created: (status: CreatedStatusFilter, limit: number = CREATOR_LIMITS.limitDefault, transport?: Transport) =>
    infiniteQueryOptions({
      queryKey: creatorKeys.created(status),
      queryFn: async ({ pageParam, signal }) => {
        const { data, fetchedAt } = await callRoute(creatorCalls.created, {
          query: { status, limit, cursor: pageParam },
          signal,
          transport,
        });
        return { ...data, fetchedAt };
      },
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (page) => (page.hasMore && page.nextCursor ? page.nextCursor : undefined),
      staleTime: CREATOR_LIMITS.historyWindowSeconds * 1000,
      ...windowedRetry,
    }),
  /** Shares the list's 10 s window: opening a job right after the list waits for it. */
  job: (jobId: string, transport?: Transport) =>
    queryOptions({
      queryKey: creatorKeys.job(jobId),
      queryFn: async ({ signal }) => {
        const { data, fetchedAt } = await callRoute(creatorCalls.createdJob, { params: { jobId }, signal, transport });
        return { ...data.job, fetchedAt };
      },
      staleTime: CREATOR_LIMITS.historyWindowSeconds * 1000,
      ...windowedRetry,
    }),
  actions: (state: ActionStateFilter, limit: number = CREATOR_LIMITS.limitDefault, transport?: Transport) =>
    infiniteQueryOptions({
      queryKey: creatorKeys.actions(state),
      queryFn: async ({ pageParam, signal }) => {
        const { data, fetchedAt } = await callRoute(creatorCalls.actions, {
          query: { role: 'creator', state, limit, cursor: pageParam },
          signal,
          transport,
        });
        return { ...data, fetchedAt };
      },
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (page) => (page.hasMore && page.nextCursor ? page.nextCursor : undefined),
      staleTime: CREATOR_LIMITS.actionsWindowSeconds * 1000,
      refetchInterval: (query) => actionsRefreshMs(query.state.data?.pages[0]?.refreshAfterSeconds),
      ...windowedRetry,
    }),
  /** `handle` is the job detail's `secret` (a vault handle). */
  entries: (jobId: string, handle: string, page = 1, transport?: Transport) =>
    queryOptions({
      queryKey: creatorKeys.entries(jobId, page),
      queryFn: async ({ signal }) => {
        const { data, fetchedAt } = await callRoute(creatorCalls.entries, {
          query: { action: 'view', secret: handle, page },
          signal,
          transport,
        });
        return { ...data, fetchedAt };
      },
    }),
};

/**
 * Mark entries as winners; final, within the places left. Repeating the same
 * choice (after a lost answer) changes nothing and answers `updated: 0`.
 */
export const chooseWinners = async (handle: string, submissionIds: string[]) =>
  (await callRoute(creatorCalls.chooseWinners, { body: { secret: handle, submissionIds } })).data;
