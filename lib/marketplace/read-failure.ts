/** A failed read as the server hands it to the page: plain data, turned back into a MarketplaceError in the browser. */
export interface ReadFailure {
  status: number;
  code: string;
  retryAfterSeconds: number | undefined;
}

/** A read done while the server rendered the page: the answer, or the failure the page shows in plain words. */
export type ServerRead<T> = { ok: true; data: T } | { ok: false; failure: ReadFailure };
