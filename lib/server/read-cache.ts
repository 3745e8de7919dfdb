/**
 * The per-account read cache. Part 8 allows one read per account per window on
 * several routes; repeats of a read inside its window are answered from here,
 * concurrent identical reads become one upstream call, and a different read
 * that would land in a used window is answered locally with its Retry-After
 * instead of earning a 429. When the upstream still answers 429 (another client
 * of the account used the window), the last good copy is served instead.
 * Entries are kept per account, not per key: a new key or a new sign-in of the
 * same account keeps the window the marketplace itself keeps.
 */
import 'server-only';
import { FETCHED_AT_HEADER } from '@/lib/marketplace/call';
import type { RouteDef } from '@/lib/marketplace/route';
import { errorResponse } from './http';
import { LruMap } from './lru';

interface Entry {
  status: number;
  headers: [string, string][];
  body: string;
  fetchedAt: number;
}

export interface ReadCacheLimits {
  /** Cached answers kept, least recently used evicted first. */
  maxEntries: number;
  /** Their total size (bodies and headers, in UTF-16 code units). */
  maxBytes: number;
  /** Windows (scope and bucket) whose last upstream call is remembered. */
  maxWindows: number;
}

const DEFAULT_LIMITS: ReadCacheLimits = { maxEntries: 5_000, maxBytes: 32 * 1024 * 1024, maxWindows: 20_000 };

const sizeOf = (entry: Entry) => entry.body.length + entry.headers.reduce((sum, [name, value]) => sum + name.length + value.length, 0);

function toResponse(entry: Entry, source: 'upstream' | 'cache' | 'stale'): Response {
  const headers = new Headers(entry.headers);
  headers.set(FETCHED_AT_HEADER, new Date(entry.fetchedAt).toISOString());
  headers.set('x-cache', source);
  return new Response(entry.body, { status: entry.status, headers });
}

export class ReadCache {
  private readonly entries: LruMap<string, Entry>;
  private readonly lastCall: LruMap<string, number>;
  /** One per read under way: bounded by the requests being served. */
  private readonly inflight = new Map<string, Promise<{ entry: Entry; source: 'upstream' | 'stale' }>>();

  constructor(
    private readonly now: () => number = Date.now,
    limits: Partial<ReadCacheLimits> = {},
  ) {
    const { maxEntries, maxBytes, maxWindows } = { ...DEFAULT_LIMITS, ...limits };
    this.entries = new LruMap({ maxEntries, maxWeight: maxBytes, weigh: sizeOf });
    this.lastCall = new LruMap({ maxEntries: maxWindows });
  }

  /** What the cache holds now. */
  get stats(): { entries: number; bytes: number; windows: number } {
    return { entries: this.entries.size, bytes: this.entries.totalWeight, windows: this.lastCall.size };
  }

  /**
   * Answer a rate-limited read. `scope` is the account (or checkout) the window
   * belongs to; `requestKey` identifies the exact read (path, query, body).
   */
  async read(scope: string, route: RouteDef, requestKey: string, fetchUpstream: () => Promise<Response>): Promise<Response> {
    const window = route.window;
    if (!window || route.effect !== 'read') return fetchUpstream();
    // A window of n calls is spent at most once per 1/n of it, so it never runs dry.
    const windowMs = (window.seconds * 1000) / (window.max ?? 1);
    const bucket = `${scope}|${window.bucket}`;
    const key = `${bucket}|${requestKey}`;
    const now = this.now();

    const cached = this.entries.get(key);
    if (cached && now - cached.fetchedAt < windowMs) return toResponse(cached, 'cache');

    const pending = this.inflight.get(key);
    if (pending) {
      const { entry, source } = await pending;
      return toResponse(entry, source);
    }

    const last = this.lastCall.get(bucket);
    if (last !== undefined && now - last < windowMs) {
      if (cached) return toResponse(cached, 'stale');
      const retryAfterSeconds = Math.max(1, Math.ceil((last + windowMs - now) / 1000));
      return errorResponse(429, window.code, { retryAfterSeconds });
    }

    this.lastCall.set(bucket, now);
    const call = (async () => {
      const response = await fetchUpstream();
      const entry: Entry = { status: response.status, headers: [...response.headers], body: await response.text(), fetchedAt: this.now() };
      if (response.ok) {
        this.entries.set(key, entry);
        return { entry, source: 'upstream' as const };
      }
      if (response.status === 429 && cached) return { entry: cached, source: 'stale' as const };
      return { entry, source: 'upstream' as const };
    })();
    this.inflight.set(key, call);
    try {
      const { entry, source } = await call;
      return toResponse(entry, source);
    } finally {
      this.inflight.delete(key);
    }
  }
}

const globalForCache = globalThis as unknown as { readCache?: ReadCache };
export const readCache: ReadCache = (globalForCache.readCache ??= new ReadCache());
