/**
 * The worker's side of jobs in the pages read through React Query: a job, the
 * history by page, and entering a job (the board is read by its page on the
 * server: calls.ts). A job's detail has its own 10 s window, so reads that land
 * in a used window wait for it (the proxy answers those with the time to wait)
 * instead of failing.
 */
import { queryOptions } from '@tanstack/react-query';
import { callRoute, type Transport } from '../call';
import { windowedRetry } from '../window-retry';
import { jobCalls } from './calls';
import type { SubmissionBody } from './contract';
import { JOB_LIMITS, type HistoryFilter } from './terms';

export const jobKeys = {
  all: ['jobs'] as const,
  detail: (customId: string) => ['jobs', 'detail', customId] as const,
  history: (filter: HistoryFilter, page: number) => ['jobs', 'history', filter, page] as const,
};

export const jobQueries = {
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
