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
import { isRecord } from './values';

export type NextAction =
  | 'retry-later' // wait for Retry-After, then the same request again
  | 'sign-in' // the session has no account credential
  | 'sign-again' // a fresh wallet proof is needed
  | 'check-status' // read status with the original identifiers; never pay again
  | 'verify-human' // complete proof of human
  | 'fix-input' // change the form
  | 'contact-support'
  | 'none';

/** Every code of the contract (part 7), of this dashboard's proxy and of the sandbox, by the action it calls for. */
const CODES_BY_ACTION: Record<NextAction, string> = {
  'check-status':
    'PURCHASE_NOT_FOUND ORDER_NOT_FOUND STORE_PRODUCT_IDEMPOTENCY_CONFLICT CHECKOUT_IDEMPOTENCY_CONFLICT ' +
    'CHECKOUT_TOKEN_INVALID CHECKOUT_PAYMENT_REPLAYED SWAP_IDEMPOTENCY_CONFLICT X402_PAYMENT_REPLAYED ' +
    'X402_PAYMENT_PENDING PROXY_UPSTREAM_TIMEOUT PROXY_UPSTREAM_ANSWER_INVALID PROXY_IDEMPOTENCY_CHANGED ' +
    'PROXY_OPERATION_IN_FLIGHT PROXY_JOURNAL_FULL PROXY_OUTCOME_UNCERTAIN PROXY_HANDLE_UNKNOWN ' +
    'RESPONSE_INVALID',
  'sign-in':
    'AGENT_API_KEY_INVALID AGENT_ACCOUNT_NOT_FOUND ACCOUNT_NOT_FOUND CHECKOUT_STATUS_CREDENTIALS_REQUIRED ' +
    'SWAP_HISTORY_ACCOUNT_CHANGED EARNINGS_ACCOUNT_CHANGED PROXY_SIGN_IN_REQUIRED ' +
    'PROXY_SESSION_UNREADABLE WALLET_NOT_SIGNED_IN_ACCOUNT',
  'sign-again':
    'AGENT_API_KEY_SIWX_REQUIRED SIWX_INVALID_PROOF SIWX_INVALID_SIGNATURE SIWX_INVALID_TIME ' +
    'SIWX_RESOURCE_MISMATCH SIWX_SCOPE_MISMATCH SIWX_CHAIN_MISMATCH SIWX_NONCE_ALREADY_USED ' +
    'CHECKOUT_PAYMENT_INVALID CHECKOUT_PAYMENT_MISMATCH AGENT_SWAP_INTENT_INVALID X402_PAYMENT_INVALID ' +
    'X402_PAYMENT_MISMATCH X402_PAYMENT_NOT_SETTLED',
  'verify-human': 'AGENT_HUMAN_VERIFICATION_REQUIRED',
  'fix-input':
    'SIWX_UNEXPECTED_INPUT AGENT_UNEXPECTED_INPUT AGENT_API_KEY_INPUT_INVALID ' +
    'AGENT_API_KEY_METHOD_INVALID STORE_PRODUCT_INPUT_INVALID STORE_PRODUCT_PRICE_UNSUPPORTED ' +
    'USER_INPUT_INVALID AGENT_USER_INPUT_INVALID AGENT_USER_METHOD_INVALID CHECKOUT_INPUT_INVALID ' +
    'ORDER_INPUT_INVALID PURCHASE_HISTORY_INPUT_INVALID AGENT_SUBMISSION_INPUT_INVALID ' +
    'AGENT_SUBMISSION_IMAGE_REQUIRED AGENT_WORK_OVERVIEW_INPUT_INVALID AGENT_ACTIONS_INPUT_INVALID ' +
    'AGENT_NOTIFICATION_INPUT_INVALID AGENT_NOTIFICATION_STREAM_INPUT_INVALID SWAP_INPUT_INVALID ' +
    'EARNINGS_INPUT_INVALID EARNINGS_REQUEST_TOO_LARGE EARNINGS_METHOD_INVALID ' +
    'AGENT_WORK_OVERVIEW_METHOD_INVALID AGENT_ACTIONS_METHOD_INVALID REQUEST_INVALID ' +
    'WURKER_PROFILE_INPUT_INVALID WURKER_MEDIA_INVALID WURKER_NICKNAME_TAKEN MEDIA_INPUT_INVALID ' +
    'MEDIA_TYPE_UNSUPPORTED MEDIA_TOO_LARGE CHECKOUT_REQUEST_TOO_LARGE ORDER_SEND_CONFLICT ' +
    'SWAP_ASSET_INVALID SWAP_AMOUNT_INVALID SWAP_REQUEST_KEY_INVALID SWAP_INVALID_REQUEST ' +
    'SWAP_AMOUNT_TOO_SMALL SWAP_INSUFFICIENT_BALANCE X402_INPUT_INVALID EXTERNAL_JOB_INPUT_INVALID ' +
    'EXTERNAL_JOB_POST_NOT_FOUND EXTERNAL_JOB_AUTHOR_BLOCKED EXTERNAL_JOB_POST_TOO_POPULAR ' +
    'EXTERNAL_JOB_TOTAL_TOO_LOW EXTERNAL_JOB_INSUFFICIENT_BALANCE AGENT_JOB_SUBMISSION_INPUT_INVALID ' +
    'AGENT_SUBMISSION_MEDIA_INVALID AGENT_JOB_INPUT_INVALID AGENT_WINNER_CAP_EXCEEDED METHOD_NOT_ALLOWED ' +
    'REQUEST_TOO_LARGE UNSUPPORTED_MEDIA_TYPE PROXY_PATH_INVALID PROXY_ORIGIN_REFUSED ' +
    'PROXY_BODY_TOO_LARGE PROXY_JSON_REQUIRED PROXY_RPC_REFUSED',
  'retry-later':
    'DIRECT_HIRE_USER_BUSY PURCHASE_HISTORY_RATE_LIMITED PURCHASE_HISTORY_BUSY ' +
    'PURCHASE_HISTORY_UNAVAILABLE ORDER_CHAT_RATE_LIMITED ORDER_SEND_COOLDOWN AGENT_READ_RATE_LIMITED ' +
    'AGENT_READ_BUSY AGENT_API_UNAVAILABLE SIWX_ACCOUNT_RATE_LIMITED SIWX_ACCOUNT_BUSY ' +
    'SIWX_ACCOUNT_UNAVAILABLE AGENT_API_KEY_BUSY AGENT_API_KEY_ROTATION_UNAVAILABLE ' +
    'STORE_PRODUCT_RATE_LIMITED AGENT_USER_RATE_LIMITED AGENT_USER_BUSY AGENT_USER_UNAVAILABLE ' +
    'AGENT_USER_RATE_LIMIT_UNAVAILABLE AGENT_HUMAN_RATE_LIMITED AGENT_SUBMISSION_RATE_LIMITED ' +
    'AGENT_SUBMISSION_UNAVAILABLE AGENT_SUBMISSION_BUSY SWAP_RATE_LIMITED SWAP_HISTORY_RATE_LIMITED ' +
    'AGENT_SWAP_UNAVAILABLE AGENT_SWAP_SCHEMA_NOT_READY SWAP_RATE_LIMIT_UNAVAILABLE ' +
    'SWAP_HISTORY_UNAVAILABLE SWAP_HISTORY_RATE_LIMIT_UNAVAILABLE EARNINGS_RATE_LIMITED ' +
    'EARNINGS_UNAVAILABLE EARNINGS_RATE_LIMIT_UNAVAILABLE AGENT_WORK_OVERVIEW_UNAVAILABLE ' +
    'AGENT_ACTIONS_UNAVAILABLE AGENT_WURKER_PROFILE_UNAVAILABLE WURKER_PROFILE_UNAVAILABLE ' +
    'AGENT_NOTIFICATION_STREAM_RATE_LIMITED AGENT_NOTIFICATION_STREAM_CONNECTION_LIMIT ' +
    'SERVICE_UNAVAILABLE RATE_LIMITED PROXY_UPSTREAM_UNREACHABLE NETWORK_ERROR PAYMENT_TERMS_UNKNOWN ' +
    'AGENT_NOTIFICATION_STREAM_REAUTHENTICATE NOTIFICATION_TABS_LIMIT NOTIFICATION_SESSION_TABS_LIMIT ' +
    'NOTIFICATION_HUB_FULL PROXY_READER_UNAVAILABLE PROXY_SESSION_LIMIT PROXY_RPC_RATE_LIMITED',
  'contact-support':
    'AGENT_AUTH_AMBIGUOUS ACCOUNT_BLOCKED ACCOUNT_API_KEY_BLOCKED WALLET_CREDENTIAL_DISABLED ' +
    'EVM_CREDENTIAL_DISABLED WALLET_DUPLICATE_ACCOUNTS EVM_LEGACY_ACCOUNT_REVIEW_REQUIRED ' +
    'ORDER_FINALIZE_BLOCKED INTERNAL_ERROR',
  none:
    'STORE_PRODUCT_NOT_FOUND USER_NOT_FOUND AGENT_JOB_NOT_FOUND AGENT_WORK_OVERVIEW_NOT_FOUND ' +
    'SWAP_NOT_FOUND AGENT_JOB_NOT_ALLOWED AGENT_JOB_COMMUNITY_NOT_ALLOWED AGENT_JOB_SELF_SUBMISSION ' +
    'AGENT_JOB_CREATOR_BLOCKED AGENT_NOTIFICATION_STREAM_ACCOUNT_REQUIRED AGENT_JOB_CLOSED AGENT_JOB_FULL ' +
    'AGENT_JOB_HUMAN_ALREADY_PARTICIPATED AGENT_JOB_VIEW_FLOW_REQUIRED CHECKOUT_SELF_PURCHASE ' +
    'CHECKOUT_PRICE_ON_REQUEST CHECKOUT_PRODUCT_UNAVAILABLE CHECKOUT_HIRE_UNAVAILABLE ' +
    'CHECKOUT_QUOTE_EXPIRED CHECKOUT_QUOTE_TOO_LATE ORDER_NOT_ACTIVE ORDER_NOTHING_TO_REVIEW ' +
    'SWAP_ACCOUNT_CHANGED SWAP_ALREADY_PENDING X402_RECOVER_NOT_FOUND X402_JOB_NOT_FOUND ' +
    'X402_JOB_ALREADY_PAID AGENT_SUBMISSION_EXISTS AGENT_SUBMISSION_CHANGED AGENT_JOB_RESERVATION_EXPIRED ' +
    'AGENT_JOB_RANDOM_SELECTION AGENT_JOB_SELECTION_PAUSED NOT_FOUND PROXY_ROUTE_NOT_ALLOWED ' +
    'RECOVERY_OPERATION_NOT_FOUND KEY_NOT_REVEALABLE PAYMENT_ABOVE_SHOWN_PRICE PAYMENT_ASSET_UNEXPECTED ' +
    'PAYMENT_NETWORK_UNEXPECTED PAYMENT_PAYEE_UNEXPECTED PAYMENT_WALLET_NETWORK WALLET_DECLINED ' +
    'WALLET_DISCONNECTED WALLET_WRONG_CHAIN WALLET_ACCOUNT_CHANGED PAYMENT_RESOURCE_UNEXPECTED ' +
    'PROXY_SESSION_REQUIRED',
};

