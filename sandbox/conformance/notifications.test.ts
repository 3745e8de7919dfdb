/** Spec 2.13, 4.13 and part 6: the inbox and the notification stream. */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from '@/lib/marketplace/notifications/sse';
import { solanaKeySigner } from '@/lib/wallet/key-signers';
import { accountFor, postJson, startSandbox, type RunningSandbox } from './harness';

let sb: RunningSandbox;
let account: { apikey: string; accountId: string };

beforeAll(async () => {
  sb = await startSandbox({ SANDBOX_STREAM_HEARTBEAT_SECONDS: '1' });
});
afterAll(() => sb.stop());
beforeEach(async () => {
  account = await accountFor(sb, await solanaKeySigner());
});
afterEach(async () => {
  await sb.control('/notifications/streams/drop');
  await sb.control('/clock', { advanceSeconds: 120 });
});

const emit = async (message: string, accountId: string | undefined = account.accountId) =>
  (await sb.control('/notifications', { message, accountId })) as { id: string; cursor: string };
const inbox = (body: unknown = {}) =>
  sb.json<Record<string, any>>('/notifications', postJson(body, { 'x-api-key': account.apikey }));

/** An open stream: every event so far, and a way to wait for the next ones. */
async function openStream(query = '', headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await sb.call(`/notifications/stream${query}`, {
    headers: { 'x-api-key': account.apikey, ...headers },
    signal: controller.signal,
  });
  const events: SseEvent[] = [];
  const retries: number[] = [];
  let heartbeats = 0;
  let ended = false;
  const feed = createSseParser({
    onEvent: (e) => events.push(e),
    onRetry: (ms) => retries.push(ms),
    onComment: () => heartbeats++,
  });
  if (response.ok && response.body) {
    void (async () => {
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          feed(value);
        }
      } catch {
        // aborted
      }
      ended = true;
    })();
  }
  const until = async (check: () => boolean, ms = 5000) => {
    const start = Date.now();
    while (!check()) {
      if (Date.now() - start > ms) throw new Error(`timed out; events: ${JSON.stringify(events)}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  const named = (name: string) => events.filter((e) => e.event === name);
  return {
    response,
    events,
    retries,
    named,
    until,
    ended: () => ended,
    heartbeats: () => heartbeats,
    close: () => controller.abort(),
  };
}

describe('the inbox', () => {
  it('pages newest first, ten a page, and marks everything read through the visit', async () => {
    for (let i = 1; i <= 12; i++) await emit(`note ${i}`);
    const first = await inbox();
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      ok: true,
      page: 1,
      perPage: 10,
      hasMore: true,
      nextPage: 2,
      historyLimit: 5000,
      lastNotificationVisit: null,
    });
    const own = first.body.notifications.filter((n: any) => n.message.startsWith('note '));
    expect(own.slice(0, 3).map((n: any) => n.message)).toEqual(['note 12', 'note 11', 'note 10']);
    // Flags and the count describe the inbox before this visit.
    expect(own.every((n: any) => n.isRead === false)).toBe(true);
    expect(first.body.unreadCount).toBeGreaterThanOrEqual(12);
    expect(first.body.readThrough).toEqual(expect.any(String));

    const again = await inbox({ page: 1 });
    expect(again.body.unreadCount).toBe(0);
    expect(again.body.notifications.every((n: any) => n.isRead)).toBe(true);
    expect(again.body.lastNotificationVisit).toBe(first.body.readThrough);
  });

  it('answers pages past the end empty, not clamped', async () => {
    const page = await inbox({ page: 500 });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ notifications: [], page: 500, hasMore: false, nextPage: null });
  });

  it('keeps the private profile’s unread count in step', async () => {
    await emit('count me');
    const profile = await sb.json<Record<string, any>>('/profile', { headers: { 'x-api-key': account.apikey } });
    expect(profile.body.unreadNotificationCount).toBeGreaterThanOrEqual(1);
    await inbox();
    await sb.control('/clock', { advanceSeconds: 11 });
    expect(
      (await sb.json<Record<string, any>>('/profile', { headers: { 'x-api-key': account.apikey } })).body
        .unreadNotificationCount,
    ).toBe(0);
  });

  it.each([[{ page: 0 }], [{ page: 501 }], [{ page: '2' }], [{ page: 1.5 }], [{ unknown: true }], [[]]])(
    'refuses %j with 400 AGENT_NOTIFICATION_INPUT_INVALID',
    async (body) => {
      const { status, body: answer } = await inbox(body);
      expect(status).toBe(400);
      expect(answer).toMatchObject({ ok: false, errorCode: 'AGENT_NOTIFICATION_INPUT_INVALID' });
    },
  );

  it('takes no query and only JSON', async () => {
    expect((await sb.json('/notifications?page=2', postJson({}, { 'x-api-key': account.apikey }))).status).toBe(400);
    const text = await sb.call('/notifications', {
      method: 'POST',
      headers: { 'x-api-key': account.apikey, 'content-type': 'text/plain' },
      body: '{}',
    });
    expect(text.status).toBe(415);
  });
});

describe('the stream', () => {
  it('says ready, replays the last five minutes without a cursor, then follows live with cursor ids', async () => {
    const old = await emit('older than five minutes');
    await sb.control('/clock', { advanceSeconds: 360 });
    const recent = await emit('recent');
    const stream = await openStream();
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    await stream.until(() => stream.named('checkpoint').length > 0);
    expect(stream.retries.length).toBeGreaterThan(0);
    const ready = JSON.parse(stream.named('ready')[0]!.data);
    expect(ready).toMatchObject({ replay: true, accountId: account.accountId, expiresAt: expect.any(String) });
    const replayed = stream.named('notification').map((e) => JSON.parse(e.data).notification.message);
    expect(replayed).toContain('recent');
    expect(replayed).not.toContain('older than five minutes');
    expect(stream.named('notification').find((e) => JSON.parse(e.data).notification.id === recent.id)?.id).toBe(
      recent.cursor,
    );

    const live = await emit('live one');
    await stream.until(() => stream.named('notification').some((e) => JSON.parse(e.data).notification.id === live.id));
    expect(stream.named('notification').at(-1)!.id).toBe(live.cursor);
    expect(BigInt(live.cursor)).toBeGreaterThan(BigInt(old.cursor));
    stream.close();
  });

  it('resumes strictly after a saved cursor, from the query or Last-Event-ID', async () => {
    const a = await emit('a');
    const b = await emit('b');
    const c = await emit('c');
    for (const [query, headers] of [
      [`?after=${a.cursor}`, {}],
      ['', { 'last-event-id': a.cursor }],
      [`?after=${a.cursor}`, { 'last-event-id': a.cursor }],
    ] as const) {
      const stream = await openStream(query, headers);
      await stream.until(() => stream.named('checkpoint').length > 0);
      expect(stream.named('notification').map((e) => JSON.parse(e.data).notification.id)).toEqual([b.id, c.id]);
      stream.close();
      await sb.control('/notifications/streams/drop');
    }
  });

  it('replays up to seven days from cursor 0', async () => {
    const week = await emit('eight days old');
    await sb.control('/clock', { advanceSeconds: 8 * 86_400 });
    const fresh = await emit('fresh');
    const stream = await openStream('?after=0');
    await stream.until(() => stream.named('checkpoint').length > 0);
    const ids = stream.named('notification').map((e) => JSON.parse(e.data).notification.id);
    expect(ids).toContain(fresh.id);
    expect(ids).not.toContain(week.id);
    stream.close();
  });

  it('answers a future or too old cursor with reset and ends the stream', async () => {
    const mark = await emit('mark');
    const future = await openStream(`?after=${BigInt(mark.cursor) + 1000n}`);
    await future.until(() => future.ended());
    expect(future.named('reset')).toHaveLength(1);
    expect(JSON.parse(future.named('reset')[0]!.data)).toMatchObject({ reason: 'CURSOR_OUTSIDE_HISTORY' });
    expect(future.named('reset')[0]!.id).toBeUndefined();

    const before = await emit('before the history ends');
    await emit('after it');
    await sb.control('/clock', { advanceSeconds: 8 * 86_400 });
    const stale = await openStream(`?after=${BigInt(before.cursor) - 1n}`);
    await stale.until(() => stale.ended());
    expect(stale.named('reset')).toHaveLength(1);
  });

  it.each(['?after=01', '?after=-1', '?after=9223372036854775808', '?after=abc', '?after=1&after=2', '?cursor=1'])(
    'refuses %s with 400',
    async (query) => {
      const { status, body } = await sb.json(`/notifications/stream${query}`, {
        headers: { 'x-api-key': account.apikey },
      });
      expect(status).toBe(400);
      expect(body).toMatchObject({ ok: false, errorCode: 'AGENT_NOTIFICATION_STREAM_INPUT_INVALID' });
    },
  );

  it('refuses after and Last-Event-ID that disagree', async () => {
    const { status, body } = await sb.json('/notifications/stream?after=1', {
      headers: { 'x-api-key': account.apikey, 'last-event-id': '2' },
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ errorCode: 'AGENT_NOTIFICATION_STREAM_INPUT_INVALID' });
  });

  it('allows two concurrent streams per account and refuses a third', async () => {
    const one = await openStream();
    const two = await openStream();
    expect([one.response.status, two.response.status]).toEqual([200, 200]);
    const third = await sb.json('/notifications/stream', { headers: { 'x-api-key': account.apikey } });
    expect(third.status).toBe(429);
    expect(third.body).toMatchObject({ errorCode: 'AGENT_NOTIFICATION_STREAM_CONNECTION_LIMIT' });
    expect(third.headers.get('retry-after')).toBeTruthy();
    expect(
      await sb
        .json<Record<string, any>>('/__sandbox/notifications/streams')
        .then((r) => r.body.streams[account.accountId]),
    ).toBe(2);
    one.close();
    two.close();
  });

  it('sends heartbeats and ends an API-key connection at its lifetime with the reauthenticate error', async () => {
    await sb.control('/config', { streamLifetimeMs: 1500 });
    try {
      const stream = await openStream();
      await stream.until(() => stream.ended(), 5000);
      expect(stream.heartbeats()).toBeGreaterThan(0);
      const error = stream.named('stream-error');
      expect(error).toHaveLength(1);
      expect(JSON.parse(error[0]!.data)).toMatchObject({
        ok: false,
        errorCode: 'AGENT_NOTIFICATION_STREAM_REAUTHENTICATE',
        message: expect.any(String),
      });
    } finally {
      await sb.control('/config', { streamLifetimeMs: 1_800_000 });
    }
  });

  it('ends a connection at once when the sandbox clock moves past its lifetime', async () => {
    const stream = await openStream();
    await stream.until(() => stream.named('checkpoint').length > 0, 5000);
    expect(stream.ended()).toBe(false);
    await sb.control('/clock', { advanceSeconds: 31 * 60 });
    try {
      await stream.until(() => stream.ended(), 2000);
      expect(JSON.parse(stream.named('stream-error')[0]!.data)).toMatchObject({
        errorCode: 'AGENT_NOTIFICATION_STREAM_REAUTHENTICATE',
      });
    } finally {
      await sb.control('/clock', { advanceSeconds: -31 * 60 });
    }
  });

  it('shows public job announcements (type 8) to every account and marks cut messages', async () => {
    const stream = await openStream();
    await stream.until(() => stream.named('checkpoint').length > 0);
    await sb.control('/notifications', { message: `A new public job. ${'x'.repeat(800)}` });
    await stream.until(() => stream.named('notification').length > 0);
    const { notification } = JSON.parse(stream.named('notification').at(-1)!.data);
    expect(notification).toMatchObject({ notificationType: 8, messageTruncated: true });
    stream.close();
  });

  it('needs credentials: without any, the free sign-in challenge', async () => {
    const response = await sb.call('/notifications/stream');
    expect(response.status).toBe(402);
  });
});
