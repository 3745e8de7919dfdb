/**
 * Blockhashes the sandbox's Solana RPC hands out. A Solana payment is only
 * accepted when its transaction uses one of them: the stand-in for "the
 * blockhash exists on chain", since there is no chain.
 */
import { randomBytes } from 'node:crypto';
import bs58 from 'bs58';

/** Sandbox assumption: blockhashes stay valid while the sandbox runs (bounded), like a slow chain; the quote's deadlines govern. */
const MAX_REMEMBERED = 10_000;
/** Solana's blockhash lifetime in blocks, reported as `lastValidBlockHeight`. */
const VALID_BLOCKS = 150;

export class BlockhashBook {
  private issued = new Set<string>();
  private height = 1_000;

  issue(): { blockhash: string; lastValidBlockHeight: number; slot: number } {
    this.height += 1;
    const blockhash = bs58.encode(randomBytes(32));
    this.issued.add(blockhash);
    if (this.issued.size > MAX_REMEMBERED) {
      const oldest = this.issued.values().next().value;
      if (oldest !== undefined) this.issued.delete(oldest);
    }
    return { blockhash, lastValidBlockHeight: this.height + VALID_BLOCKS, slot: this.height };
  }

  get slot(): number {
    return this.height;
  }

  has(blockhash: string): boolean {
    return this.issued.has(blockhash);
  }

  reset(): void {
    this.issued.clear();
  }
}
