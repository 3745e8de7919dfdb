/**
 * Several dashboard servers on one PostgreSQL share the notification work.
 * Per account, a session-level advisory lock elects the one server that
 * follows the marketplace stream (two streams per account is the marketplace's
 * limit, however many servers and tabs there are); when that server dies its
 * connection closes, the lock is free, and another server takes over within
 * its next election tick, resuming from the last stored cursor. The leader
 * stores each notification once and announces every event with NOTIFY; every
 * other server LISTENs and hands it to its own tabs.
 */
import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gt, lt } from 'drizzle-orm';
import pg from 'pg';
import { hubNotifications } from '@/lib/db/schema';
import type { StreamedNotification } from '@/lib/marketplace/notifications/contract';
import { SealBroken, seal, unseal } from '../crypto';
import { getDb } from '../db';
import type { HubEvent, Relay } from './relay';

const CHANNEL = 'hub_events';
/** NOTIFY payloads must stay under 8000 bytes; larger events are read back from the table. */
const MAX_PAYLOAD = 7000;
const KEEP_MS = 7 * 24 * 3_600_000;
const REPLAY_LIMIT = 1000;

type Announcement =
  | {
      /** The server that published it (it has delivered it already). */
      o: string;
      a: string;
      e?: HubEvent;
      /** A notification too large to announce: read it from the table. */
      c?: string;
    }
  /** The server let go of these accounts ('*': of every account it led): whoever has their tabs may lead them now. */
  | { o: string; r: string[] | '*' };

interface Wanted {
  resolve: (led: boolean) => void;
  promise: Promise<boolean>;
}

export class PgRelay implements Relay {
  private readonly origin = randomUUID();
  private handler: (accountId: string, event: HubEvent) => void = () => undefined;
  private held = new Set<string>();
  private inserts = 0;
  /** Each account's stores and announcements, one after another, so other servers hear its events in order. */
  private announcing = new Map<string, Promise<void>>();

  private listener: pg.Client | undefined;
  private closing = false;
  /** The lock connection takes one query at a time (pg refuses to queue them itself from version 9). */
  private lockQueue: Promise<unknown> = Promise.resolve();
  /** Accounts an election asked to lead, answered together by the next lock query. */
  private wanted = new Map<string, Wanted>();
  private released: (accountIds: string[] | 'all') => void = () => undefined;
  private pendingEvents: string[] = [];
  private eventsSent: Promise<unknown> | undefined;

  private constructor(
    private readonly url: string,
    private locks: pg.Client,
  ) {}

  /** Let go of everything, as a stopping server does: its locks are released and another server takes over. */
  async close(): Promise<void> {
    this.closing = true;
    const held = [...this.held];
    this.held.clear();
    this.lost?.(held);
    // What the stopped followers already received is stored and announced before the connections close.
    await Promise.race([Promise.all(this.announcing.values()), new Promise((r) => setTimeout(r, 2000))]);
    // Then the locks go, and the other servers hear of it (after those events, on the same connection): they take
    // the accounts over now, not at their next tick or when this connection's end reaches PostgreSQL.
    if (held.length > 0)
      await Promise.race([
        this.onLocks('SELECT pg_advisory_unlock_all()')
          .then(() => this.notify({ o: this.origin, r: '*' }))
          .catch(() => undefined),
        new Promise((r) => setTimeout(r, 1000)),
      ]);
    await Promise.all([this.locks.end().catch(() => undefined), this.listener?.end().catch(() => undefined)]);
  }

  /** One query on the lock connection, after those already asked of it. */
  private onLocks<R extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<pg.QueryResult<R>> {
    return this.onLocksLater(() => [text, values]);
  }

  /** The same, with the query made when its turn comes. */
  private onLocksLater<R extends pg.QueryResultRow>(
    make: () => [string, unknown[] | undefined],
  ): Promise<pg.QueryResult<R>> {
    const result = this.lockQueue.then(() => this.locks.query<R>(...make()));
    this.lockQueue = result.catch(() => undefined);
    return result;
  }

