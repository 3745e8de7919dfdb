/**
 * One account's notifications on this server: the tabs listening, the recent
 * events a reconnecting tab resumes from, deduplication by notification id,
 * and, while this server leads the account, the one upstream follower. The
 * follower stops a short while after the last tab leaves.
 */
import 'server-only';
import type { StreamedNotification } from '@/lib/marketplace/notifications/contract';
import { FanOut } from './fan-out';
import { UpstreamFollower, type UpstreamState } from './follower';
import type { HubEvent, Relay } from './relay';

/** A browser tab's stream. */
export interface Tab {
  apiKey: string;
  /** The cursor the tab has seen up to (its Last-Event-ID). */
  lastCursor: bigint | undefined;
  send: (event: HubEvent) => void;
}

/** An event on its way to the tabs, with its cursor read once rather than once per tab. */
interface Live {
  event: HubEvent;
  position: bigint | undefined;
}

const RECENT = 200;
const SEEN = 2000;

export interface ChannelOptions {
  accountId: string;
  relay: Relay;
  /** How long the upstream stays open after the last tab leaves. */
  graceMs: number;
  onEmpty: () => void;
}

export class AccountChannel {
  readonly tabs = new Set<Tab>();
  private recent: Extract<HubEvent, { type: 'notification' }>[] = [];
  /** The first cursor from which this server saw every event (what it can replay to a tab). */
  private completeFrom: bigint | undefined;
  private seen = new Set<string>();
  private cursor: string | undefined;
  private state: UpstreamState = { state: 'connecting' };
  private follower: UpstreamFollower | undefined;
  private leading = false;
  private graceTimer: ReturnType<typeof setTimeout> | undefined;
  /** Whether a first tab has joined (and the election begun). */
  private started = false;
  private closed = false;
  private electing = false;
  /** Whether this server asked the leader for its state and position (once, on first finding another server leads). */
  private synced = false;
  /** Keys the upstream refused (or whose account may not stream): not tried again; a tab holding another may start it again. */
  private readonly refusedKeys = new Set<string>();
  private readonly fanOut = new FanOut<Tab, Live>(deliver);

  constructor(private readonly options: ChannelOptions) {}

  /** A tab joins: it gets the state, what it missed (or a reset when that is unknown), then everything live. */
  add(tab: Tab): void {
    clearTimeout(this.graceTimer);
    const first = !this.started;
    this.started = true;
    this.tabs.add(tab);
    // A refused key's stop is final only for the keys refused: a tab holding another (signed in again) starts the
    // stream again. An account that may not stream, or is blocked, stays stopped whatever the key.
    const stale =
      this.state.state === 'stopped' && this.state.reason === 'signed-out' && !this.refusedKeys.has(tab.apiKey);
    tab.send({ type: 'state', state: stale ? { state: 'connecting' } : this.state });
    if (first) {
      // The first tab's cursor is where the upstream resumes, so nothing after it is missed.
      if (tab.lastCursor !== undefined) {
        this.cursor = String(tab.lastCursor);
        this.completeFrom = tab.lastCursor;
      }
      void this.elect();
      return;
    }
    void this.catchUp(tab);
    if (!this.follower) void this.elect();
  }

  remove(tab: Tab): void {
    this.tabs.delete(tab);
    if (this.tabs.size > 0) return;
    this.graceTimer = setTimeout(() => void this.close(), this.options.graceMs);
  }

  /** An event from whichever server leads this account. */
  receive(event: HubEvent): void {
    if (event.type === 'sync') return this.answerSync();
    if (event.type === 'checkpoint') {
      this.cursor = event.cursor;
      this.completeFrom ??= BigInt(event.cursor);
      return this.fanOut.push({ event, position: BigInt(event.cursor) }, this.tabs);
    }
    if (event.type === 'state') {
      // A leader answering another server's sync repeats what its own tabs have: they are not told twice.
      if (JSON.stringify(event.state) === JSON.stringify(this.state)) return;
      this.state = event.state;
    }
    let position: bigint | undefined;
    if (event.type === 'notification') {
      position = BigInt(event.cursor);
      this.cursor = event.cursor;
      this.completeFrom ??= position - 1n;
      if (this.seen.has(event.notification.id)) return;
      this.remember(event);
    }
    this.fanOut.push({ event, position }, this.tabs);
  }

  private remember(event: Extract<HubEvent, { type: 'notification' }>): void {
    this.seen.add(event.notification.id);
    if (this.seen.size > SEEN) this.seen.delete(this.seen.values().next().value!);
    this.recent.push(event);
    if (this.recent.length > RECENT) {
      this.recent.shift();
      this.completeFrom = BigInt(this.recent[0]!.cursor) - 1n;
    }
  }

