/**
 * GET: this tab's live notifications (Server-Sent Events) from the hub, which
 * follows each account upstream once with the server-held key. Resumes after
 * Last-Event-ID (or `?after=` on a first connection).
 *
 * The one Pages Router route in this app, on purpose: it is handed Node's
 * response and writes each event straight to the socket. An App Router
 * handler returns a web stream that Next pipes into the response, and keeps
 * the request's state alive while it streams; for a thousand open tabs that
 * cost about three times the CPU per event and 75 KB per idle tab
 * (`npm run bench:notify`).
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import { errorResponse } from '@/lib/server/http';
import { getHub } from '@/lib/server/notifications';
import { SSE_HEADERS, resumeCursor, type TabSink } from '@/lib/server/notifications/hub';
import { apiKeyOf, sessionOfCookies } from '@/lib/server/session';

// The stream never ends on its own, and there is no body to parse.
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };

/** A tab's bytes, written to Node's response; the stream's headers go with the first bytes. */
function responseSink(res: NextApiResponse): TabSink {
  return {
    write: (bytes) => {
      if (!res.headersSent) res.writeHead(200, SSE_HEADERS);
      res.write(bytes);
    },
    backlog: () => res.writableLength,
    end: () => res.end(),
  };
}

/** Send one of the dashboard's JSON answers (an error) through Node's response. */
async function send(res: NextApiResponse, response: Response): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  res.end(await response.text());
}

export default async function notificationStream(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  if (req.method !== 'GET') return send(res, errorResponse(405, 'METHOD_NOT_ALLOWED', { headers: { allow: 'GET' } }));
  const session = await sessionOfCookies(req.headers.cookie ?? null, req.headers.host ?? null);
  const apiKey = apiKeyOf(session);
  if (!session?.accountId || !apiKey) return send(res, errorResponse(401, 'PROXY_SIGN_IN_REQUIRED'));
  const after = new URL(req.url ?? '/', 'http://localhost').searchParams.get('after');
  const lastEventId = req.headers['last-event-id'];
  const hub = await getHub();
  const tab = hub.open(session.accountId, apiKey, resumeCursor(typeof lastEventId === 'string' ? lastEventId : null, after), responseSink(res));
  if (!tab) return send(res, errorResponse(503, 'NOTIFICATION_HUB_FULL', { retryAfterSeconds: 30 }));
  res.on('close', () => tab.leave());
}