/** The action of each known code; error-words.ts gives each of them its sentence (a unit test holds the two alike). */
export const ERROR_ACTIONS: Readonly<Record<string, NextAction>> = Object.fromEntries(
  (Object.entries(CODES_BY_ACTION) as [NextAction, string][]).flatMap(([action, codes]) =>
    codes.split(' ').map((code) => [code, action]),
  ),
);

export const TEMPORARY = 'The marketplace is briefly unavailable. Nothing was lost: try again in a moment.';
export const RATE = 'That was a little fast for the marketplace. Wait a moment, then try again.';
export const FIX = 'Check the highlighted details and try again.';
/** Said without the words module too: the one failure in which it may not load. */
export const NETWORK_WORDS = 'The dashboard could not be reached. Check your connection and try again.';

export interface ErrorInfo {
  message: string;
  action: NextAction;
}

const FALLBACK_BY_STATUS: Record<number, ErrorInfo> = {
  400: { message: `That was not accepted. ${FIX}`, action: 'fix-input' },
  401: { message: 'Sign in again to continue.', action: 'sign-in' },
  403: {
    message: 'This action is not allowed for this account. Contact support if you think it should be.',
    action: 'contact-support',
  },
  404: { message: 'That could not be found. Go back and try another way.', action: 'none' },
  409: {
    message: 'This conflicts with something that already happened. Check its status before trying again.',
    action: 'check-status',
  },
  429: { message: RATE, action: 'retry-later' },
  503: { message: TEMPORARY, action: 'retry-later' },
};

/** What a code the catalogue does not know says, by its status. */
export function fallbackOf(status: number): ErrorInfo {
  return (
    FALLBACK_BY_STATUS[status] ??
    (status >= 500
      ? { message: TEMPORARY, action: 'retry-later' }
      : { message: 'Something went wrong. Reload the page and try again.', action: 'none' })
  );
}

/** The next action a failure calls for: its code's, or its status's when the code is unknown. */
export const actionOf = (code: string | undefined, status: number): NextAction =>
  (code && ERROR_ACTIONS[code]) || fallbackOf(status).action;

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
    this.retryAt =
      init.retryAfterSeconds !== undefined ? (init.now ?? Date.now()) + init.retryAfterSeconds * 1000 : undefined;
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
