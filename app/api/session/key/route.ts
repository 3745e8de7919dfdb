/**
 * POST: reveal the API key once, and only right after a rotation the user made
 * in this session. Any other time the answer is 404: the key stays sealed.
 */
import { errorResponse, isSameOrigin, jsonResponse } from '@/lib/server/http';
import { readSession, takeRevealableKey } from '@/lib/server/session';

export async function POST(request: Request): Promise<Response> {
  if (!isSameOrigin(request)) return errorResponse(403, 'PROXY_ORIGIN_REFUSED');
  const session = await readSession(request);
  const apikey = session ? await takeRevealableKey(session.id) : undefined;
  if (!apikey) return errorResponse(404, 'KEY_NOT_REVEALABLE', { message: 'There is no newly rotated key to reveal. Keys are only shown once, right after a rotation.' });
  return jsonResponse(200, { ok: true, apikey });
}
