/** Deterministic randomness for the seed: the same seed string always builds the same marketplace. */
import { createHash } from 'node:crypto';
import bs58 from 'bs58';

export function hashHex(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\u0000')).digest('hex');
}

/** mulberry32 over a 32-bit state derived from the seed string. */
export class Random {
  private state: number;

  constructor(seed: string) {
    this.state = Number.parseInt(hashHex(seed).slice(0, 8), 16) >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  /** `count` distinct items, in a shuffled order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy.slice(0, Math.min(count, copy.length));
  }
}

/** A Solana-style transaction signature (64 bytes, base58), derived from a label: the same label, the same signature. */
export function signatureOf(label: string): string {
  return bs58.encode(createHash('sha512').update(label).digest());
}
