/**
 * The live feed from the dashboard's hub, one EventSource per tab. The last
 * cursor is shared by the account's tabs through localStorage, so a new or
 * reloaded tab resumes where the others are, and notifications are deduplicated by id across
 * the inbox, the live feed and reconnections. Nothing here reads through the
 * gateway or React Query: the header's bell loads it after hydration on every
 * signed-in page, and what reads a refusal (with the error words) only when the hub refuses a tab.
 */
import type { StreamedNotification } from './contract';
import { isRecord } from '../values';
import type { Refusal } from './refusal';

const HUB_PATH = '/api/notifications/stream';
/** Cursors are positions in one account's stream: each account keeps its own. */
const cursorKey = (accountId: string) => `marketplace.notifications.cursor.v1:${accountId}`;

/** A stream open this long counts as having worked: its next drop is reconnected at once again. */
const STABLE_MS = 10_000;
const MAX_RECONNECT_MS = 30_000;

/** The first reconnect is spread over this much: a stopped server's thousand tabs arrive over it, not at one instant. */
const FIRST_RECONNECT_SPREAD_MS = 250;

/**
 * How long to wait before reconnecting after the `attempt`th drop in a row: the first almost at once (a server that
 * stops hands its tabs to another, which has taken the account over already), then 0.5-1 s, 1-2 s... up to 30 s,
 * each spread so that tabs do not knock together.
 */
export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  if (attempt === 0) return Math.round(FIRST_RECONNECT_SPREAD_MS * random());
  const ceiling = Math.min(MAX_RECONNECT_MS, 1000 * 2 ** (attempt - 1));
  return Math.round(ceiling * (0.5 + random() * 0.5));
}

/** Where the connection stands, for the indicator: live, reconnecting (with when), or offline. */
export type FeedState =
  | { state: 'connecting' }
  | { state: 'live' }
  /** `reason`: the hub's refusal in plain words (too many tabs, a full server), when it refused. */
  | { state: 'reconnecting'; retryAt: number | null; reason?: string }
  | { state: 'offline' }
  | { state: 'unavailable'; reason: 'signed-out' | 'not-eligible' | 'blocked' | 'account-changed' };

export interface FeedListener {
  onNotification?: (notification: StreamedNotification, cursor: string) => void;
  /** The marketplace lost track of this account's position: what is shown may be incomplete; reload the inbox view. */
  onReset?: () => void;
  /** This browser is now signed in to another account (or none): the feed has stopped; read who is signed in. */
  onAccountChanged?: () => void;
}

const upstreamState = (data: unknown): FeedState | undefined => {
  if (typeof data !== 'object' || data === null) return undefined;
  const { state, retryAt, reason } = data as {
    state?: string;
    retryAt?: number;
    reason?: 'signed-out' | 'not-eligible' | 'blocked';
  };
  if (state === 'live') return { state: 'live' };
  if (state === 'connecting') return { state: 'connecting' };
  if (state === 'waiting') return { state: 'reconnecting', retryAt: typeof retryAt === 'number' ? retryAt : null };
  if (state === 'stopped') return { state: 'unavailable', reason: reason ?? 'signed-out' };
  return undefined;
};

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

const isString = (value: unknown): value is string => typeof value === 'string';

/**
 * A streamed notification as the hub relays it, checked by hand (the server
 * checked it against the contract when it came in; this keeps zod off every
 * page with the bell): a malformed event is skipped, never shown or stored.
 */
function streamedNotificationOf(data: unknown): StreamedNotification | undefined {
  if (!isRecord(data)) return undefined;
  const { id, message, messageTruncated, notificationType, createdAt, expiresAt } = data;
  const ok =
    isString(id) &&
    isString(message) &&
    typeof messageTruncated === 'boolean' &&
    (notificationType === null || Number.isSafeInteger(notificationType)) &&
    isString(createdAt) &&
    (expiresAt === null || isString(expiresAt));
  return ok ? (data as StreamedNotification) : undefined;
}

/** The account's shared last cursor: the largest any of its tabs has seen. */
function storedCursor(accountId: string): bigint | undefined {
  const value = globalThis.localStorage?.getItem(cursorKey(accountId));
  return value && /^\d+$/.test(value) ? BigInt(value) : undefined;
}

function storeCursor(accountId: string, cursor: string): void {
  const current = storedCursor(accountId);
  if (current === undefined || BigInt(cursor) > current) globalThis.localStorage?.setItem(cursorKey(accountId), cursor);
}

/**
 * The tab's live feed of one account's notifications. Subscribe to its state for
 * the indicator and listen for notifications; `start` when signed in, `stop` on
 * sign-out. Every connection names the account, and the hub refuses one the
 * browser's session is no longer signed in to (another tab signed in anew), so a
 * tab never shows another account's notifications as this one's. A dropped stream
 * is reopened by the feed itself, from the last event id it saw: at once the
 * first time, then with a growing delay (the browser's own EventSource would
 * wait the stream's `retry:` every time); after sleep or a lost network the
 * feed reopens as soon as the page is visible and online.
 */
