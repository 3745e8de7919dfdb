/**
 * Error codes (spec part 7, plus this dashboard's own proxy codes) mapped to a
 * sentence a person can act on and, where one exists, the next action.
 */
import { isRecord } from './schema';

export type NextAction =
  | 'retry-later' // wait for Retry-After, then the same request again
  | 'sign-in' // the session has no account credential
  | 'sign-again' // a fresh wallet proof is needed
  | 'check-status' // read status with the original identifiers; never pay again
  | 'verify-human' // complete proof of human
  | 'fix-input' // change the form
  | 'contact-support'
  | 'none';

interface ErrorInfo {
  message: string;
  action: NextAction;
}

const input = (message: string): ErrorInfo => ({ message, action: 'fix-input' });
const later = (message: string): ErrorInfo => ({ message, action: 'retry-later' });
const proof = (message: string): ErrorInfo => ({ message, action: 'sign-again' });
const support = (message: string): ErrorInfo => ({ message, action: 'contact-support' });
const none = (message: string): ErrorInfo => ({ message, action: 'none' });

const TEMPORARY = 'The marketplace is briefly unavailable. Your request is kept; try again when the timer ends.';
const RATE = 'You are going a little fast. This action opens again when the timer ends.';

export const ERROR_MESSAGES: Record<string, ErrorInfo> = {
  // Authentication
  AGENT_AUTH_AMBIGUOUS: input('The request carried two credentials at once. Send exactly one.'),
  AGENT_API_KEY_INVALID: { message: 'Your session is no longer valid for this account. Sign in again.', action: 'sign-in' },
  AGENT_API_KEY_SIWX_REQUIRED: proof('Rotating the API key needs a fresh wallet signature, not the key itself.'),
  SIWX_INVALID_PROOF: proof('The wallet proof was not accepted. Sign a fresh one.'),
  SIWX_INVALID_SIGNATURE: proof('The wallet signature did not verify. Sign again with the same wallet.'),
  SIWX_INVALID_TIME: proof('The wallet proof has expired or is not valid yet. Sign a fresh one (check your clock).'),
  SIWX_RESOURCE_MISMATCH: proof('The wallet proof was signed for a different request. Sign a fresh one for this request.'),
  SIWX_SCOPE_MISMATCH: proof('The wallet proof was signed for a different purpose. Sign the statement shown for this action.'),
  SIWX_CHAIN_MISMATCH: proof('The wallet proof came from an unsupported network. Use Solana mainnet or Base.'),
  SIWX_NONCE_ALREADY_USED: proof('That wallet proof was already used. Sign a new one.'),
  SIWX_UNEXPECTED_INPUT: input('Sign-in takes no extra input.'),
  ACCOUNT_BLOCKED: support('This account is blocked. Contact support.'),
  ACCOUNT_API_KEY_BLOCKED: support('This account’s API key is blocked. Contact support.'),
  WALLET_CREDENTIAL_DISABLED: support('This wallet has been disabled for sign-in. Contact support.'),
  EVM_CREDENTIAL_DISABLED: support('This Base wallet has been disabled for sign-in. Contact support.'),
  WALLET_DUPLICATE_ACCOUNTS: support('This wallet is linked to several accounts and needs support to sort out.'),
  EVM_LEGACY_ACCOUNT_REVIEW_REQUIRED: support('This Base wallet belongs to an older account that needs a support review.'),
  AGENT_ACCOUNT_NOT_FOUND: none('No account was found for this credential.'),
  ACCOUNT_NOT_FOUND: none('No account was found.'),

  // Input
  AGENT_UNEXPECTED_INPUT: input('The request had input this route does not take.'),
  AGENT_API_KEY_INPUT_INVALID: input('Key rotation takes no query and no body.'),
  AGENT_API_KEY_METHOD_INVALID: input('Key rotation only accepts POST.'),
  STORE_PRODUCT_INPUT_INVALID: input('Some of the store search input is not valid.'),
  STORE_PRODUCT_PRICE_UNSUPPORTED: input('That price cannot be represented. Use at most 2 decimals between 0.01 and 9999999999999999.99.'),
  USER_INPUT_INVALID: input('That user lookup is not valid.'),
  AGENT_USER_INPUT_INVALID: input('That user lookup is not valid.'),
  AGENT_USER_METHOD_INVALID: input('That user lookup is not available.'),
  CHECKOUT_INPUT_INVALID: input('Some checkout details are not valid.'),
  ORDER_INPUT_INVALID: input('That order action is not valid.'),
  PURCHASE_HISTORY_INPUT_INVALID: input('That purchase history page is not valid.'),

  // Not found
  STORE_PRODUCT_NOT_FOUND: none('This product does not exist or is no longer listed.'),
  USER_NOT_FOUND: none('No public profile has that nickname.'),
  PURCHASE_NOT_FOUND: none('No purchase matches these identifiers.'),
  ORDER_NOT_FOUND: none('This order could not be found with the saved credentials.'),

  // Human verification
  AGENT_HUMAN_VERIFICATION_REQUIRED: { message: 'This needs a verified human owner. Complete proof of human first.', action: 'verify-human' },
  AGENT_HUMAN_RATE_LIMITED: later('At most 10 verification links can be created per hour. A new one is possible when the timer ends.'),

  // Checkout
  DIRECT_HIRE_USER_BUSY: later('This worker is busy with another checkout. Your hire is kept and retried in a moment.'),
  CHECKOUT_SELF_PURCHASE: input('You cannot buy from or hire yourself.'),
  CHECKOUT_PRICE_ON_REQUEST: input('This listing has no fixed price yet. Contact the seller first.'),
  CHECKOUT_PRODUCT_UNAVAILABLE: input('This listing cannot be bought right now.'),
  CHECKOUT_HIRE_UNAVAILABLE: input('This worker cannot be hired right now.'),
  CHECKOUT_IDEMPOTENCY_CONFLICT: { message: 'This checkout was started with different details. Check its status instead of changing it.', action: 'check-status' },
  CHECKOUT_QUOTE_EXPIRED: { message: 'The quote has expired. Nothing was paid for it; you can request a new quote.', action: 'none' },
  CHECKOUT_QUOTE_TOO_LATE: { message: 'Less than a minute was left on the quote, so payment was not started. Request a new quote.', action: 'none' },
  CHECKOUT_TOKEN_INVALID: { message: 'The saved checkout credential does not match this checkout.', action: 'check-status' },
  CHECKOUT_PAYMENT_INVALID: proof('The payment signature was not accepted. Nothing was charged; sign again.'),
  CHECKOUT_PAYMENT_REPLAYED: { message: 'That payment authorization was already used. Check the status of your order; do not pay again.', action: 'check-status' },
  CHECKOUT_PAYMENT_MISMATCH: proof('The signed payment does not match the quote. Nothing was charged; sign the quote shown.'),
  CHECKOUT_STATUS_CREDENTIALS_REQUIRED: input('A status read needs exactly one credential.'),
  CHECKOUT_REQUEST_TOO_LARGE: input('The checkout request is too large (at most 16 KiB).'),
  PURCHASE_HISTORY_RATE_LIMITED: later(RATE),
  PURCHASE_HISTORY_BUSY: later(TEMPORARY),
  PURCHASE_HISTORY_UNAVAILABLE: later(TEMPORARY),
  ORDER_NOT_ACTIVE: none('This order is not active yet. Chat and approval open once funding is confirmed.'),
  ORDER_CHAT_RATE_LIMITED: later('Messages can be read once every 10 seconds.'),
  ORDER_SEND_COOLDOWN: later('Messages can be sent once every 15 seconds.'),
  ORDER_SEND_CONFLICT: input('A different message was already sent with this key.'),
  ORDER_FINALIZE_BLOCKED: support('Approval is blocked for this order (refund review, rejection or incomplete funding).'),
  ORDER_NOTHING_TO_REVIEW: none('There is no delivered work to review yet.'),

  // Swaps
  SWAP_INPUT_INVALID: input('Some of the swap details are not valid.'),
  SWAP_ASSET_INVALID: input('Choose one of the six platform assets to swap from and to.'),
  SWAP_AMOUNT_INVALID: input('Enter the amount with digits and at most one decimal point, within the asset’s decimals, like 1.5.'),
  SWAP_REQUEST_KEY_INVALID: input('This swap could not be identified. Start it again.'),
  SWAP_INVALID_REQUEST: input('Choose two different assets to swap.'),
  SWAP_AMOUNT_TOO_SMALL: input('The amount is below the minimum for this pair. Swapping SOL to USDC starts at 0.0001 SOL.'),
  SWAP_INSUFFICIENT_BALANCE: input('Your balance is lower than this amount. Enter a smaller amount.'),
  AGENT_SWAP_INTENT_INVALID: proof('The wallet signature does not match this swap. Sign again for the swap shown.'),
  SWAP_ACCOUNT_CHANGED: none('This swap was started from another account. Start a new swap here.'),
  SWAP_NOT_FOUND: none('No swap of this account matches.'),
  SWAP_IDEMPOTENCY_CONFLICT: { message: 'This swap was already started with a different pair or amount. Check its status instead of changing it.', action: 'check-status' },
  SWAP_ALREADY_PENDING: none('Another swap is still in progress. A new one can start when it finishes.'),
  SWAP_RATE_LIMITED: later('A new swap can start once every 15 seconds. It opens again when the timer ends.'),
  SWAP_HISTORY_RATE_LIMITED: later(RATE),
  SWAP_HISTORY_ACCOUNT_CHANGED: { message: 'You signed in to another account meanwhile. Sign in again to see this history.', action: 'sign-in' },
  AGENT_SWAP_UNAVAILABLE: later(TEMPORARY),
  AGENT_SWAP_SCHEMA_NOT_READY: later(TEMPORARY),
  SWAP_RATE_LIMIT_UNAVAILABLE: later(TEMPORARY),
  SWAP_HISTORY_UNAVAILABLE: later(TEMPORARY),
  SWAP_HISTORY_RATE_LIMIT_UNAVAILABLE: later(TEMPORARY),

  // Earnings
  EARNINGS_INPUT_INVALID: input('That earnings view is not available.'),
  EARNINGS_REQUEST_TOO_LARGE: input('The earnings request is too large.'),
  EARNINGS_METHOD_INVALID: input('That earnings request is not available.'),
  EARNINGS_RATE_LIMITED: later(RATE),
  EARNINGS_ACCOUNT_CHANGED: { message: 'You signed in to another account meanwhile. Sign in again to see these earnings.', action: 'sign-in' },
  EARNINGS_UNAVAILABLE: later(TEMPORARY),
  EARNINGS_RATE_LIMIT_UNAVAILABLE: later(TEMPORARY),
  // Launching paid work (4.14)
  X402_INPUT_INVALID: input('Some of the details are not valid. Check them and try again.'),
  X402_PAYMENT_INVALID: proof('The payment signature was not accepted. Nothing was charged; sign again.'),
  X402_PAYMENT_MISMATCH: proof('The signed payment does not match the price shown. Nothing was charged; sign the price shown.'),
  X402_PAYMENT_NOT_SETTLED: proof('The payment could not be completed. Nothing was charged; sign again.'),
  X402_PAYMENT_REPLAYED: { message: 'That payment was already used. Nothing was charged again; find the work you paid for instead of paying again.', action: 'check-status' },
  X402_RECOVER_NOT_FOUND: none('This wallet has not paid for any work on this network.'),
  X402_JOB_NOT_FOUND: none('No job with this ID is waiting for a payment.'),
  X402_JOB_ALREADY_PAID: { message: 'This job is already paid. Nothing was charged again.', action: 'none' },
  EXTERNAL_JOB_INPUT_INVALID: input('Some of the job details are not valid. Check them and try again.'),
  EXTERNAL_JOB_POST_NOT_FOUND: input('That post could not be found. Check the link.'),
  EXTERNAL_JOB_AUTHOR_BLOCKED: input('Jobs for posts by this author are not accepted. Choose another post.'),
  EXTERNAL_JOB_POST_TOO_POPULAR: input('That post already has more than 500 reposts, so jobs for it are not accepted. Choose another post.'),
  EXTERNAL_JOB_TOTAL_TOO_LOW: input('The total is below the minimum for this many completions. Raise it to at least the minimum shown.'),
  EXTERNAL_JOB_INSUFFICIENT_BALANCE: input('Your SOL balance is lower than this total. Lower the total or add to your balance.'),

  // Jobs: finding and entering them (4.6)
  AGENT_JOB_NOT_FOUND: none('This job does not exist or is no longer public.'),
  AGENT_JOB_SUBMISSION_INPUT_INVALID: input('Check your entry: write some text (at most 5,000 characters) or attach at least one file (at most 5).'),
  AGENT_SUBMISSION_INPUT_INVALID: input('That page of your submissions is not valid.'),
  AGENT_SUBMISSION_MEDIA_INVALID: input('One of the attachments is not one of your finished portfolio uploads. Upload it again, then attach it.'),
  AGENT_SUBMISSION_IMAGE_REQUIRED: input('This job needs image evidence: attach at least one PNG, JPEG, GIF or WebP image.'),
  AGENT_JOB_NOT_ALLOWED: none('This job does not take entries from this account right now.'),
  AGENT_JOB_COMMUNITY_NOT_ALLOWED: none('This is a community job: it takes entries from people, not agents.'),
  AGENT_JOB_SELF_SUBMISSION: none('You created this job, so you cannot enter it.'),
  AGENT_JOB_CREATOR_BLOCKED: none('The creator of this job does not take entries from this account.'),
  AGENT_SUBMISSION_EXISTS: none('You have already entered this job. Each account can enter a job once.'),
  AGENT_SUBMISSION_CHANGED: none('You already sent a different entry for this job. An entry cannot be changed once sent.'),
  AGENT_JOB_CLOSED: none('This job no longer takes entries.'),
  AGENT_JOB_FULL: none('Every place on this job is taken.'),
  AGENT_JOB_RESERVATION_EXPIRED: none('The place you won was not claimed in time and has been released. You can try again for a new place.'),
  AGENT_JOB_HUMAN_ALREADY_PARTICIPATED: none('The person behind this account has already entered this job with another account.'),
  AGENT_JOB_VIEW_FLOW_REQUIRED: none('This job has a viewing step, so it can only be done on the marketplace website.'),
  AGENT_SUBMISSION_RATE_LIMITED: later('You can start a new entry once every 30 seconds. It opens again when the timer ends.'),
  AGENT_SUBMISSION_UNAVAILABLE: later(TEMPORARY),
  AGENT_SUBMISSION_BUSY: later(TEMPORARY),

  // Jobs: the creator's side (4.7, 4.8)
  AGENT_WORK_OVERVIEW_INPUT_INVALID: input('That view of your jobs is not valid.'),
  AGENT_WORK_OVERVIEW_METHOD_INVALID: input('That action is not available for your jobs.'),
  AGENT_WORK_OVERVIEW_NOT_FOUND: none('You have no job with this ID.'),
  AGENT_WORK_OVERVIEW_UNAVAILABLE: later(TEMPORARY),
  AGENT_ACTIONS_INPUT_INVALID: input('That view of your action queue is not valid.'),
  AGENT_ACTIONS_METHOD_INVALID: input('That action is not available for your action queue.'),
  AGENT_ACTIONS_UNAVAILABLE: later(TEMPORARY),
  AGENT_JOB_INPUT_INVALID: input('Some of the chosen entries are not entries of this job.'),
  AGENT_WINNER_CAP_EXCEEDED: input('That is more winners than the places left. Choose fewer entries.'),
  AGENT_JOB_RANDOM_SELECTION: none('Winners of this job are drawn at random when it closes; they cannot be chosen.'),
  AGENT_JOB_SELECTION_PAUSED: none('Winners cannot be chosen right now: the job is not funded, or a refund is being reviewed.'),

  // Rate limits and temporary states (part 8)
  AGENT_READ_RATE_LIMITED: later(RATE),
  AGENT_READ_BUSY: later(TEMPORARY),
  AGENT_API_UNAVAILABLE: later(TEMPORARY),
  SIWX_ACCOUNT_RATE_LIMITED: later(RATE),
  SIWX_ACCOUNT_BUSY: later(TEMPORARY),
  SIWX_ACCOUNT_UNAVAILABLE: later(TEMPORARY),
  AGENT_API_KEY_BUSY: later(TEMPORARY),
  AGENT_API_KEY_ROTATION_UNAVAILABLE: later(TEMPORARY),
  STORE_PRODUCT_RATE_LIMITED: later(RATE),
  AGENT_USER_RATE_LIMITED: later(RATE),
  SERVICE_UNAVAILABLE: later(TEMPORARY),
  RATE_LIMITED: later(RATE),

  // Generic conventions
  NOT_FOUND: none('That marketplace address does not exist.'),
  METHOD_NOT_ALLOWED: input('That action is not available here.'),
  REQUEST_TOO_LARGE: input('The request is too large.'),
  UNSUPPORTED_MEDIA_TYPE: input('The request must be JSON.'),

  // This dashboard's own proxy
  PROXY_ROUTE_NOT_ALLOWED: none('That marketplace address is not available through this dashboard.'),
  PROXY_PATH_INVALID: input('That marketplace address is not valid.'),
  PROXY_ORIGIN_REFUSED: input('The request did not come from this dashboard, so it was refused.'),
  PROXY_BODY_TOO_LARGE: input('The request is too large for this action.'),
  PROXY_JSON_REQUIRED: input('The request must be JSON.'),
  PROXY_SIGN_IN_REQUIRED: { message: 'Sign in with your wallet to continue.', action: 'sign-in' },
  AGENT_NOTIFICATION_INPUT_INVALID: input('That inbox page is not valid.'),
  AGENT_NOTIFICATION_STREAM_INPUT_INVALID: input('The live notifications could not resume from that point; they start again from the latest.'),
  AGENT_NOTIFICATION_STREAM_RATE_LIMITED: later('Live notifications reconnected too often. They connect again when the timer ends.'),
  AGENT_NOTIFICATION_STREAM_CONNECTION_LIMIT: later('This account already has two live notification connections open. One frees up soon.'),
  AGENT_NOTIFICATION_STREAM_ACCOUNT_REQUIRED: none('Live notifications are only available to agent accounts. Your inbox still works.'),
  AGENT_NOTIFICATION_STREAM_REAUTHENTICATE: later('The live notification connection is renewing its sign-in.'),
  NOTIFICATION_HUB_FULL: later('Live notifications are busy on this server. The page connects again when the timer ends.'),
  PROXY_READER_UNAVAILABLE: later('Public profiles cannot be read right now. Try again in a moment, or sign in to read with your own account.'),
  PROXY_UPSTREAM_ANSWER_INVALID: later('The marketplace answered in an unexpected way. Try again in a moment.'),
  PROXY_UPSTREAM_TIMEOUT: { message: 'The marketplace did not answer in time. Nothing is retried automatically.', action: 'check-status' },
  PROXY_UPSTREAM_UNREACHABLE: later('The marketplace cannot be reached right now.'),
  PROXY_IDEMPOTENCY_CHANGED: { message: 'This operation was already started with different details. Check its status instead of changing it.', action: 'check-status' },
  KEY_NOT_REVEALABLE: none('There is no newly rotated key to reveal. Keys are shown once, right after a rotation.'),
  PROXY_HANDLE_UNKNOWN: input('That saved order or job credential is not known in this session. Open the order or job again from its page.'),
  NETWORK_ERROR: later('The dashboard could not be reached. Check your connection.'),
  RESPONSE_INVALID: none('The marketplace answered in an unexpected shape.'),
  PAYMENT_ABOVE_SHOWN_PRICE: none('The marketplace asked for more than the price shown, so nothing was signed or paid.'),
};

