/**
 * The notification hub: every browser tab of every session listens here
 * (`/api/notifications/stream`), and each account is followed upstream once,
 * with its server-held API key, however many tabs are open (the marketplace
 * allows two streams per account). Tabs resume from their Last-Event-ID; caps
 * per process, per account and per session keep a flood of tabs from
 * exhausting the server or crowding out other accounts. A session that ends
 * (sign-out, a new sign-in, a key rotation) has its tabs ended on every server.
 */
import 'server-only';
import { formatSseEvent, SSE_HEARTBEAT } from '@/lib/marketplace/notifications/sse';
import { AccountChannel, type Tab } from './channel';
import { FanOut } from './fan-out';
import { LocalRelay, type HubEvent, type Relay } from './relay';

export interface HubOptions {
  relay: Relay;
  maxStreams: number;
  /** Tabs one account may hold open on this server. */
  maxStreamsPerAccount: number;
  /** Tabs one browser session may hold open on this server. */
  maxStreamsPerSession: number;
  heartbeatMs: number;
  graceMs: number;
  /** How often this server tries to take over the accounts it has tabs of and does not lead (the leader may have gone). */
  electEveryMs: number;
  /** Browsers wait this long before reconnecting (`retry:`). */
  browserRetryMs: number;
}

/** What the browser receives, in the hub's own small vocabulary (never the upstream's raw frames). */
function toSse(event: HubEvent): string | undefined {
  switch (event.type) {
    case 'notification':
      return formatSseEvent({ event: 'notification', id: event.cursor, data: JSON.stringify(event.notification) });
    case 'state':
      return formatSseEvent({ event: 'upstream', data: JSON.stringify(event.state) });
    case 'checkpoint':
      return formatSseEvent({ event: 'checkpoint', id: event.cursor, data: JSON.stringify({ cursor: event.cursor }) });
    case 'reset':
      return formatSseEvent({ event: 'reset', data: '{}' });
    default:
      return undefined;
  }
}

const encoder = new TextEncoder();
const HEARTBEAT_BYTES = encoder.encode(SSE_HEARTBEAT);
/** One event goes to every tab of an account: it is framed and encoded once. */
const framed = new WeakMap<HubEvent, Uint8Array | null>();

function bytesOf(event: HubEvent): Uint8Array | null {
  let bytes = framed.get(event);
  if (bytes === undefined) {
    const text = toSse(event);
    bytes = text === undefined ? null : encoder.encode(text);
    framed.set(event, bytes);
  }
  return bytes;
}

/**
 * Where a tab's bytes go: the browser's response in the server (written
 * straight to Node's socket, see stream-api.ts), memory in
 * the tests.
 */
export interface TabSink {
  write(bytes: Uint8Array): void;
  /** Bytes written and not yet taken by the browser. */
  backlog(): number;
  end(): void;
}

/** An open tab: the browser went away, or the server lets it go. */
export interface OpenTab {
  leave(): void;
}

/** Why a tab was not opened: this server's cap, the account's or the session's. */
export type Refused = { refused: 'server' | 'account' | 'session' };

/** Who a tab belongs to. */
export interface TabOwner {
  accountId: string;
  sessionId: string;
}

/** What a tab may fall behind by before it is let go. */
const MAX_BACKLOG = 256 * 1024;

interface TabStream {
  write: (bytes: Uint8Array) => boolean;
  leave: () => void;
}

export class NotificationHub {
  private channels = new Map<string, AccountChannel>();
  private streams = new Set<TabStream>();
  private bySession = new Map<string, Set<TabStream>>();
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  /** One election tick for every account: the relay then asks for all of them at once. */
  private electTick: ReturnType<typeof setInterval> | undefined;
  /** Heartbeats go out in slices too, so a thousand of them do not hold the process at once. */
  private readonly heartbeats = new FanOut<TabStream, Uint8Array>((stream, bytes) => stream.write(bytes));

  constructor(private readonly options: HubOptions) {
    options.relay.subscribe((accountId, event) =>
      event.type === 'session-ended' ? this.endLocally(event.sessionId) : this.channels.get(accountId)?.receive(event),
    );
    options.relay.onLost?.((accountIds) => accountIds.forEach((id) => this.channels.get(id)?.leadershipLost()));
    options.relay.onReleased?.((accountIds) =>
      accountIds === 'all' ? this.electAll() : accountIds.forEach((id) => void this.channels.get(id)?.elect()),
    );
  }

  private electAll(): void {
    for (const channel of this.channels.values()) void channel.elect();
  }

