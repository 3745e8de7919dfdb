/**
 * Following one account's upstream notification stream (part 6), for as long
 * as someone listens: connect with the server-held API key and the last
 * cursor, resume after a drop, start over from cursor 0 after `reset`,
 * reconnect with fresh authentication after `AGENT_NOTIFICATION_STREAM_REAUTHENTICATE`,
 * and back off as the server asks (`retry:`, `Retry-After`). A connection that
 * goes quiet past its heartbeats is treated as dropped.
 */
import 'server-only';
import {
  checkpointEventSchema,
  notificationEventSchema,
  type StreamedNotification,
} from '@/lib/marketplace/notifications/contract';
import { REAUTHENTICATE, isCanonicalCursor } from '@/lib/marketplace/notifications/terms';
import { createSseParser, type SseEvent } from '@/lib/marketplace/notifications/sse';
import { isRecord, safeParse } from '@/lib/marketplace/schema';
import { pathOf } from '@/lib/marketplace/route';
import { notificationRoutes } from '@/lib/marketplace/notifications/contract';
import { toQueryString } from '@/lib/marketplace/query-string';
import { parseRetryAfter } from '@/lib/marketplace/errors';
import { UpstreamFailure, fetchUpstream } from '../upstream';

/** Why the stream stopped for good: a key refused, an account that may not stream, or one (or its key) blocked. */
export type StopReason = 'signed-out' | 'not-eligible' | 'blocked';

/** Refusals no other sign-in lifts (spec 5.9: blocked accounts and disabled credentials stay blocked). */
const BLOCKED = new Set([
  'ACCOUNT_BLOCKED',
  'ACCOUNT_API_KEY_BLOCKED',
  'WALLET_CREDENTIAL_DISABLED',
  'EVM_CREDENTIAL_DISABLED',
]);

export type UpstreamState =
  | { state: 'connecting' }
  | { state: 'live' }
  | { state: 'waiting'; retryAt: number }
  /** Nothing more will be tried without a change (no key, an account that may not stream). */
  | { state: 'stopped'; reason: StopReason };

export interface FollowerOptions {
  /**
   * The keys the account's tabs hold, newest first; read again before every connection (a rotation or a new
   * sign-in adds one). The first the upstream has not refused is used: one stale session does not stop the rest.
   */
  apiKeys: () => readonly string[];
  /** Where to resume: the last cursor this server knows, or undefined for the marketplace's default (the last five minutes). */
  cursor: () => string | undefined;
  /** A notification and its cursor (the position moves with it). */
  onNotification: (cursor: string, notification: StreamedNotification) => void;
  /** The position moved without a notification: a checkpoint, or back to 0 after a reset. */
  onCursor: (cursor: string) => void;
  onState: (state: UpstreamState) => void;
  /** Called when the upstream said the cursor is outside its history: listeners should reload what they show. */
  onReset: () => void;
  /** A connection quiet for this long is presumed dead (the upstream sends heartbeats). */
  idleMs?: number;
  connectTimeoutMs?: number;
}

const MIN_BACKOFF_MS = 1000;
const MAX_BACKOFF_MS = 30_000;

type Ending =
  | { next: 'resume' | 'restart' | 'reauthenticate' }
  | { next: 'wait'; ms: number }
  | { next: 'stop'; reason: StopReason };

export class UpstreamFollower {
  private stopped = false;
  private abort: AbortController | undefined;
  private wake: (() => void) | undefined;
  private serverRetryMs = MIN_BACKOFF_MS;
  private failures = 0;

  constructor(private readonly options: FollowerOptions) {}

  start(): void {
    void this.loop();
  }

  stop(): void {
    this.stopped = true;
    this.abort?.abort();
    this.wake?.();
  }

