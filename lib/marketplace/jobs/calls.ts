/**
 * The jobs area's routes as pages call them, and the board's one read: no schemas (the proxy checks what goes and
 * comes back) and no React Query, so a page rendered on the server and a control loaded on use both take them.
 */
import { callRoute, type Transport } from '../call';
import { wireRoutes } from '../route';
import type { jobRoutes } from './contract';
import { JOB_LIMITS, jobWire, type JobView } from './terms';

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
