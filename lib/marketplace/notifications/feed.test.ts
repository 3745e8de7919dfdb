import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { safeParse } from '../schema';
import { NotificationFeed, reconnectDelayMs } from './feed';
import { streamedNotificationSchema } from './contract';

/** A stand-in for the browser's EventSource that the test drives. */
class FakeSource {
  static CONNECTING = 0;
  static OPEN = 1;
  static CLOSED = 2;
  static opened: FakeSource[] = [];
  readyState = FakeSource.OPEN;
  private handlers = new Map<string, ((event: unknown) => void)[]>();
  constructor(readonly url: string) {
    FakeSource.opened.push(this);
  }
  addEventListener(name: string, handler: (event: unknown) => void) {
    this.handlers.set(name, [...(this.handlers.get(name) ?? []), handler]);
  }
  close() {
    this.readyState = FakeSource.CLOSED;
  }
  emit(name: string, data: unknown, lastEventId = '') {
    for (const handler of this.handlers.get(name) ?? []) handler({ data: JSON.stringify(data), lastEventId });
  }
}

const store = new Map<string, string>();
Object.assign(globalThis, {
  EventSource: FakeSource,
  localStorage: {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  },
});

const note = (id: string) => ({
  id,
  message: `message ${id}`,
  messageTruncated: false,
  notificationType: null,
  createdAt: '2026-11-23T08:00:00.000Z',
  expiresAt: null,
});

beforeEach(() => {
  store.clear();
  FakeSource.opened = [];
});
afterEach(() => {
  vi.useRealTimers();
});

/** The stream drops as the browser reports it: an error while it is about to retry by itself. */
const drop = (source: FakeSource) => {
  source.readyState = FakeSource.CONNECTING;
  source.emit('error', {});
};