  private async loop(): Promise<void> {
    // A key the upstream refused is not tried again; another the tabs hold (another sign-in, a rotation) is.
    const refused = new Set<string>();
    while (!this.stopped) {
      const apiKey = this.options.apiKeys().find((key) => !refused.has(key));
      if (!apiKey) return this.options.onState({ state: 'stopped', reason: 'signed-out' });
      this.options.onState({ state: 'connecting' });
      const ending = await this.connect(apiKey);
      if (this.stopped) return;
      if (ending.next === 'stop') {
        if (ending.reason !== 'signed-out') return this.options.onState({ state: 'stopped', reason: ending.reason });
        refused.add(apiKey);
        continue;
      }
      if (ending.next === 'restart') this.options.onCursor('0');
      if (ending.next === 'wait' || ending.next === 'resume') {
        // A clean end (a drop) resumes after the server's own retry delay; failures back off further. Spread later,
        // never sooner: a wait the marketplace named (Retry-After, `retry:`) is its least.
        const ms = ending.next === 'wait' ? ending.ms : this.serverRetryMs;
        const jittered = Math.round(ms * (1 + Math.random() * 0.2));
        this.options.onState({ state: 'waiting', retryAt: Date.now() + jittered });
        await this.sleep(jittered);
      }
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }

  private backoff(): Ending {
    this.failures += 1;
    return {
      next: 'wait',
      ms: Math.min(MAX_BACKOFF_MS, Math.max(this.serverRetryMs, MIN_BACKOFF_MS * 2 ** (this.failures - 1))),
    };
  }

  private async connect(apiKey: string): Promise<Ending> {
    const abort = new AbortController();
    this.abort = abort;
    const cursor = this.options.cursor();
    const pathAndQuery = `${pathOf(notificationRoutes.stream)}${toQueryString({ after: cursor })}`;
    const connectTimer = setTimeout(() => abort.abort(), this.options.connectTimeoutMs ?? 20_000);
    let response: Response;
    try {
      response = await fetchUpstream({
        method: 'GET',
        pathAndQuery,
        headers: { accept: 'text/event-stream', 'x-api-key': apiKey },
        signal: abort.signal,
        timeoutMs: 0,
      });
    } catch (error) {
      if (!(error instanceof UpstreamFailure) && !abort.signal.aborted) throw error;
      return this.backoff();
    } finally {
      clearTimeout(connectTimer);
    }

    if (!response.ok || !/^text\/event-stream/i.test(response.headers.get('content-type') ?? ''))
      return this.refusal(response);
    return this.read(response, abort);
  }

  private async refusal(response: Response): Promise<Ending> {
    const body: unknown = await response.json().catch(() => undefined);
    const code = isRecord(body) && typeof body.errorCode === 'string' ? body.errorCode : undefined;
    if (response.status === 401) return { next: 'stop', reason: 'signed-out' };
    if (response.status === 403)
      return {
        next: 'stop',
        reason:
          code === 'AGENT_NOTIFICATION_STREAM_ACCOUNT_REQUIRED'
            ? 'not-eligible'
            : code && BLOCKED.has(code)
              ? 'blocked'
              : 'signed-out',
      };
    const retryAfter = parseRetryAfter(response.headers.get('retry-after'));
    if (retryAfter !== undefined) {
      this.failures += 1;
      return { next: 'wait', ms: Math.max(retryAfter * 1000, MIN_BACKOFF_MS) };
    }
    return this.backoff();
  }

  private async read(response: Response, abort: AbortController): Promise<Ending> {
    let ending: Ending = { next: 'resume' };
    let idleTimer: ReturnType<typeof setTimeout> | undefined;
    const idle = () => {
      clearTimeout(idleTimer);
      idleTimer = setTimeout(() => abort.abort(), this.options.idleMs ?? 45_000);
    };
    const onEvent = (event: SseEvent) => {
      const data = parseData(event.data);
      switch (event.event) {
        case 'ready':
          this.failures = 0;
          this.options.onState({ state: 'live' });
          break;
        case 'notification': {
          // An event without a well-formed cursor is malformed: skipped, and the stream goes on.
          const parsed = safeParse(notificationEventSchema, data);
          if (parsed.success && event.id && isCanonicalCursor(event.id))
            this.options.onNotification(event.id, parsed.data.notification);
          break;
        }
        case 'checkpoint': {
          const parsed = safeParse(checkpointEventSchema, data);
          if (parsed.success) this.options.onCursor(parsed.data.cursor);
          break;
        }
        case 'reset':
          this.options.onReset();
          ending = { next: 'restart' };
          break;
        case 'stream-error':
          ending = isRecord(data) && data.errorCode === REAUTHENTICATE ? { next: 'reauthenticate' } : this.backoff();
          break;
        default:
          break;
      }
    };
    const feed = createSseParser({
      onEvent,
      onRetry: (ms) => (this.serverRetryMs = Math.min(MAX_BACKOFF_MS, Math.max(MIN_BACKOFF_MS, ms))),
      onComment: () => undefined,
    });
    idle();
    try {
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        idle();
        feed(value);
      }
    } catch {
      // A drop or an idle abort: resume from the last cursor.
    } finally {
      clearTimeout(idleTimer);
    }
    return ending;
  }
}

function parseData(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
