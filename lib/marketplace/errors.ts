/**
 * A failed marketplace call: its code, status, Retry-After and the next action
 * the code calls for, which is what the pages decide on. The words a person
 * reads for each code (error-words.ts, several kilobytes) load only when an
 * error happens: the gateway waits for them before it throws, and the error
 * views before they show one (`useErrorWords`), so nobody reads a raw code or a
 * generic sentence where a precise one exists. Until they have loaded (or when
 * they cannot, the network being gone) an error says a short sentence for its
 * status, never its code.
 */
import { retryAtOf } from './read-failure';
import { isRecord } from './values';

import { NETWORK_WORDS, actionOf, fallbackOf, type NextAction } from './error-actions';
export {
  ERROR_ACTIONS,
  FIX,
  NETWORK_WORDS,
  RATE,
  TEMPORARY,
  actionOf,
  fallbackOf,
  type ErrorInfo,
  type NextAction,
} from './error-actions';

type Words = Readonly<Record<string, string>>;
let loadedWords: Words | undefined;
let attempt: { promise: Promise<void>; settled: boolean } | undefined;
/** A chunk that does not arrive in this time is given up on: the error is then said by its status. */
const WORDS_WAIT_MS = 4000;

/**
 * Load the error words once (the gateway before it throws, the error views
 * before they show). Never rejects: without the words, errors say their
 * status's sentence, and the next failure tries again.
 */
export function loadErrorWords(): Promise<void> {
  if (loadedWords) return Promise.resolve();
  if (attempt && !attempt.settled) return attempt.promise;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const current = {
    settled: false,
    promise: Promise.race([
      import('./error-words').then((words) => {
        loadedWords = words.ERROR_WORDS;
      }),
      new Promise<void>((resolve) => (timer = setTimeout(resolve, WORDS_WAIT_MS))),
    ])
      .catch(() => undefined)
      .finally(() => {
        clearTimeout(timer);
        current.settled = true;
      }),
  };
  attempt = current;
  return current.promise;
}

/**
 * What an error view waits for before it shows (React's `use`): the words'
 * load, started if need be; undefined once there is nothing to wait for (they
 * are here, or the last try gave up).
 */
export function errorWordsPending(): Promise<void> | undefined {
  if (loadedWords) return undefined;
  if (!attempt) void loadErrorWords();
  return attempt?.settled ? undefined : attempt?.promise;
}

// The server renders error views too (a read that failed there): its words are at hand before the first one.
if (typeof window === 'undefined') void loadErrorWords();

/** The sentence a person reads for a code: the catalogue's once loaded, else its status's. */
export function wordsOf(code: string | undefined, status: number): string {
  const words = code ? loadedWords?.[code] : undefined;
  if (words) return words;
  return code === 'NETWORK_ERROR' ? NETWORK_WORDS : fallbackOf(status).message;
}

/** A failed marketplace call, normalized from the `{ok:false, errorCode, message}` shape. */
export class MarketplaceError extends Error {
  readonly status: number;
  readonly code: string;
  /** The upstream's own message, when it sent one. */
  readonly detail: string | undefined;
  readonly retryAfterSeconds: number | undefined;
  /** When the action opens again (epoch ms), from Retry-After. */
  readonly retryAt: number | undefined;
  readonly action: NextAction;
  readonly body: unknown;

  constructor(init: {
    status: number;
    code: string;
    detail?: string;
    retryAfterSeconds?: number;
    body?: unknown;
    now?: number;
  }) {
    super();
    this.name = 'MarketplaceError';
    this.status = init.status;
    this.code = init.code;
    this.detail = init.detail;
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.retryAt = retryAtOf(init, init.now);
    this.action = actionOf(init.code, init.status);
    this.body = init.body;
  }
}

/** Our one sentence for the code (never the code itself nor the upstream's wording), read when it is shown. */
Object.defineProperty(MarketplaceError.prototype, 'message', {
  get(this: MarketplaceError) {
    return wordsOf(this.code, this.status);
  },
});

/**
 * After a payment or a debit was sent: whether it may have gone through all
 * the same. It may, unless the answer says it did not: no answer at all, a
 * 5xx without Retry-After, or an answer that asks for a status check. Such an
 * operation is recovered by its status (or a wallet proof), never sent again.
 */
export function mayHaveHappened(error: unknown): boolean {
  if (!(error instanceof MarketplaceError)) return false;
  if (
    error.action === 'check-status' ||
    error.status === 0 ||
    error.status === 500 ||
    error.status === 502 ||
    error.status === 504
  )
    return true;
  return error.status === 503 && error.retryAt === undefined;
}

/** The proxy's answers that an earlier send under the same key is still going, or may have gone through: never a reason to give the key up. */
export const isEarlierSendPending = (error: unknown): boolean =>
  error instanceof MarketplaceError &&
  (error.code === 'PROXY_OPERATION_IN_FLIGHT' || error.code === 'PROXY_OUTCOME_UNCERTAIN');

/** Seconds from a Retry-After header (delta-seconds or HTTP date). */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

/** Build a MarketplaceError from a non-2xx response body and headers. */
export function errorFromResponse(status: number, body: unknown, retryAfterHeader: string | null): MarketplaceError {
  const record = isRecord(body) ? body : {};
  const code = typeof record.errorCode === 'string' ? record.errorCode : `HTTP_${status}`;
  const detail = typeof record.message === 'string' ? record.message : undefined;
  const details = isRecord(record.details) ? record.details : {};
  const fromBody =
    typeof record.retryAfterSeconds === 'number'
      ? record.retryAfterSeconds
      : typeof details.retryAfterSeconds === 'number'
        ? details.retryAfterSeconds
        : undefined;
  const retryAfterSeconds = parseRetryAfter(retryAfterHeader) ?? fromBody;
  return new MarketplaceError({ status, code, detail, retryAfterSeconds, body });
}
