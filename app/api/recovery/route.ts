/**
 * GET: this session's operations that may still need attention (from the
 * journal), without any credential. DELETE `?id=`: the person checked one and
 * dismisses it from the list.
 */
import { errorResponse, jsonResponse } from '@/lib/server/http';
import { dismissOperation, unfinishedOperations } from '@/lib/server/journal';
import { routeHandler } from '@/lib/server/route-handler';

export const GET = routeHandler({ session: 'optional' }, async ({ session }) =>
  jsonResponse(200, { ok: true, operations: session ? await unfinishedOperations(session.id) : [] }),
);

const JOURNAL_ID = /^[0-9a-f-]{36}$/;

export const DELETE = routeHandler({ sameOrigin: true, session: 'optional' }, async ({ request, session }) => {
  const id = new URL(request.url).searchParams.get('id') ?? '';
  if (!session || !JOURNAL_ID.test(id) || !(await dismissOperation(session.id, id)))
    return errorResponse(404, 'RECOVERY_OPERATION_NOT_FOUND');
  return jsonResponse(200, { ok: true });
});
