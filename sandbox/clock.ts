/**
 * The sandbox's notion of "now". Tests move it through `/__sandbox/clock` to
 * cross rate windows, quote expiries and verification lifetimes without waiting.
 */
export class Clock {
  private offsetMs = 0;
  private frozenAt: number | undefined;
  private readonly listeners = new Set<() => void>();

  /** Called after every move of the clock (not its natural flow): what waits on a deadline checks it again. */
  onMove(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private moved(): void {
    for (const listener of [...this.listeners]) listener();
  }

  now(): number {
    return this.frozenAt ?? Date.now() + this.offsetMs;
  }

  date(): Date {
    return new Date(this.now());
  }

  /** Jump to an absolute instant; time keeps flowing from there unless frozen. */
  set(epochMs: number): void {
    if (this.frozenAt !== undefined) this.frozenAt = epochMs;
    else this.offsetMs = epochMs - Date.now();
    this.moved();
  }

  advance(ms: number): void {
    this.set(this.now() + ms);
  }

  freeze(frozen: boolean): void {
    if (frozen) this.frozenAt = this.now();
    else if (this.frozenAt !== undefined) {
      this.offsetMs = this.frozenAt - Date.now();
      this.frozenAt = undefined;
    }
  }

  get frozen(): boolean {
    return this.frozenAt !== undefined;
  }

  reset(): void {
    this.offsetMs = 0;
    this.frozenAt = undefined;
    this.moved();
  }
}
