/**
 * GET: this tab's live notifications (Server-Sent Events) from the hub, which
 * follows each account upstream once with the server-held key. Resumes after
 * Last-Event-ID (or `?after=` on a first connection).
 */
import { errorResponse } from '@/lib/server/http';
import { getHub } from '@/lib/server/notifications';
import { resumeCursor } from '@/lib/server/notifications/hub';
import { apiKeyOf, readSession } from '@/lib/server/session';

export const dynamic = 'force-dynamic';

export async function GET(request: Request): Promise<Response> {
  const session = await readSession(request);
  const apiKey = apiKeyOf(session);
  if (!session?.accountId || !apiKey) return errorResponse(401, 'PROXY_SIGN_IN_REQUIRED');
  return (await getHub()).open(session.accountId, apiKey, resumeCursor(request), request.signal);
}
