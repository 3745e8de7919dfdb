/**
 * GET: this session's operations that may still need attention (from the
 * journal), without any credential. DELETE `?id=`: the person checked one and
 * dismisses it from the list.
 */
import { errorResponse, isSameOrigin, jsonResponse } from '@/lib/server/http';
import { dismissOperation, unfinishedOperations } from '@/lib/server/journal';
import { readSession } from '@/lib/server/session';

export async function GET(request: Request): Promise<Response> {
  const session = await readSession(request);
  return jsonResponse(200, { ok: true, operations: session ? await unfinishedOperations(session.id) : [] });
}

const JOURNAL_ID = /^[0-9a-f-]{36}$/;

export async function DELETE(request: Request): Promise<Response> {
  if (!isSameOrigin(request)) return errorResponse(403, 'PROXY_ORIGIN_REFUSED');
  const id = new URL(request.url).searchParams.get('id') ?? '';
  const session = await readSession(request);
  if (!session || !JOURNAL_ID.test(id) || !(await dismissOperation(session.id, id)))
    return errorResponse(404, 'RECOVERY_OPERATION_NOT_FOUND');
  return jsonResponse(200, { ok: true });
}
