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