export class NotificationFeed {
  private source: EventSource | undefined;
  private state: FeedState = { state: 'connecting' };
  private readonly seen = new Set<string>();
  private readonly stateListeners = new Set<() => void>();
  private readonly listeners = new Set<FeedListener>();
  private readonly wake = () => {
    // A feed stopped for good (signed out, not eligible) stays stopped: showing the tab again changes none of that.
    if (this.state.state === 'unavailable') return;
    if (this.started && (!this.source || this.source.readyState === EventSource.CLOSED)) this.open();
  };
  private started = false;
  /** The position this tab has seen up to (its EventSource's last event id), where a reopened stream resumes. */
  private lastEventId: string | undefined;
  /** Drops in a row, each reconnected later than the one before. */
  private drops = 0;
  private openedAt = 0;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly accountId: string) {}

  getState = (): FeedState => this.state;

  subscribeState = (listener: () => void): (() => void) => {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  };

  listen(listener: FeedListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Ids already shown (the inbox's, say): the feed will not announce them again. */
  markSeen(ids: Iterable<string>): void {
    for (const id of ids) this.seen.add(id);
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    globalThis.addEventListener?.('online', this.wake);
    globalThis.addEventListener?.('offline', this.offline);
    globalThis.document?.addEventListener('visibilitychange', this.wake);
    this.open();
  }

  stop(): void {
    this.started = false;
    clearTimeout(this.reconnectTimer);
    this.source?.close();
    this.source = undefined;
    globalThis.removeEventListener?.('online', this.wake);
    globalThis.removeEventListener?.('offline', this.offline);
    globalThis.document?.removeEventListener('visibilitychange', this.wake);
  }

  /** Open the connection again now (the person asked to, after the hub refused one). */
  reconnect(): void {
    if (this.started) this.open();
  }

  private readonly offline = () => this.setState({ state: 'offline' });

  /**
   * Why the hub refused this tab, shown in words with the time it may connect
   * again; the connection is opened again then, or, when the refusal names no
   * time (or cannot be read), on the schedule of a dropped stream.
   */
  private async explainRefusal(refused: EventSource): Promise<void> {
    this.setState({ state: 'reconnecting', retryAt: null });
    // Unreadable or unreachable: tried again on the schedule of a drop (or sooner, once online or visible again).
    const refusal = await import('./refusal')
      .then(({ whyRefused }) => whyRefused(this.hubPath()))
      .catch(() => ({}) as Refusal);
    if (this.source !== refused) return;
    if (!refusal.unavailable) return this.reopenLater(refused, refusal);
    this.setState({ state: 'unavailable', reason: refusal.unavailable });
    if (refusal.unavailable !== 'not-eligible') for (const listener of this.listeners) listener.onAccountChanged?.();
  }

  private setState(state: FeedState): void {
    this.state = state;
    for (const listener of this.stateListeners) listener();
  }

  /**
   * The stream dropped (the browser would retry it after the stream's `retry:`)
   * or was refused: reopen it at the time a refusal named, else on this feed's schedule.
   */
  private reopenLater(source: EventSource, { retryAt, reason }: { retryAt?: number; reason?: string } = {}): void {
    clearTimeout(this.reconnectTimer);
    source.close();
    if (this.openedAt > 0 && Date.now() - this.openedAt >= STABLE_MS) this.drops = 0;
    this.openedAt = 0;
    const at = retryAt ?? Date.now() + reconnectDelayMs(this.drops++);
    this.setState({ state: 'reconnecting', retryAt: at, ...(reason ? { reason } : {}) });
    this.reconnectTimer = setTimeout(() => this.source === source && this.reconnect(), at - Date.now());
  }

  /** The hub's address for this account, resuming after `cursor` on a first connection (a reconnection's Last-Event-ID says it). */
  private hubPath(cursor?: string | bigint): string {
    const query = new URLSearchParams({ account: this.accountId });
    if (cursor !== undefined) query.set('after', String(cursor));
    return `${HUB_PATH}?${query}`;
  }

  private open(): void {
    clearTimeout(this.reconnectTimer);
    this.source?.close();
    const cursor = this.lastEventId ?? storedCursor(this.accountId);
    const source = new EventSource(this.hubPath(cursor));
    this.source = source;
    this.setState({ state: 'connecting' });
    source.addEventListener('open', () => (this.openedAt = Date.now()));
    source.addEventListener('checkpoint', (event) => {
      const id = (event as MessageEvent<string>).lastEventId;
      if (/^\d+$/.test(id)) this.lastEventId = id;
    });
    source.addEventListener('upstream', (event) => {
      const state = upstreamState(parse((event as MessageEvent<string>).data));
      if (state) this.setState(state);
      // Nothing will change without another sign-in: stop knocking.
      if (state?.state === 'unavailable') source.close();
    });
    source.addEventListener('notification', (event) => {
      const message = event as MessageEvent<string>;
      const notification = streamedNotificationOf(parse(message.data));
      if (!notification || !/^\d+$/.test(message.lastEventId)) return;
      this.lastEventId = message.lastEventId;
      storeCursor(this.accountId, message.lastEventId);
      if (this.seen.has(notification.id)) return;
      this.seen.add(notification.id);
      for (const listener of this.listeners) listener.onNotification?.(notification, message.lastEventId);
    });
    source.addEventListener('reset', () => {
      this.lastEventId = undefined;
      globalThis.localStorage?.removeItem(cursorKey(this.accountId));
      for (const listener of this.listeners) listener.onReset?.();
    });
    source.addEventListener('error', () => {
      if (globalThis.navigator?.onLine === false) return this.setState({ state: 'offline' });
      // The hub refused (signed out, too many tabs, full): EventSource gives up on a non-200 without saying why; ask.
      if (source.readyState === EventSource.CLOSED) return void this.explainRefusal(source);
      this.reopenLater(source);
    });
  }
}
