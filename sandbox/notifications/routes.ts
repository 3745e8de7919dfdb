/**
 * Notifications (spec 4.13, part 6): the inbox, which marks everything read
 * through the visit, and the event stream with its cursor rules, replay,
 * heartbeats, connection lifetime and the two-streams-per-account limit.
 */
import { notificationRoutes } from '@/lib/marketplace/notifications/contract';
import { NOTIFICATION_LIMITS, REAUTHENTICATE, isCanonicalCursor } from '@/lib/marketplace/notifications/terms';
import { formatSseEvent } from '@/lib/marketplace/notifications/sse';
import { decodeBase64Json } from '@/lib/marketplace/siwx';
import { isRecord } from '@/lib/marketplace/schema';
import { accountOf, defineHandler, type Handlers, type SandboxDeps } from '../deps';
import { fail, json } from '../http/errors';
import type { NotificationRow } from './bus';
import {
  historyLost,
  inboxPage,
  isVisibleTo,
  lastVisit,
  latestCursor,
  recordVisit,
  replayAfter,
  unreadCount,
} from './repo';

const REPLAY_RECENT_MS = 5 * 60_000;
const HISTORY_MS = 7 * 24 * 3_600_000;
/** Sandbox assumption: the stream cuts messages longer than this and says so (`messageTruncated`). */
const STREAM_MESSAGE_MAX = 500;
const RETRY_MS = 3000;

function presentInboxItem(row: NotificationRow, readThrough: Date | undefined) {
  return {
    id: row.id,
    message: row.message,
    notificationType: row.notificationType,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    isRead: readThrough !== undefined && row.createdAt.getTime() <= readThrough.getTime(),
  };
}

const inbox = defineHandler(notificationRoutes.inbox, async (ctx) => {
  const { deps, body } = ctx;
  const account = accountOf(ctx);
  const now = deps.clock.date();
  const page = body.page ?? 1;
  // Flags and the unread count describe the inbox before this visit.
  const visit = await lastVisit(deps.db, account.id);
  const [{ rows, total }, unread] = await Promise.all([
    inboxPage(deps.db, account.id, now, page),
    unreadCount(deps.db, account.id, now),
  ]);
  await recordVisit(deps.db, account.id, now);
  const totalPages = Math.max(1, Math.ceil(total / NOTIFICATION_LIMITS.perPage));
  const hasMore = page < totalPages;
  return json(
    {
      ok: true,
      notifications: rows.map((row) => presentInboxItem(row, visit?.readThrough)),
      page,
      perPage: NOTIFICATION_LIMITS.perPage,
      total,
      totalPages,
      hasMore,
      nextPage: hasMore ? page + 1 : null,
      unreadCount: unread,
      lastNotificationVisit: visit?.lastVisitAt.toISOString() ?? null,
      readThrough: now.toISOString(),
      historyLimit: NOTIFICATION_LIMITS.historyLimit,
    },
    200,
    { 'cache-control': 'private, no-store' },
  );
});

function streamedNotification(row: NotificationRow) {
  const truncated = row.message.length > STREAM_MESSAGE_MAX;
  return {
    notification: {
      id: row.id,
      message: truncated ? row.message.slice(0, STREAM_MESSAGE_MAX) : row.message,
      messageTruncated: truncated,
      notificationType: row.notificationType,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt?.toISOString() ?? null,
    },
  };
}

/** When a wallet-authenticated stream must end: its proof's expiry. */
function proofExpiry(request: Request): number | undefined {
  const header = request.headers.get('sign-in-with-x');
  if (!header) return undefined;
  try {
    const proof = decodeBase64Json(header);
    return isRecord(proof) && typeof proof.expirationTime === 'string' ? Date.parse(proof.expirationTime) : undefined;
  } catch {
    return undefined;
  }
}

/** The cursor to resume after: the query's `after`, or `Last-Event-ID`; both must agree when both are sent. */
function requestedCursor(after: string | undefined, lastEventId: string | null): string | undefined {
  if (lastEventId !== null && !isCanonicalCursor(lastEventId)) {
    throw fail(
      400,
      'AGENT_NOTIFICATION_STREAM_INPUT_INVALID',
      'Last-Event-ID must be a cursor: a whole number from 0 to 9223372036854775807, without sign or leading zeros.',
    );
  }
  if (after !== undefined && lastEventId !== null && after !== lastEventId) {
    throw fail(
      400,
      'AGENT_NOTIFICATION_STREAM_INPUT_INVALID',
      'The after parameter and Last-Event-ID name different cursors; send one, or the same in both.',
    );
  }
  return after ?? lastEventId ?? undefined;
}