describe('the live notification feed', () => {
  it('announces each notification once, across reconnections and the inbox', () => {
    const feed = new NotificationFeed('acc_a');
    const got: string[] = [];
    feed.listen({ onNotification: (n) => got.push(n.id) });
    feed.markSeen(['from-inbox']);
    feed.start();
    const source = FakeSource.opened[0]!;
    source.emit('notification', note('a'), '10');
    source.emit('notification', note('a'), '10');
    source.emit('notification', note('from-inbox'), '11');
    source.emit('notification', note('b'), '12');
    expect(got).toEqual(['a', 'b']);
  });

  it('skips a malformed event without a crash or a step of the cursor, and goes on with the next', () => {
    const feed = new NotificationFeed('acc_a');
    const got: string[] = [];
    feed.listen({ onNotification: (n) => got.push(n.id) });
    feed.start();
    const source = FakeSource.opened[0]!;
    for (const [bad, cursor] of [
      [{ ...note('no-text'), message: undefined }, '50'],
      [{ ...note('truncated-word'), messageTruncated: 'no' }, '51'],
      [{ ...note('fraction'), notificationType: 1.5 }, '52'],
      [{ ...note('dated'), createdAt: 17 }, '53'],
      [{ ...note('never'), expiresAt: {} }, '54'],
      [{ ...note(''), id: 7 }, '55'],
      ['just text', '56'],
      [null, '57'],
    ] as const) {
      // The contract's schema refuses it too: the hand-written check holds the same line.
      expect(safeParse(streamedNotificationSchema, bad).success).toBe(false);
      expect(() => source.emit('notification', bad, cursor)).not.toThrow();
    }
    expect(store.get('marketplace.notifications.cursor.v1:acc_a')).toBeUndefined();
    source.emit('notification', { ...note('good'), notificationType: 3, expiresAt: '2026-12-01T00:00:00.000Z' }, '58');
    expect(got).toEqual(['good']);
    expect(store.get('marketplace.notifications.cursor.v1:acc_a')).toBe('58');
  });

  it('shares the furthest cursor between tabs and resumes a new tab from it', () => {
    const tabOne = new NotificationFeed('acc_a');
    tabOne.start();
    FakeSource.opened[0]!.emit('notification', note('x'), '41');
    FakeSource.opened[0]!.emit('notification', note('y'), '40');
    const tabTwo = new NotificationFeed('acc_a');
    tabTwo.start();
    expect(FakeSource.opened[1]!.url).toBe('/api/notifications/stream?account=acc_a&after=41');
    // Another account's tab starts from its own position, never from this one's.
    new NotificationFeed('acc_b').start();
    expect(FakeSource.opened[2]!.url).toBe('/api/notifications/stream?account=acc_b');
  });

  it('follows the hub’s word on the upstream for the indicator, and starts over after a reset', () => {
    const feed = new NotificationFeed('acc_a');
    let resets = 0;
    feed.listen({ onReset: () => resets++ });
    feed.start();
    const source = FakeSource.opened[0]!;
    expect(feed.getState()).toEqual({ state: 'connecting' });
    source.emit('upstream', { state: 'live' });
    expect(feed.getState()).toEqual({ state: 'live' });
    source.emit('upstream', { state: 'waiting', retryAt: 123 });
    expect(feed.getState()).toEqual({ state: 'reconnecting', retryAt: 123 });
    source.emit('notification', note('z'), '7');
    source.emit('reset', {});
    expect(resets).toBe(1);
    expect(store.has('marketplace.notifications.cursor.v1:acc_a')).toBe(false);
    source.emit('upstream', { state: 'stopped', reason: 'signed-out' });
    expect(feed.getState()).toEqual({ state: 'unavailable', reason: 'signed-out' });
    expect(source.readyState).toBe(FakeSource.CLOSED);
  });

  it('reopens a dropped stream within a quarter second, from the last event id it saw (a checkpoint too), then backs off', () => {
    vi.useFakeTimers();
    const feed = new NotificationFeed('acc_a');
    feed.start();
    const first = FakeSource.opened[0]!;
    first.emit('open', {});
    first.emit('notification', note('a'), '20');
    first.emit('checkpoint', { cursor: '25' }, '25');

    drop(first);
    // Closed by the feed, so the browser's own retry (after the stream's `retry:`) never comes.
    expect(first.readyState).toBe(FakeSource.CLOSED);
    vi.advanceTimersByTime(250);
    expect(FakeSource.opened).toHaveLength(2);
    expect(FakeSource.opened[1]!.url).toBe('/api/notifications/stream?account=acc_a&after=25');

    // A second drop straight after: half a second at the least, a second at the most.
    drop(FakeSource.opened[1]!);
    expect(feed.getState()).toMatchObject({ state: 'reconnecting' });
    vi.advanceTimersByTime(499);
    expect(FakeSource.opened).toHaveLength(2);
    vi.advanceTimersByTime(501);
    expect(FakeSource.opened).toHaveLength(3);

    // A stream that stayed open a while worked: its drop is reopened as quickly again.
    FakeSource.opened[2]!.emit('open', {});
    vi.advanceTimersByTime(10_000);
    drop(FakeSource.opened[2]!);
    vi.advanceTimersByTime(250);
    expect(FakeSource.opened).toHaveLength(4);
  });

  it('waits longer after each drop in a row, up to half a minute', () => {
    expect([0, 1].map((r) => reconnectDelayMs(0, () => r))).toEqual([0, 250]);
    expect([1, 2, 3, 4].map((n) => reconnectDelayMs(n, () => 1))).toEqual([1000, 2000, 4000, 8000]);
    expect([1, 2, 3].map((n) => reconnectDelayMs(n, () => 0))).toEqual([500, 1000, 2000]);
    expect(reconnectDelayMs(20, () => 1)).toBe(30_000);
  });

  /** A feed whose first stream the hub refuses (EventSource gives up on a non-200 without retrying); the hub then answers `answer` when asked why. */
  async function refusedFeed(answer: () => Response, check: (feed: NotificationFeed) => Promise<void>) {
    FakeSource.opened = [];
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        const response = answer();
        const text = await response.text();
        // As a browser's fetch: aborting the request cuts off the body not yet read.
        const body = new ReadableStream<Uint8Array>(
          {
            pull(stream) {
              if (init?.signal?.aborted)
                return stream.error(new DOMException('The request was aborted.', 'AbortError'));
              stream.enqueue(new TextEncoder().encode(text));
              stream.close();
            },
          },
          { highWaterMark: 0 },
        ); // nothing is read before it is asked for
        return new Response(body, { status: response.status, headers: response.headers });
      }),
    );
    const feed = new NotificationFeed('acc_a');
    try {
      feed.start();
      const refused = FakeSource.opened[0]!;
      refused.readyState = FakeSource.CLOSED;
      refused.emit('error', {});
      await check(feed);
    } finally {
      feed.stop();
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
  }

  it.each([
    ['a refusal that names no wait', () => new Response('', { status: 502 })],
    ['a hub that accepts when asked', () => new Response('', { status: 200 })],
    [
      'a hub that cannot be reached',
      () => {
        throw new TypeError('fetch failed');
      },
    ],
  ])('opens the stream again after %s, on the schedule of a dropped one', (_name, answer) =>
    refusedFeed(answer, async (feed) => {
      await vi.waitFor(() => expect(FakeSource.opened).toHaveLength(2), { timeout: 35_000, interval: 1_000 });
      expect(feed.getState()).toEqual({ state: 'connecting' });
    }),
  );

  it.each([
    [401, 'PROXY_SIGN_IN_REQUIRED', 'signed-out', 1],
    [409, 'NOTIFICATION_ACCOUNT_CHANGED', 'account-changed', 1],
    [403, 'AGENT_NOTIFICATION_STREAM_ACCOUNT_REQUIRED', 'not-eligible', 0],
  ] as const)(
    'stays stopped when the hub refuses for good (%i %s), shown again or back online, and asks who is signed in when the session changed',
    (status, code, reason, sessionChecks) => {
      const wakes: (() => void)[] = [];
      vi.stubGlobal(
        'addEventListener',
        (name: string, listener: () => void) => name === 'online' && wakes.push(listener),
      );
      let accountChanges = 0;
      return refusedFeed(
        () => new Response(JSON.stringify({ ok: false, errorCode: code }), { status }),
        async (feed) => {
          feed.listen({ onAccountChanged: () => accountChanges++ });
          await vi.waitFor(() => expect(feed.getState()).toEqual({ state: 'unavailable', reason }));
          expect(wakes).toHaveLength(1);
          wakes.forEach((wake) => wake());
          await vi.advanceTimersByTimeAsync(120_000);
          expect(FakeSource.opened).toHaveLength(1);
          expect(accountChanges).toBe(sessionChecks);
        },
      );
    },
  );

  it('reopens nothing once stopped', () => {
    vi.useFakeTimers();
    const feed = new NotificationFeed('acc_a');
    feed.start();
    drop(FakeSource.opened[0]!);
    feed.stop();
    vi.advanceTimersByTime(60_000);
    expect(FakeSource.opened).toHaveLength(1);
  });
});
