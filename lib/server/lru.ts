/**
 * A map that holds at most `maxEntries` entries (and, when entries have a
 * weight, at most `maxWeight` in total), evicting the least recently used.
 * Every in-memory table the server keeps per visitor, account or read is one of
 * these, so no flood of distinct keys can grow the process without bound.
 */
import 'server-only';

export interface LruLimits<V> {
  maxEntries: number;
  maxWeight?: number;
  /** The weight of one value (e.g. its size in bytes); 0 when omitted. */
  weigh?: (value: V) => number;
}

export class LruMap<K, V> {
  private readonly map = new Map<K, V>();
  private weight = 0;

  constructor(private readonly limits: LruLimits<V>) {}

  get size(): number {
    return this.map.size;
  }

  get totalWeight(): number {
    return this.weight;
  }

  /** The value, marked as just used. */
  get(key: K): V | undefined {
    const value = this.map.get(key);
    if (value === undefined) return undefined;
    this.map.delete(key);
    this.map.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.delete(key);
    this.map.set(key, value);
    this.weight += this.weigh(value);
    const maxWeight = this.limits.maxWeight ?? Infinity;
    // A Map iterates in insertion order, and every use re-inserts: the first key is the least recently used.
    // (A value heavier than maxWeight on its own is not kept at all.)
    while (this.map.size > this.limits.maxEntries || this.weight > maxWeight) {
      this.delete(this.map.keys().next().value as K);
    }
  }

  /** The keys, least recently used first. */
  keys(): IterableIterator<K> {
    return this.map.keys();
  }

  delete(key: K): void {
    const value = this.map.get(key);
    if (value === undefined) return;
    this.map.delete(key);
    this.weight -= this.weigh(value);
  }

  private weigh(value: V): number {
    return this.limits.weigh?.(value) ?? 0;
  }
}
