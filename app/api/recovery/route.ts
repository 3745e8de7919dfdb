/** GET: this session's operations that may still need attention (from the journal), without any credential. */
import { jsonResponse } from '@/lib/server/http';
import { unfinishedOperations } from '@/lib/server/journal';
import { readSession } from '@/lib/server/session';

export async function GET(request: Request): Promise<Response> {
  const session = await readSession(request);
  return jsonResponse(200, { ok: true, operations: session ? await unfinishedOperations(session.id) : [] });
}
