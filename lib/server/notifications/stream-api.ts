/**
 * `GET /api/notifications/stream`: this tab's live notifications (Server-Sent
 * Events) from the hub, which follows each account upstream once with the
 * server-held key. Resumes after Last-Event-ID (or `?after=` on a first
 * connection). `?account=` names the account the tab follows; a session now
 * signed in to another is refused (409), so no tab shows one account's
 * notifications as another's.
 *
 * Served from a Pages API route (pages/api/notifications/stream.ts) on
 * purpose: it is handed Node's response and writes each event straight to the
 * socket. An App Router handler returns a web stream that Next pipes into the
 * response, and keeps the request's state alive while it streams; for a
 * thousand open tabs that cost twice the CPU per event and four times the
 * memory per idle tab (`npm run bench:notify`, figures in docs/benchmarks.md).
 */
import 'server-only';
import type { ServerResponse } from 'node:http';
import { ACCOUNT_CHANGED, isCanonicalCursor } from '@/lib/marketplace/notifications/terms';
import { errorResponse } from '../http';
import { pagesRouteHandler } from '../route-handler';
import { getHub } from './index';
import type { TabSink } from './hub';

/** Never cached, compressed (`no-transform` keeps Next's compression off) or buffered on the way. */
const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
  connection: 'keep-alive',
};

/** The cursor a tab resumes after: its Last-Event-ID on a reconnect, or `after` on a first connection. */
function resumeCursor(lastEventId: string | null, after: string | null): bigint | undefined {
  const value = lastEventId ?? after;
  return value !== null && isCanonicalCursor(value) ? BigInt(value) : undefined;
}

/** A tab's bytes, written to Node's response; the stream's headers go with the first bytes. */
function responseSink(res: ServerResponse): TabSink {
  return {
    write: (bytes) => {
      if (!res.headersSent) res.writeHead(200, SSE_HEADERS);
      res.write(bytes);
    },
    backlog: () => res.writableLength,
    end: () => res.end(),
  };
}

export const serveNotificationStream = pagesRouteHandler(
  { method: 'GET', session: 'signed-in' },
  async ({ req, res, session, apiKey }) => {
    const lastEventId = req.headers['last-event-id'];
    const query = new URL(req.url ?? '/', 'http://localhost').searchParams;
    // A tab following another account than the one this browser is now signed in to: its page must learn who that is.
    const account = query.get('account');
    if (account !== null && account !== session.accountId) return errorResponse(409, ACCOUNT_CHANGED);
    const after = query.get('after');
    const hub = await getHub();
    const tab = hub.open(
      { accountId: session.accountId, sessionId: session.id },
      apiKey,
      resumeCursor(typeof lastEventId === 'string' ? lastEventId : null, after),
      responseSink(res),
    );
    if ('refused' in tab) {
      if (tab.refused === 'server') return errorResponse(503, 'NOTIFICATION_HUB_FULL', { retryAfterSeconds: 30 });
      return errorResponse(
        429,
        tab.refused === 'account' ? 'NOTIFICATION_TABS_LIMIT' : 'NOTIFICATION_SESSION_TABS_LIMIT',
        { retryAfterSeconds: 30 },
      );
    }
    // A browser that left while the session was read has closed the response already: 'close' will not come again.
    if (res.destroyed) tab.leave();
    else res.on('close', tab.leave);
  },
);
