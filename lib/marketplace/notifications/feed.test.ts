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
    const feed = new NotificationFeed();
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
    const feed = new NotificationFeed();
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
    expect(store.get('marketplace.notifications.cursor.v1')).toBeUndefined();
    source.emit('notification', { ...note('good'), notificationType: 3, expiresAt: '2026-12-01T00:00:00.000Z' }, '58');
    expect(got).toEqual(['good']);
    expect(store.get('marketplace.notifications.cursor.v1')).toBe('58');
  });

  it('shares the furthest cursor between tabs and resumes a new tab from it', () => {
    const tabOne = new NotificationFeed();
    tabOne.start();
    FakeSource.opened[0]!.emit('notification', note('x'), '41');
    FakeSource.opened[0]!.emit('notification', note('y'), '40');
    const tabTwo = new NotificationFeed();
    tabTwo.start();
    expect(FakeSource.opened[1]!.url).toBe('/api/notifications/stream?after=41');
  });

  it('follows the hub’s word on the upstream for the indicator, and starts over after a reset', () => {
    const feed = new NotificationFeed();
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
    expect(store.has('marketplace.notifications.cursor.v1')).toBe(false);
    source.emit('upstream', { state: 'stopped', reason: 'signed-out' });
    expect(feed.getState()).toEqual({ state: 'unavailable', reason: 'signed-out' });
    expect(source.readyState).toBe(FakeSource.CLOSED);
  });

  it('reopens a dropped stream within a quarter second, from the last event id it saw (a checkpoint too), then backs off', () => {
    vi.useFakeTimers();
    const feed = new NotificationFeed();
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
    expect(FakeSource.opened[1]!.url).toBe('/api/notifications/stream?after=25');

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
      vi.fn(async () => answer()),
    );
    const feed = new NotificationFeed();
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
    [401, 'PROXY_SIGN_IN_REQUIRED', 'signed-out'],
    [403, 'AGENT_NOTIFICATION_STREAM_ACCOUNT_REQUIRED', 'not-eligible'],
  ] as const)('stays stopped when the hub refuses for good (%i %s)', (status, code, reason) =>
    refusedFeed(
      () => new Response(JSON.stringify({ ok: false, errorCode: code }), { status }),
      async (feed) => {
        await vi.waitFor(() => expect(feed.getState()).toEqual({ state: 'unavailable', reason }));
        await vi.advanceTimersByTimeAsync(120_000);
        expect(FakeSource.opened).toHaveLength(1);
      },
    ),
  );

  it('reopens nothing once stopped', () => {
    vi.useFakeTimers();
    const feed = new NotificationFeed();
    feed.start();
    drop(FakeSource.opened[0]!);
    feed.stop();
    vi.advanceTimersByTime(60_000);
    expect(FakeSource.opened).toHaveLength(1);
  });
});