  /** What a tab that joined later missed: from memory, from the relay's store, or a reset when neither covers it. */
  private async catchUp(tab: Tab): Promise<void> {
    if (tab.lastCursor === undefined) {
      // A tab new to the account needs nothing from before; the position, as its event id, lets it resume after a drop.
      if (this.cursor === undefined) return;
      tab.send({ type: 'checkpoint', cursor: this.cursor });
      tab.lastCursor = BigInt(this.cursor);
      return;
    }
    const after = tab.lastCursor;
    const missed =
      this.completeFrom !== undefined && after >= this.completeFrom
        ? this.recent.filter((e) => BigInt(e.cursor) > after)
        : await this.options.relay.replay(this.options.accountId, String(after));
    if (!missed) return tab.send({ type: 'reset' });
    for (const event of missed) {
      if (tab.lastCursor !== undefined && BigInt(event.cursor) <= tab.lastCursor) continue;
      tab.send(event);
      tab.lastCursor = BigInt(event.cursor);
    }
  }

  /** The distinct keys the tabs hold, newest tab first. */
  private keys(): string[] {
    return [...new Set([...this.tabs].map((tab) => tab.apiKey).reverse())];
  }

  /**
   * Lead this account if no other server does; while leading, follow it upstream. One election at a time. The hub
   * calls it on its election tick (the leader may have gone) and when another server announces it let go.
   */
  async elect(): Promise<void> {
    if (this.electing) return;
    this.electing = true;
    try {
      await this.tryToLead();
    } finally {
      this.electing = false;
    }
  }

  private async tryToLead(): Promise<void> {
    if (this.closed || this.follower) return;
    if (!this.keys().some((key) => !this.refusedKeys.has(key))) return;
    if (!(await this.options.relay.lead(this.options.accountId))) {
      // Another server leads: its state and position reach this server's tabs once it answers.
      if (!this.synced) void this.options.relay.publish(this.options.accountId, { type: 'sync' });
      this.synced = true;
      return;
    }
    if (this.closed || this.tabs.size === 0) return void this.options.relay.release(this.options.accountId);
    this.leading = true;
    await this.takeOver();
    const publish = (event: HubEvent) => void this.options.relay.publish(this.options.accountId, event);
    this.follower = new UpstreamFollower({
      apiKeys: () => this.keys(),
      cursor: () => this.cursor,
      onCursor: (cursor) => publish({ type: 'checkpoint', cursor }),
      onNotification: (cursor, notification: StreamedNotification) =>
        publish({ type: 'notification', cursor, notification }),
      onState: (state) => {
        publish({ type: 'state', state });
        // A stopped follower hands the account back: a later tab with another key may start it again.
        if (state.state === 'stopped') {
          // Stopped only once every key the tabs hold was refused.
          for (const key of this.keys()) this.refusedKeys.add(key);
          void this.stepDown();
        }
      },
      onReset: () => publish({ type: 'reset' }),
    });
    this.follower.start();
  }

  /**
   * A new leader resumes where the last one stopped: what it stored and this server never heard of (it stopped
   * before announcing it) goes to every server's tabs first, and the upstream resumes after the newest of it.
   */
  private async takeOver(): Promise<void> {
    const { relay, accountId } = this.options;
    const stored = await relay.latestCursor(accountId);
    if (stored === undefined) return;
    if (this.cursor !== undefined && BigInt(stored) > BigInt(this.cursor))
      for (const event of (await relay.replay(accountId, this.cursor)) ?? []) await relay.publish(accountId, event);
    if (this.cursor === undefined || BigInt(stored) > BigInt(this.cursor)) this.cursor = stored;
  }

  /** Another server began listening for an account this one leads: it is told the state and position. */
  private answerSync(): void {
    if (!this.follower) return;
    const { relay, accountId } = this.options;
    void relay.publish(accountId, { type: 'state', state: this.state });
    if (this.cursor !== undefined) void relay.publish(accountId, { type: 'checkpoint', cursor: this.cursor });
  }

  /** The lock went away under us: stop following now; the election tick may win it back. */
  leadershipLost(): void {
    this.follower?.stop();
    this.follower = undefined;
    this.leading = false;
  }

  private async stepDown(): Promise<void> {
    this.follower?.stop();
    this.follower = undefined;
    if (this.leading) await this.options.relay.release(this.options.accountId);
    this.leading = false;
  }

  private async close(): Promise<void> {
    if (this.tabs.size > 0) return;
    this.closed = true;
    await this.stepDown();
    this.options.onEmpty();
  }
}

/** One tab's share of a live event: a notification it has not seen yet, or a state change or reset. */
function deliver(tab: Tab, { event, position }: Live): void {
  if (position !== undefined) {
    if (tab.lastCursor !== undefined && position <= tab.lastCursor) return;
    tab.send(event);
    tab.lastCursor = position;
    return;
  }
  tab.send(event);
  // After a reset the upstream replays from 0: tabs take it all and deduplicate by id themselves.
  if (event.type === 'reset') tab.lastCursor = undefined;
}