const stream = defineHandler(notificationRoutes.stream, async (ctx) => {
  const { deps, query, info } = ctx;
  const account = accountOf(ctx);
  if (!account.isAgent || account.blocked)
    throw fail(
      403,
      'AGENT_NOTIFICATION_STREAM_ACCOUNT_REQUIRED',
      'The notification stream needs an eligible agent account.',
    );
  const cursor = requestedCursor(query.after, info.request.headers.get('last-event-id'));
  if (deps.notifications.openStreams(account.id) >= NOTIFICATION_LIMITS.streamsPerAccount) {
    throw fail(
      429,
      'AGENT_NOTIFICATION_STREAM_CONNECTION_LIMIT',
      `At most ${NOTIFICATION_LIMITS.streamsPerAccount} streams per account are open at once; close one first.`,
      5,
    );
  }
  ctx.spendWindow(account.id);
  return openStream(deps, account.id, cursor, proofExpiry(info.request), info.request.signal);
});

function openStream(
  deps: SandboxDeps,
  accountId: string,
  cursor: string | undefined,
  proofExpiresAt: number | undefined,
  signal: AbortSignal,
): Response {
  const encoder = new TextEncoder();
  let cleanup = () => undefined as void;
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      let closed = false;
      const write = (text: string) => {
        if (!closed) controller.enqueue(encoder.encode(text));
      };
      const end = (finalEvent?: string) => {
        if (closed) return;
        if (finalEvent) write(finalEvent);
        closed = true;
        cleanup();
        controller.close();
      };
      const timers: ReturnType<typeof setTimeout>[] = [];
      let lastSent = 0n;
      const queued: NotificationRow[] = [];
      let replaying = true;
      const send = (row: NotificationRow) => {
        if (row.cursor <= lastSent || !isVisibleTo(row, accountId, deps.clock.date())) return;
        lastSent = row.cursor;
        write(
          formatSseEvent({
            event: 'notification',
            id: String(row.cursor),
            data: JSON.stringify(streamedNotification(row)),
          }),
        );
      };
      // Listen before reading the replay, so nothing created meanwhile falls between the two.
      const unlisten = deps.notifications.listen((row) => (replaying ? queued.push(row) : send(row)));
      const unregister = deps.notifications.register({ accountId, drop: () => end() });
      let unmoved = () => {};
      cleanup = () => {
        unlisten();
        unregister();
        unmoved();
        for (const timer of timers) clearTimeout(timer);
      };
      signal.addEventListener('abort', () => end());

      const now = deps.clock.date();
      const lifetimeMs =
        proofExpiresAt !== undefined ? Math.max(0, proofExpiresAt - deps.clock.now()) : deps.config.streamLifetimeMs;
      const expiresAt = new Date(now.getTime() + lifetimeMs);
      write(`retry: ${RETRY_MS}\n\n`);

      const latest = await latestCursor(deps.db);
      const historyStart = new Date(now.getTime() - HISTORY_MS);
      if (cursor !== undefined && cursor !== '0') {
        const after = BigInt(cursor);
        // A cursor from the future, or one whose followers have left the history, cannot be resumed.
        if (after > latest || (await historyLost(deps.db, accountId, now, after, historyStart))) {
          return end(
            formatSseEvent({
              event: 'reset',
              data: JSON.stringify({ cursor: String(latest), reason: 'CURSOR_OUTSIDE_HISTORY' }),
            }),
          );
        }
      }
      write(
        formatSseEvent({
          event: 'ready',
          data: JSON.stringify({ expiresAt: expiresAt.toISOString(), replay: true, accountId }),
        }),
      );
      const since = cursor === undefined ? new Date(now.getTime() - REPLAY_RECENT_MS) : historyStart;
      for (const row of await replayAfter(deps.db, accountId, now, cursor === undefined ? 0n : BigInt(cursor), since))
        send(row);
      replaying = false;
      for (const row of queued.splice(0)) send(row);
      const checkpoint = lastSent > 0n ? lastSent : cursor !== undefined ? BigInt(cursor) : latest;
      write(
        formatSseEvent({
          event: 'checkpoint',
          id: String(checkpoint),
          data: JSON.stringify({ cursor: String(checkpoint) }),
        }),
      );
      if (lastSent === 0n) lastSent = checkpoint;

      const heartbeat = () => {
        write(': heartbeat\n\n');
        timers.push(setTimeout(heartbeat, deps.config.streamHeartbeatMs));
      };
      timers.push(setTimeout(heartbeat, deps.config.streamHeartbeatMs));
      const reachedLifetime = () =>
        end(
          formatSseEvent({
            event: 'stream-error',
            data: JSON.stringify({
              ok: false,
              errorCode: REAUTHENTICATE,
              message: 'This connection reached its lifetime; reconnect with fresh authentication.',
            }),
          }),
        );
      // The lifetime runs on the sandbox's clock: it passes with time, or at once when a test moves the clock past it.
      timers.push(setTimeout(reachedLifetime, lifetimeMs));
      unmoved = deps.clock.onMove(() => {
        if (deps.clock.now() >= expiresAt.getTime()) reachedLifetime();
      });
    },
    cancel() {
      cleanup();
    },
  });
  return new Response(body, {
    status: 200,
    headers: {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
    },
  });
}

export const notificationHandlers: Handlers = [inbox, stream];
