/** A failed read as the server hands it to the page: plain data, turned back into a MarketplaceError in the browser. */
export interface ReadFailure {
  status: number;
  code: string;
  retryAfterSeconds: number | undefined;
}

/** A read done while the server rendered the page: the answer, or the failure the page shows in plain words. */
export type ServerRead<T> = { ok: true; data: T } | { ok: false; failure: ReadFailure };

/** How long to wait before repeating a read refused until `retryAt`: just past it, and never less than a second. */
export const waitUntilOpen = (retryAt: number, now = Date.now()): number => Math.max(1000, retryAt - now + 250);

/** When a refused read may be repeated (epoch ms), its Retry-After counted from `now`; undefined when not told to wait. */
export const retryAtOf = (refusal: { retryAfterSeconds?: number }, now = Date.now()): number | undefined =>
  refusal.retryAfterSeconds === undefined ? undefined : now + refusal.retryAfterSeconds * 1000;