  /**
   * An event's announcement. Those asked for while the connection is busy go out together, in order, in one query
   * when its turn comes: a takeover of hundreds of accounts announces thousands of events at once, and one round trip
   * each would hold the last of them for seconds. (PostgreSQL delivers identical payloads sent in one statement once:
   * an event repeated word for word changes nothing for the servers hearing it.)
   */
  private announceEvent(payload: string): Promise<unknown> {
    this.pendingEvents.push(payload);
    this.eventsSent ??= this.onLocksLater(() => {
      const payloads = this.pendingEvents;
      this.pendingEvents = [];
      this.eventsSent = undefined;
      return ['SELECT pg_notify($1, payload) FROM unnest($2::text[]) AS payload', [CHANNEL, payloads]];
    });
    return this.eventsSent;
  }

  private notify(announcement: Announcement): Promise<unknown> {
    return this.onLocks('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify(announcement)]);
  }

  /** Another server let go of accounts (or of all it led): the hub elects at once. */
  onReleased(handler: (accountIds: string[] | 'all') => void): void {
    this.released = handler;
  }

  static async connect(url: string): Promise<PgRelay> {
    const relay = new PgRelay(url, await PgRelay.client(url));
    relay.watchLocks();
    await relay.listen();
    return relay;
  }

  private static async client(url: string): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: url, keepAlive: true });
    await client.connect();
    return client;
  }

  /** The locks live on one connection: if it breaks, every lock is gone, so every leader here steps down. */
  private watchLocks(): void {
    this.locks.on('error', () => undefined);
    this.locks.on('end', () => {
      if (this.closing) return;
      const lost = [...this.held];
      this.held.clear();
      for (const accountId of lost) this.handler(accountId, { type: 'state', state: { state: 'connecting' } });
      this.lost?.(lost);
      void this.reconnectLocks();
    });
  }

  private lost: ((accountIds: string[]) => void) | undefined;

  /** Tells the hub which accounts this server no longer leads (their followers must stop at once). */
  onLost(handler: (accountIds: string[]) => void): void {
    this.lost = handler;
  }

  private async reconnectLocks(): Promise<void> {
    for (let delay = 500; ; delay = Math.min(delay * 2, 10_000)) {
      await new Promise((r) => setTimeout(r, delay));
      try {
        this.locks = await PgRelay.client(this.url);
        this.watchLocks();
        return;
      } catch {
        // keep trying; meanwhile another server leads
      }
    }
  }

  private async listen(): Promise<void> {
    const client = await PgRelay.client(this.url);
    this.listener = client;
    client.on('error', () => undefined);
    client.on('notification', (message) => void this.announced(message.payload));
    client.on('end', () => {
      if (!this.closing) setTimeout(() => void this.listen().catch(() => undefined), 1000);
    });
    await client.query(`LISTEN ${CHANNEL}`);
  }

  private async announced(payload: string | undefined): Promise<void> {
    if (!payload) return;
    const message = JSON.parse(payload) as Announcement;
    if (message.o === this.origin) return;
    if ('r' in message) return this.released(message.r === '*' ? 'all' : message.r);
    if (message.e) return this.handler(message.a, message.e);
    if (message.c) {
      const [event] = (await this.replay(message.a, String(BigInt(message.c) - 1n))) ?? [];
      if (event) this.handler(message.a, event);
    }
  }

  private static lockKey(accountId: string): string {
    return `marketplace-notify:${accountId}`;
  }

  /** Lead the account if no server does. The accounts asked for together are tried in one query. */
  lead(accountId: string): Promise<boolean> {
    if (this.held.has(accountId)) return Promise.resolve(true);
    let wanted = this.wanted.get(accountId);
    if (!wanted) {
      let resolve!: (led: boolean) => void;
      const promise = new Promise<boolean>((r) => (resolve = r));
      wanted = { resolve, promise };
      if (this.wanted.size === 0) setImmediate(() => void this.tryLocks());
      this.wanted.set(accountId, wanted);
    }
    return wanted.promise;
  }

  private async tryLocks(): Promise<void> {
    const batch = [...this.wanted];
    this.wanted.clear();
    let taken: boolean[] = [];
    try {
      // Each account once: a session's advisory locks stack, and one unlock must free what one election took.
      const { rows } = await this.onLocks<{ ok: boolean }>(
        `SELECT pg_try_advisory_lock(hashtextextended(key, 0)) AS ok
           FROM unnest($1::text[]) WITH ORDINALITY AS wanted(key, n) ORDER BY n`,
        [batch.map(([accountId]) => PgRelay.lockKey(accountId))],
      );
      taken = rows.map((row) => row.ok === true);
    } catch {
      // The connection broke: no lock was taken; the next tick tries again.
    }
    batch.forEach(([accountId, wanted], i) => {
      if (taken[i] && !this.closing) this.held.add(accountId);
      wanted.resolve(taken[i] === true && !this.closing);
    });
  }

  async release(accountId: string): Promise<void> {
    if (!this.held.delete(accountId)) return;
    // Unlocked, then announced on the same connection, so whoever hears of it finds the lock free.
    await this.onLocks('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [PgRelay.lockKey(accountId)])
      .then(() => this.notify({ o: this.origin, r: [accountId] }))
      .catch(() => undefined);
  }

  async publish(accountId: string, event: HubEvent): Promise<void> {
    // This server's tabs first; the rest hear of it through NOTIFY, in the order the events came.
    this.handler(accountId, event);
    const announced = (this.announcing.get(accountId) ?? Promise.resolve()).then(() => this.announce(accountId, event));
    const settled = announced.catch(() => undefined);
    this.announcing.set(accountId, settled);
    void settled.then(() => this.announcing.get(accountId) === settled && this.announcing.delete(accountId));
    await announced;
  }

  private async announce(accountId: string, event: HubEvent): Promise<void> {
    const db = await getDb();
    if (event.type === 'notification') {
      await db
        .insert(hubNotifications)
        .values({
          accountId,
          cursor: BigInt(event.cursor),
          notification: { sealed: seal(JSON.stringify(event.notification), 'notification', accountId) },
        })
        .onConflictDoNothing();
      if (++this.inserts % 500 === 0)
        await db.delete(hubNotifications).where(lt(hubNotifications.receivedAt, new Date(Date.now() - KEEP_MS)));
    }
    let payload = JSON.stringify({ o: this.origin, a: accountId, e: event } satisfies Announcement);
    if (payload.length > MAX_PAYLOAD && event.type === 'notification')
      payload = JSON.stringify({ o: this.origin, a: accountId, c: event.cursor } satisfies Announcement);
    await this.announceEvent(payload).catch(() => undefined);
  }

  subscribe(handler: (accountId: string, event: HubEvent) => void): void {
    this.handler = handler;
  }

  async replay(accountId: string, after: string): Promise<Extract<HubEvent, { type: 'notification' }>[] | undefined> {
    const db = await getDb();
    const rows = await db
      .select()
      .from(hubNotifications)
      .where(and(eq(hubNotifications.accountId, accountId), gt(hubNotifications.cursor, BigInt(after))))
      .orderBy(asc(hubNotifications.cursor))
      .limit(REPLAY_LIMIT + 1);
    // More than a replay carries: the tab is told it lost its place (a reset) rather than given a part.
    if (rows.length > REPLAY_LIMIT) return undefined;
    return rows.flatMap((row) => {
      const notification = openNotification(accountId, row.notification);
      return notification ? [{ type: 'notification' as const, cursor: String(row.cursor), notification }] : [];
    });
  }

  async latestCursor(accountId: string): Promise<string | undefined> {
    const db = await getDb();
    const [row] = await db
      .select({ cursor: hubNotifications.cursor })
      .from(hubNotifications)
      .where(eq(hubNotifications.accountId, accountId))
      .orderBy(desc(hubNotifications.cursor))
      .limit(1);
    return row ? String(row.cursor) : undefined;
  }
}

/** A stored notification, sealed at rest for its account; one sealed under another secret is skipped (the marketplace's own replay covers it). */
function openNotification(accountId: string, stored: Record<string, unknown>): StreamedNotification | undefined {
  if (typeof stored.sealed !== 'string') return undefined;
  try {
    return JSON.parse(unseal(stored.sealed, 'notification', accountId)) as StreamedNotification;
  } catch (error) {
    if (error instanceof SealBroken) return undefined;
    throw error;
  }
}
