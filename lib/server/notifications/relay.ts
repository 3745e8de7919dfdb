/**
 * How the server that follows an account upstream hands each event to every
 * server's tabs. In one process (the embedded default) that is a function call;
 * with PostgreSQL, an advisory lock elects one server per account, events are
 * stored once and announced with NOTIFY (see pg-relay.ts).
 */
import 'server-only';
import type { StreamedNotification } from '@/lib/marketplace/notifications/contract';
import type { UpstreamState } from './follower';

export type HubEvent =
  | { type: 'notification'; cursor: string; notification: StreamedNotification }
  /**
   * The upstream's position, so every server knows where a new leader resumes; tabs get it as their event id, so
   * a tab that reconnects (to this server or another) resumes from it even before its first notification.
   */
  | { type: 'checkpoint'; cursor: string }
  /** A server began listening for the account without leading it: the leader answers with its state and position. */
  | { type: 'sync' }
  | { type: 'state'; state: UpstreamState }
  | { type: 'reset' }
  /** A session signed out or replaced (a new sign-in, a key rotation): its tabs end on every server. */
  | { type: 'session-ended'; sessionId: string };

export interface Relay {
  /** Try to become the one server following this account upstream. */
  lead(accountId: string): Promise<boolean>;
  release(accountId: string): Promise<void>;
  /** Hand an event to every server's tabs of the account (this server's included). */
  publish(accountId: string, event: HubEvent): Promise<void>;
  /** Receive what any server publishes. */
  subscribe(handler: (accountId: string, event: HubEvent) => void): void;
  /** Stored notifications after a cursor, oldest first; undefined when this relay stores none. */
  replay(accountId: string, after: string): Promise<Extract<HubEvent, { type: 'notification' }>[] | undefined>;
  /** The newest stored cursor of an account, where a new leader resumes; undefined when none is stored. */
  latestCursor(accountId: string): Promise<string | undefined>;
  /** Leadership this server lost without asking (a broken lock connection): those followers stop at once. */
  onLost?(handler: (accountIds: string[]) => void): void;
  /** Another server let go of these accounts (or of all it led): this server may lead them now. */
  onReleased?(handler: (accountIds: string[] | 'all') => void): void;
  /** Let go of everything, as a stopping server does. */
  close?(): Promise<void>;
}

/** One process: this server always leads, and publishing is delivering. */
export class LocalRelay implements Relay {
  private handler: (accountId: string, event: HubEvent) => void = () => undefined;

  async lead(): Promise<boolean> {
    return true;
  }

  async release(): Promise<void> {}

  async publish(accountId: string, event: HubEvent): Promise<void> {
    this.handler(accountId, event);
  }

  subscribe(handler: (accountId: string, event: HubEvent) => void): void {
    this.handler = handler;
  }

  async replay(): Promise<undefined> {
    return undefined;
  }

  async latestCursor(): Promise<undefined> {
    return undefined;
  }
}