  get openStreams(): number {
    return this.streams.size;
  }

  get followedAccounts(): number {
    return this.channels.size;
  }

  /**
   * Open a tab's stream for a signed-in account, writing to `sink`; refused
   * when this process, the account or the session already holds its cap of
   * tabs (the caller answers 503 or 429).
   */
  open(owner: TabOwner, apiKey: string, lastCursor: bigint | undefined, sink: TabSink): OpenTab | Refused {
    const { accountId, sessionId } = owner;
    if (this.streams.size >= this.options.maxStreams) return { refused: 'server' };
    if ((this.channels.get(accountId)?.tabs.size ?? 0) >= this.options.maxStreamsPerAccount)
      return { refused: 'account' };
    if ((this.bySession.get(sessionId)?.size ?? 0) >= this.options.maxStreamsPerSession) return { refused: 'session' };
    let channel = this.channels.get(accountId);
    if (!channel) {
      channel = new AccountChannel({
        accountId,
        relay: this.options.relay,
        graceMs: this.options.graceMs,
        onEmpty: () => {
          if (this.channels.get(accountId) === channel) this.channels.delete(accountId);
          if (this.channels.size > 0) return;
          clearInterval(this.electTick);
          this.electTick = undefined;
        },
      });
      this.channels.set(accountId, channel);
      this.electTick ??= setInterval(() => this.electAll(), this.options.electEveryMs);
    }
    const joined = channel;

    let open = true;
    const stream: TabStream = {
      leave: () => leave(),
      write: (bytes: Uint8Array) => {
        if (!open) return false;
        // A tab that stops reading is let go rather than buffered without end.
        if (sink.backlog() > MAX_BACKLOG) {
          leave();
          return false;
        }
        sink.write(bytes);
        return true;
      },
    };
    const tab: Tab = {
      apiKey,
      lastCursor,
      send: (event) => {
        const bytes = bytesOf(event);
        if (bytes) stream.write(bytes);
      },
    };
    const leave = () => {
      if (!open) return;
      open = false;
      this.streams.delete(stream);
      this.untrack(sessionId, stream);
      joined.remove(tab);
      this.stopHeartbeatWhenIdle();
      sink.end();
    };
    this.streams.add(stream);
    this.bySession.set(sessionId, (this.bySession.get(sessionId) ?? new Set()).add(stream));
    this.startHeartbeat();
    stream.write(encoder.encode(`retry: ${this.options.browserRetryMs}\n\n`));
    joined.add(tab);
    return { leave };
  }

  /** A session ended here: its tabs end on every server (this one at once). */
  async sessionEnded(owner: TabOwner): Promise<void> {
    await this.options.relay.publish(owner.accountId, { type: 'session-ended', sessionId: owner.sessionId });
  }

  private endLocally(sessionId: string): void {
    for (const stream of [...(this.bySession.get(sessionId) ?? [])]) stream.leave();
  }

  private untrack(sessionId: string, stream: TabStream): void {
    const tabs = this.bySession.get(sessionId);
    if (tabs?.delete(stream) && tabs.size === 0) this.bySession.delete(sessionId);
  }

  /**
   * A stopping server: every tab's stream ends (browsers reconnect, to another
   * server behind the same address) and the relay lets go of its leadership at
   * once, so another server takes the accounts over without waiting.
   */
  async close(): Promise<void> {
    for (const stream of [...this.streams]) stream.leave();
    clearInterval(this.electTick);
    this.electTick = undefined;
    await this.options.relay.close?.();
  }

  private startHeartbeat(): void {
    this.heartbeat ??= setInterval(() => this.heartbeats.push(HEARTBEAT_BYTES, this.streams), this.options.heartbeatMs);
  }

  private stopHeartbeatWhenIdle(): void {
    if (this.streams.size > 0 || !this.heartbeat) return;
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
  }
}

/** A few dozen tabs of one account, a dozen of one browser: plenty for a person, never a whole server's worth. */
export const DEFAULT_HUB_OPTIONS = {
  heartbeatMs: 15_000,
  graceMs: 10_000,
  electEveryMs: 2_000,
  browserRetryMs: 3_000,
  maxStreamsPerAccount: 32,
  maxStreamsPerSession: 16,
} as const;

export const createLocalHub = (options: Partial<HubOptions> = {}) =>
  new NotificationHub({ relay: new LocalRelay(), maxStreams: 2000, ...DEFAULT_HUB_OPTIONS, ...options });
