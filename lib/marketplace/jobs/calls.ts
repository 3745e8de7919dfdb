/**
 * The jobs area's routes as pages call them: the board's pages, a job, the history of one's entries and entering a
 * job. No schemas (the proxy checks what goes and comes back) and no React Query, so a page rendered on the server
 * and a control loaded on use both take them.
 */
import { callRoute, type Transport } from '../call';
import { wireRoutes } from '../route';
import type { SubmissionBody, jobRoutes } from './contract';
import { JOB_LIMITS, jobWire, type HistoryFilter, type JobView } from './terms';

export const jobCalls = wireRoutes<typeof jobRoutes>(jobWire);

/**
 * One page of a board view: the first without a cursor, the next after one. A page can be empty while `hasMore`
 * stays true (the board's filters apply to what came back): keep going.
 */
export async function readBoardPage(
  view: JobView,
  cursor: string | undefined,
  { transport, signal }: { transport?: Transport; signal?: AbortSignal } = {},
) {
  const { data, fetchedAt } = await callRoute(view === 'available' ? jobCalls.available : jobCalls.list, {
    query: { limit: JOB_LIMITS.listLimitDefault, cursor },
    signal,
    transport,
  });
  return { data: { ...data, fetchedAt } };
}

export type BoardPage = Awaited<ReturnType<typeof readBoardPage>>['data'];

/** Where the board goes on after a page, if anywhere. */
export const nextCursorOf = (page: BoardPage): string | undefined =>
  page.hasMore && page.nextCursor ? page.nextCursor : undefined;

/**
 * A job as this worker reads it (whether it is open to them, their proof of human), with when it was read. Every
 * job's read shares one 10 s window: a read inside it is refused with the time to wait.
 */
export async function readJob(
  customId: string,
  { transport, signal }: { transport?: Transport; signal?: AbortSignal } = {},
) {
  const { data, fetchedAt } = await callRoute(jobCalls.detail, { params: { customId }, signal, transport });
  return { data: { ...data, fetchedAt } };
}

export type JobRead = Awaited<ReturnType<typeof readJob>>['data'];

/** A page of one's entries under a filter. Pages past the end come back clamped: compare its `page` with the one asked. */
export async function readHistory(
  filter: HistoryFilter,
  page: number,
  { transport, signal }: { transport?: Transport; signal?: AbortSignal } = {},
) {
  const { data, fetchedAt } = await callRoute(jobCalls.history, { query: { filter, page }, signal, transport });
  return { data: { ...data, fetchedAt } };
}

export type HistoryPage = Awaited<ReturnType<typeof readHistory>>['data'];

export type EntryOutcome =
  | {
      kind: 'saved';
      replayed: boolean;
      submissionId: string;
      createdAt: string;
      nextSteps: { action: string; description: string }[];
      jobUrl: string | null;
    }
  /**
   * A place is being raffled: send the identical body again at `retryAt` (epoch ms), after both the `retryAfterSeconds`
   * and the cooldown between attempts (spec 3.4), so the retry is not refused for coming inside that window.
   */
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
  const sentAt = now();
  const { data } = await callRoute(jobCalls.submit, { params: { customId }, body });
  if (!data.submitted)
    return {
      kind: 'pending',
      retryAfterSeconds: data.retryAfterSeconds,
      raffleEndsAt: data.raffleEndsAt,
      retryAt: Math.max(now() + data.retryAfterSeconds * 1000, sentAt + JOB_LIMITS.submissionWindowSeconds * 1000),
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