const FALLBACK_BY_STATUS: Record<number, ErrorInfo> = {
  400: input('The request was not accepted.'),
  401: { message: 'Sign in again to continue.', action: 'sign-in' },
  403: support('This action is not allowed for this account.'),
  404: none('Not found.'),
  409: { message: 'This conflicts with something that already happened. Check its status.', action: 'check-status' },
  429: later(RATE),
  503: later(TEMPORARY),
};

export function describeError(code: string | undefined, status: number): ErrorInfo {
  if (code && ERROR_MESSAGES[code]) return ERROR_MESSAGES[code];
  return FALLBACK_BY_STATUS[status] ?? (status >= 500 ? later(TEMPORARY) : none('Something went wrong.'));
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

  constructor(init: { status: number; code: string; detail?: string; retryAfterSeconds?: number; body?: unknown; now?: number }) {
    const info = describeError(init.code, init.status);
    super(info.message);
    this.name = 'MarketplaceError';
    this.status = init.status;
    this.code = init.code;
    this.detail = init.detail;
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.retryAt = init.retryAfterSeconds !== undefined ? (init.now ?? Date.now()) + init.retryAfterSeconds * 1000 : undefined;
    this.action = info.action;
    this.body = init.body;
  }
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
  const fromBody = typeof record.retryAfterSeconds === 'number' ? record.retryAfterSeconds : typeof details.retryAfterSeconds === 'number' ? details.retryAfterSeconds : undefined;
  const retryAfterSeconds = parseRetryAfter(retryAfterHeader) ?? fromBody;
  return new MarketplaceError({ status, code, detail, retryAfterSeconds, body });
}
