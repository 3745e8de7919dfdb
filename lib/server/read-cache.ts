/**
 * The per-account read cache. Part 8 allows one read per account per window on
 * several routes; repeats of a read inside its window are answered from here,
 * concurrent identical reads become one upstream call, and a different read
 * that would land in a used window is answered locally with its Retry-After
 * instead of earning a 429. When the upstream still answers 429 (another client
 * of the account used the window), the last good copy is served instead.
 * Entries are kept per account, not per key: a new key or a new sign-in of the
 * same account keeps the window the marketplace itself keeps.
 *
 * Where answers and windows live is the store's business: this process's
 * memory by default, or PostgreSQL shared by every dashboard server when
 * DATABASE_URL is set, so two servers never spend one account's window twice.
 */
import 'server-only';
import { FETCHED_AT_HEADER } from '@/lib/marketplace/call';
import { parseRetryAfter } from '@/lib/marketplace/errors';
import type { RouteDef } from '@/lib/marketplace/route';
import { getEnv } from './env';
import { errorResponse } from './http';
import { PgReadStore, READ_ROWS_KEPT_MS } from './pg-read-store';
import { MemoryReadStore, type ReadEntry, type ReadStore } from './read-store';
import { fetchUpstream } from './upstream';
import { followingClock, wallClock, type WindowClock } from './window-clock';

type Source = 'upstream' | 'cache' | 'stale';

/** The answer this server made for a read that never reached the marketplace (no connection): it spent no window. */
export class NotSent {
  constructor(readonly response: Response) {}
}
type Resolution = { entry: ReadEntry; source: Source } | { retryAfterSeconds: number };

/**
 * The oldest copy served in place of a read the window holds back: a copy older than that (hours, in a long-lived
 * process) would show a state long gone as the latest, so the read is answered with its wait instead. As long as the
 * PostgreSQL store keeps its rows.
 */
const STALE_SERVED_MS = READ_ROWS_KEPT_MS;

/** How long a server waits for the answer another server is fetching in a window it took. */
const SHARED_WAIT_MS = 3_000;
const SHARED_POLL_MS = 100;

function toResponse(entry: ReadEntry, source: Source, clock: WindowClock): Response {
  const headers = new Headers(entry.headers);
  headers.set(FETCHED_AT_HEADER, new Date(clock.wallOf(entry.fetchedAt)).toISOString());
  headers.set('x-cache', source);
  return new Response(entry.body, { status: entry.status, headers });
}

export class ReadCache {
  /** One per read under way in this process: bounded by the requests being served. */
  private readonly inflight = new Map<string, Promise<Resolution>>();

  constructor(
    /** What windows are judged by: the wall clock, or against the sandbox its clock (see window-clock.ts). */
    private readonly clock: WindowClock = wallClock,
    private readonly store: ReadStore = new MemoryReadStore(),
  ) {}

  private now(): number {
    return this.clock.now();
  }

  /**
   * Answer a rate-limited read. `scope` is the account (or checkout) the window
   * belongs to; `requestKey` identifies the exact read (path, query, body).
   */
  async read(
    scope: string,
    route: RouteDef,
    requestKey: string,
    fetchUpstream: () => Promise<Response | NotSent>,
  ): Promise<Response> {
    const window = route.window;
    if (!window || route.effect !== 'read') return answerOf(await fetchUpstream());
    const bucket = `${scope}|${window.bucket}`;
    const key = `${bucket}|${requestKey}`;
    await this.clock.sync();
    // Taken before anything is awaited, so identical reads arriving together share one resolution.
    let pending = this.inflight.get(key);
    if (!pending) {
      // A window of n calls is spent at most once per 1/n of it, so it never runs dry.
      pending = this.resolve(bucket, key, (window.seconds * 1000) / (window.max ?? 1), fetchUpstream).finally(() =>
        this.inflight.delete(key),
      );
      this.inflight.set(key, pending);
    }
    const resolution = await pending;
    if ('retryAfterSeconds' in resolution)
      return errorResponse(429, window.code, { retryAfterSeconds: resolution.retryAfterSeconds });
    return toResponse(resolution.entry, resolution.source, this.clock);
  }

