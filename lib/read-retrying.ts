/**
 * One loop for reads tried again after a passing failure: `delayOf` says how long to wait before the next try, given
 * the failure and how many waits came before it, or nothing when the failure is final. Each caller brings its own
 * policy (a rate window's reopening, a server's backoff); the loop is the same.
 */
export async function readRetrying<T>(
  read: () => Promise<T>,
  delayOf: (error: unknown, waits: number) => number | undefined,
  sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
): Promise<T> {
  for (let waits = 0; ; waits++) {
    try {
      return await read();
    } catch (error) {
      const delay = delayOf(error, waits);
      if (delay === undefined) throw error;
      await sleep(delay);
    }
  }
}

/** The pause before the `attempt`th try again after a failure that named no wait: doubling from 1 s, at most 8 s. */
export const growingPauseMs = (attempt: number): number => Math.min(1000 * 2 ** attempt, 8000);

/**
 * The pause before a failed read goes again, when it is a passing failure: the wait the answer named (Retry-After,
 * on a 429 or a busy server alike), else a growing pause after no answer or a failing server. Undefined for any
 * other refusal, which is an answer, not a glitch. The error is recognised by its shape: importing its class would
 * bring every error's words into every page's first load.
 */
export function passingFailureDelay(error: unknown, attempt: number): number | undefined {
  if (!(error instanceof Error) || error.name !== 'MarketplaceError') return undefined;
  const { status, retryAt } = error as Error & { status: number; retryAt?: number };
  if (status !== 0 && status < 500 && status !== 429) return undefined;
  if (retryAt !== undefined) return Math.max(500, retryAt - Date.now() + 250);
  return status === 429 ? undefined : growingPauseMs(attempt);
}
