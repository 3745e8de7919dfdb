/**
 * Where the read cache keeps answers and the moments windows were spent. The
 * memory store serves one server; `PgReadStore` shares both between servers.
 */
import 'server-only';
import { LruMap } from './lru';

export interface ReadEntry {
  status: number;
  headers: [string, string][];
  body: string;
  fetchedAt: number;
}

export interface ReadStore {
  /** Whether other servers write here too (so an answer can arrive while this one waits). */
  readonly shared: boolean;
  get(key: string): Promise<ReadEntry | undefined>;
  set(key: string, entry: ReadEntry): Promise<void>;
  /**
   * Take `bucket`'s window for the read `key` at `now`, unless a call within
   * the last `windowMs` took it: then nothing is taken, and that call is returned.
   */
  claim(bucket: string, key: string, now: number, windowMs: number): Promise<WindowCall | undefined>;
  /** Give `bucket`'s window back, if `call` is still the one that took it (its call never reached the marketplace). */
  release(bucket: string, call: WindowCall): Promise<void>;
  /**
   * Hold `bucket`'s window as if `call` had spent it, unless a later call did: the marketplace asked for a longer wait
   * than the window (its Retry-After), and no read goes before it is over.
   */
  hold(bucket: string, call: WindowCall): Promise<void>;
  /** Drop the answers of every read whose key starts with `prefix` (an account that signed out); the windows stay spent. */
  forget(prefix: string): Promise<void>;
}

/** The call that spent a window: which read, and when. */
export interface WindowCall {
  key: string;
  at: number;
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

const sizeOf = (entry: ReadEntry) =>
  entry.body.length + entry.headers.reduce((sum, [name, value]) => sum + name.length + value.length, 0);

export class MemoryReadStore implements ReadStore {
  readonly shared = false;
  private readonly entries: LruMap<string, ReadEntry>;
  private readonly lastCall: LruMap<string, WindowCall>;

  constructor(limits: Partial<ReadCacheLimits> = {}) {
    const { maxEntries, maxBytes, maxWindows } = { ...DEFAULT_LIMITS, ...limits };
    this.entries = new LruMap({ maxEntries, maxWeight: maxBytes, weigh: sizeOf });
    this.lastCall = new LruMap({ maxEntries: maxWindows });
  }

  /** What the store holds now. */
  get stats(): { entries: number; bytes: number; windows: number } {
    return { entries: this.entries.size, bytes: this.entries.totalWeight, windows: this.lastCall.size };
  }

  async get(key: string): Promise<ReadEntry | undefined> {
    return this.entries.get(key);
  }

  async set(key: string, entry: ReadEntry): Promise<void> {
    this.entries.set(key, entry);
  }

  async forget(prefix: string): Promise<void> {
    for (const key of [...this.entries.keys()]) if (key.startsWith(prefix)) this.entries.delete(key);
  }

  async claim(bucket: string, key: string, now: number, windowMs: number): Promise<WindowCall | undefined> {
    const last = this.lastCall.get(bucket);
    if (last && now - last.at < windowMs) return last;
    this.lastCall.set(bucket, { key, at: now });
    return undefined;
  }

  async release(bucket: string, call: WindowCall): Promise<void> {
    const last = this.lastCall.get(bucket);
    if (last?.key === call.key && last.at === call.at) this.lastCall.delete(bucket);
  }

  async hold(bucket: string, call: WindowCall): Promise<void> {
    const last = this.lastCall.get(bucket);
    if (!last || last.at < call.at) this.lastCall.set(bucket, call);
  }
}