  private async resolve(
    bucket: string,
    key: string,
    windowMs: number,
    fetchUpstream: () => Promise<Response | NotSent>,
  ): Promise<Resolution> {
    const now = this.now();
    const kept = await this.store.get(key);
    const cached = kept && now - kept.fetchedAt < STALE_SERVED_MS ? kept : undefined;
    if (cached && now - cached.fetchedAt < windowMs) return { entry: cached, source: 'cache' };

    const taken = await this.store.claim(bucket, key, now, windowMs);
    if (taken) {
      if (cached) return { entry: cached, source: 'stale' };
      // Another server took the window for this very read and is fetching it: its answer is as good as ours.
      const shared = this.store.shared && taken.key === key ? await this.answerFromElsewhere(key, taken.at) : undefined;
      if (shared) return { entry: shared, source: 'cache' };
      return { retryAfterSeconds: Math.max(1, Math.ceil((taken.at + windowMs - this.now()) / 1000)) };
    }

    const answer = await fetchUpstream();
    // The marketplace counted nothing: the window is given back, so the next read goes out rather than wait for it.
    if (answer instanceof NotSent) await this.store.release(bucket, { key, at: now });
    const response = answerOf(answer);
    const entry: ReadEntry = {
      status: response.status,
      headers: [...response.headers],
      body: await response.text(),
      // Stamped with when it was asked, not when it came: a change answered while it was under way may not be in it,
      // so a page holding that change's answer (stamped when it came) keeps it rather than this older state.
      fetchedAt: now,
    };
    if (response.ok) {
      await this.store.set(key, entry);
      return { entry, source: 'upstream' };
    }
    // A wait longer than the window (another client of the account spent it): no read of the bucket goes before it ends.
    const waitMs = response.status === 429 ? (parseRetryAfter(response.headers.get('retry-after')) ?? 0) * 1000 : 0;
    if (waitMs > windowMs) await this.store.hold(bucket, { key, at: now + waitMs - windowMs });
    if (response.status === 429 && cached) return { entry: cached, source: 'stale' };
    return { entry, source: 'upstream' };
  }

  /**
   * An account signed out (every read), or changed what some reads answer
   * (one bucket's GETs under a path): those cached answers go; the windows stay
   * spent, as the marketplace counts them.
   */
  forget(scope: string, reads?: { bucket: string; under: string }): Promise<void> {
    return this.store.forget(reads ? `${scope}|${reads.bucket}|GET ${reads.under}` : `${scope}|`);
  }

  private async answerFromElsewhere(key: string, since: number): Promise<ReadEntry | undefined> {
    for (let waited = 0; waited < SHARED_WAIT_MS; waited += SHARED_POLL_MS) {
      await new Promise((resolve) => setTimeout(resolve, SHARED_POLL_MS));
      const entry = await this.store.get(key);
      if (entry && entry.fetchedAt >= since) return entry;
    }
    return undefined;
  }
}

const answerOf = (answer: Response | NotSent): Response => (answer instanceof NotSent ? answer.response : answer);

const globalForCache = globalThis as unknown as { readCache?: ReadCache };

/** The process's read cache, on the store the environment asks for (chosen at first use). */
export function getReadCache(): ReadCache {
  if (!globalForCache.readCache) {
    const env = getEnv();
    const clock = env.upstreamIsSandbox ? followingClock(readSandboxNow) : wallClock;
    globalForCache.readCache = new ReadCache(clock, env.databaseUrl ? new PgReadStore() : new MemoryReadStore());
  }
  return globalForCache.readCache;
}

/** The sandbox's "now", from its control surface; undefined when that is off. */
async function readSandboxNow(): Promise<number | undefined> {
  const response = await fetchUpstream({
    method: 'GET',
    pathAndQuery: '/__sandbox/clock',
    headers: { accept: 'application/json' },
    timeoutMs: 2_000,
  });
  if (!response.ok) return undefined;
  const { now } = (await response.json()) as { now?: string };
  const at = now === undefined ? NaN : Date.parse(now);
  return Number.isNaN(at) ? undefined : at;
}
