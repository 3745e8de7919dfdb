/**
 * The creator's side of jobs as pages call it: the jobs they created (cursor
 * paging, status filter), one job with its next actions, the action queue, a
 * job's entries, and choosing winners. No schemas (the proxy checks what goes
 * and comes back) and no React Query, so a page rendered on the server and a
 * control loaded on use both take them. Entries and choices name the job by
 * the vault handle its detail answer carries in `secret`; the proxy swaps in
 * the job secret, so the browser never holds it.
 */
import { callRoute, type Transport } from '../call';
import { wireRoutes } from '../route';
import type { creatorRoutes } from './contract';
import { CREATOR_LIMITS, creatorWire, type ActionStateFilter, type CreatedStatusFilter } from './terms';

/** The area's routes as pages call them. */
export const creatorCalls = wireRoutes<typeof creatorRoutes>(creatorWire);

interface ReadOptions {
  transport?: Transport;
  signal?: AbortSignal;
}

/** One page of the jobs the account created: the first without a cursor, the next after one. */
export async function readCreated(
  status: CreatedStatusFilter,
  cursor: string | undefined,
  { transport, signal }: ReadOptions = {},
) {
  const { data, fetchedAt } = await callRoute(creatorCalls.created, {
    query: { status, limit: CREATOR_LIMITS.limitDefault, cursor },
    signal,
    transport,
  });
  return { data: { ...data, fetchedAt } };
}

export type CreatedPage = Awaited<ReturnType<typeof readCreated>>['data'];

/** One created job; its `secret` is a vault handle (the proxy binds the job secret to it). Shares the list's window. */
export async function readCreatedJob(jobId: string, { transport, signal }: ReadOptions = {}) {
  const { data, fetchedAt } = await callRoute(creatorCalls.createdJob, { params: { jobId }, signal, transport });
  return { data: { ...data.job, fetchedAt } };
}

export type CreatedJobRead = Awaited<ReturnType<typeof readCreatedJob>>['data'];

/** One page of the creator's action queue. */
export async function readActions(
  state: ActionStateFilter,
  cursor: string | undefined,
  { transport, signal }: ReadOptions = {},
) {
  const { data, fetchedAt } = await callRoute(creatorCalls.actions, {
    query: { role: 'creator', state, limit: CREATOR_LIMITS.limitDefault, cursor },
    signal,
    transport,
  });
  return { data: { ...data, fetchedAt } };
}

export type ActionsPage = Awaited<ReturnType<typeof readActions>>['data'];

/** One page of a job's entries; `handle` is the job detail's `secret` (a vault handle). */
export async function readEntries(handle: string, page: number, { transport, signal }: ReadOptions = {}) {
  const { data } = await callRoute(creatorCalls.entries, {
    query: { action: 'view', secret: handle, page },
    signal,
    transport,
  });
  return { data };
}

export type EntriesPage = Awaited<ReturnType<typeof readEntries>>['data'];

/** Where a cursor-paged list goes on after a page, if anywhere. */
export const nextCursorOf = (page: { hasMore: boolean; nextCursor: string | null }): string | undefined =>
  page.hasMore && page.nextCursor ? page.nextCursor : undefined;

/**
 * Mark entries as winners; final, within the places left. Repeating the same
 * choice (after a lost answer) changes nothing and answers `updated: 0`.
 */
export const chooseWinners = async (handle: string, submissionIds: string[]) =>
  (await callRoute(creatorCalls.chooseWinners, { body: { secret: handle, submissionIds } })).data;
