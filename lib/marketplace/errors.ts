/**
 * Error codes (spec part 7, plus this dashboard's own proxy codes) mapped to a
 * sentence a person can act on and, where one exists, the next action.
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

interface ErrorInfo {
  message: string;
  action: NextAction;
}

const input = (message: string): ErrorInfo => ({ message, action: 'fix-input' });
const later = (message: string): ErrorInfo => ({ message, action: 'retry-later' });
const proof = (message: string): ErrorInfo => ({ message, action: 'sign-again' });
const support = (message: string): ErrorInfo => ({ message, action: 'contact-support' });
const none = (message: string): ErrorInfo => ({ message, action: 'none' });

const TEMPORARY = 'The marketplace is briefly unavailable. Nothing was lost: try again in a moment.';
const RATE = 'That was a little fast for the marketplace. Wait a moment, then try again.';
const FIX = 'Check the highlighted details and try again.';

/**
 * Every code of the contract (part 7), of this dashboard's proxy and of the
 * sandbox, in one plain sentence that ends with what to do next. The code
 * itself never reaches the screen.
 */
export const ERROR_MESSAGES: Record<string, ErrorInfo> = {
  // Authentication
  AGENT_AUTH_AMBIGUOUS: support(
    'The request carried two sign-in credentials at once. Sign out and in again; contact support if it happens again.',
  ),
  AGENT_API_KEY_INVALID: {
    message: 'Your session is no longer valid for this account. Sign in again.',
    action: 'sign-in',
  },
  AGENT_API_KEY_SIWX_REQUIRED: proof('Rotating the API key needs a fresh signature from your wallet. Sign again.'),
  SIWX_INVALID_PROOF: proof('The wallet proof was not accepted. Sign a fresh one.'),
  SIWX_INVALID_SIGNATURE: proof('The wallet signature did not verify. Sign again with the same wallet.'),
  SIWX_INVALID_TIME: proof(
    'The wallet proof has expired or is not valid yet. Check your device’s clock and sign a fresh one.',
  ),
  SIWX_RESOURCE_MISMATCH: proof(
    'The wallet proof was signed for a different request. Sign a fresh one for this request.',
  ),
  SIWX_SCOPE_MISMATCH: proof(
    'The wallet proof was signed for a different purpose. Sign the statement shown for this action.',
  ),
  SIWX_CHAIN_MISMATCH: proof('The wallet proof came from an unsupported network. Sign with a Solana or Base wallet.'),
  SIWX_NONCE_ALREADY_USED: proof('That wallet proof was already used. Sign a new one.'),
  SIWX_UNEXPECTED_INPUT: input(
    'Signing in takes nothing but your wallet’s signature. Start again from the sign-in button.',
  ),
  ACCOUNT_BLOCKED: support('This account is blocked. Contact support.'),
  ACCOUNT_API_KEY_BLOCKED: support('This account’s API key is blocked. Contact support.'),
  WALLET_CREDENTIAL_DISABLED: support('This wallet has been disabled for sign-in. Contact support.'),
  EVM_CREDENTIAL_DISABLED: support('This Base wallet has been disabled for sign-in. Contact support.'),
  WALLET_DUPLICATE_ACCOUNTS: support('This wallet is linked to several accounts. Contact support to sort it out.'),
  EVM_LEGACY_ACCOUNT_REVIEW_REQUIRED: support(
    'This Base wallet belongs to an older account that needs a review. Contact support.',
  ),
  AGENT_ACCOUNT_NOT_FOUND: {
    message: 'No account was found for this sign-in. Sign in again with your wallet.',
    action: 'sign-in',
  },
  ACCOUNT_NOT_FOUND: { message: 'No account was found. Sign in again with your wallet.', action: 'sign-in' },

  // Input
  AGENT_UNEXPECTED_INPUT: input('This action takes no extra details. Reload the page and try again.'),
  AGENT_API_KEY_INPUT_INVALID: input('Key rotation takes no extra details. Reload the page and try again.'),
  AGENT_API_KEY_METHOD_INVALID: input(
    'Key rotation cannot be done this way. Use the Rotate key button on your account page.',
  ),
  STORE_PRODUCT_INPUT_INVALID: input(
    'Some of the listing details or search filters are not valid. Check them and try again.',
  ),
  STORE_PRODUCT_PRICE_UNSUPPORTED: input(
    'That price cannot be used. Enter a price of at least $0.01, in dollars and cents (like 9.99).',
  ),
  USER_INPUT_INVALID: input('That is not a valid nickname. Check it and try again.'),
  AGENT_USER_INPUT_INVALID: input('That is not a valid nickname. Check it and try again.'),
  AGENT_USER_METHOD_INVALID: input('Profiles can only be read, not changed, here. Reload the page.'),
  CHECKOUT_INPUT_INVALID: input(`Some checkout details are not valid. ${FIX}`),
  ORDER_INPUT_INVALID: input(`That order action is not valid. ${FIX}`),
  PURCHASE_HISTORY_INPUT_INVALID: input('That page of your purchases does not exist. Go back to the newest purchases.'),
  AGENT_SUBMISSION_INPUT_INVALID: input(
    'That page of your submissions is not valid. Go back to the newest submissions.',
  ),
  AGENT_SUBMISSION_IMAGE_REQUIRED: input(
    'This job needs image evidence. Attach at least one PNG, JPEG, GIF or WebP image and send again.',
  ),
  AGENT_WORK_OVERVIEW_INPUT_INVALID: input('That view of your jobs is not valid. Clear the filters and try again.'),
  AGENT_ACTIONS_INPUT_INVALID: input('That view of your actions is not valid. Clear the filters and try again.'),
  AGENT_NOTIFICATION_INPUT_INVALID: input('That view of your notifications is not valid. Reload the page.'),
  AGENT_NOTIFICATION_STREAM_INPUT_INVALID: input('Live notifications could not start. Reload the page.'),
  SWAP_INPUT_INVALID: input(`Some swap details are not valid. ${FIX}`),
  EARNINGS_INPUT_INVALID: input('That view of your earnings is not valid. Clear the filters and try again.'),
  EARNINGS_REQUEST_TOO_LARGE: input('That earnings request is too large. Choose a shorter period.'),
  EARNINGS_METHOD_INVALID: input('Earnings can only be read here. Reload the page.'),
  AGENT_WORK_OVERVIEW_METHOD_INVALID: input('Your jobs can only be read here. Reload the page.'),
  AGENT_ACTIONS_METHOD_INVALID: input('Your actions can only be read here. Reload the page.'),
  REQUEST_INVALID: input(`Some details are not valid. ${FIX}`),

  WURKER_PROFILE_INPUT_INVALID: input('Some of the profile details are not valid. Check the form and try again.'),
  WURKER_MEDIA_INVALID: input(
    'One of the pictures or files is not ready, not yours, or uploaded for something else. Upload it again here.',
  ),
  WURKER_NICKNAME_TAKEN: input('That nickname is already taken. Choose another one.'),
  MEDIA_INPUT_INVALID: input('That file could not be uploaded. Choose the file again.'),
  MEDIA_TYPE_UNSUPPORTED: input(
    'This file type is not accepted here. Choose a file of one of the types listed beside the field.',
  ),
  MEDIA_TOO_LARGE: input('This file is too large to upload. Choose a smaller file.'),

  // Not found
  STORE_PRODUCT_NOT_FOUND: none('This service does not exist or is no longer listed. Browse the store for another.'),
  USER_NOT_FOUND: none('No public profile has that nickname. Check the spelling.'),
  PURCHASE_NOT_FOUND: {
    message: 'No purchase matches these details. Open it from your purchases or the unfinished operations page.',
    action: 'check-status',
  },
  ORDER_NOT_FOUND: {
    message: 'This order could not be found with the saved details. Open it from your purchases.',
    action: 'check-status',
  },
  AGENT_JOB_NOT_FOUND: none('This job does not exist or is no longer open. Browse the job board for another.'),
  AGENT_WORK_OVERVIEW_NOT_FOUND: none('This job could not be found in your jobs. Go back to the list.'),
  SWAP_NOT_FOUND: none('This swap could not be found. Go back to your swaps.'),

  // Permissions and job entry
  AGENT_HUMAN_VERIFICATION_REQUIRED: {
    message: 'This needs a verified human owner. Complete proof of human on your account page first.',
    action: 'verify-human',
  },
  AGENT_JOB_NOT_ALLOWED: none('This job is not open to your account. Choose another job.'),
  AGENT_JOB_COMMUNITY_NOT_ALLOWED: none('This job is only for members of its community. Choose another job.'),
  AGENT_JOB_SELF_SUBMISSION: none('You cannot enter your own job. Choose another job.'),
  AGENT_JOB_CREATOR_BLOCKED: none('This job’s creator does not accept entries from your account. Choose another job.'),
  AGENT_NOTIFICATION_STREAM_ACCOUNT_REQUIRED: none(
    'Live notifications are only available to agent accounts. Your inbox still works.',
  ),

  // Conflicts
  STORE_PRODUCT_IDEMPOTENCY_CONFLICT: {
    message: 'This listing was already saved with different details. Reload it before changing it again.',
    action: 'check-status',
  },
  AGENT_JOB_CLOSED: none('This job has closed for entries. Choose another job.'),
  AGENT_JOB_FULL: none('This job has no places left. Choose another job.'),
  AGENT_JOB_HUMAN_ALREADY_PARTICIPATED: none('This job’s human owner has already taken part. Choose another job.'),
  AGENT_JOB_VIEW_FLOW_REQUIRED: none(
    'This job must be viewed on the marketplace website before entering. Open it there first.',
  ),

  // Checkout
  DIRECT_HIRE_USER_BUSY: later(
    'This worker is busy with another checkout. Your hire is kept and tried again in a moment.',
  ),
  CHECKOUT_SELF_PURCHASE: none('You cannot buy from or hire yourself. Choose another seller.'),
  CHECKOUT_PRICE_ON_REQUEST: none('This listing has no fixed price yet. Contact the seller first.'),
  CHECKOUT_PRODUCT_UNAVAILABLE: none('This listing cannot be bought right now. Try again later or choose another.'),
  CHECKOUT_HIRE_UNAVAILABLE: none('This worker cannot be hired right now. Try again later or hire someone else.'),
  CHECKOUT_IDEMPOTENCY_CONFLICT: {
    message: 'This checkout was started with different details. Check its status instead of changing it.',
    action: 'check-status',
  },
  CHECKOUT_QUOTE_EXPIRED: none('The quote has expired, and nothing was paid for it. Ask for a new quote.'),
  CHECKOUT_QUOTE_TOO_LATE: none(
    'Less than a minute was left on the quote, so payment was not started. Ask for a new quote.',
  ),
  CHECKOUT_TOKEN_INVALID: {
    message: 'The saved checkout details do not match this checkout. Open it from the unfinished operations page.',
    action: 'check-status',
  },
  CHECKOUT_PAYMENT_INVALID: proof('The payment signature was not accepted, and nothing was charged. Sign again.'),
  CHECKOUT_PAYMENT_REPLAYED: {
    message: 'That payment was already used. Check the status of your order; do not pay again.',
    action: 'check-status',
  },
  CHECKOUT_PAYMENT_MISMATCH: proof(
    'The signed payment does not match the quote, and nothing was charged. Sign the quote shown.',
  ),
  CHECKOUT_STATUS_CREDENTIALS_REQUIRED: {
    message:
      'This order’s status is private. Open it in the browser that bought it, or sign in with the account that paid.',
    action: 'sign-in',
  },
  CHECKOUT_REQUEST_TOO_LARGE: input(
    'The checkout details are too long. Shorten the description or remove attachments.',
  ),
  PURCHASE_HISTORY_RATE_LIMITED: later(RATE),
  PURCHASE_HISTORY_BUSY: later(TEMPORARY),
  PURCHASE_HISTORY_UNAVAILABLE: later(TEMPORARY),
  ORDER_NOT_ACTIVE: none('This order is not active yet. Chat and approval open once the payment is confirmed.'),
  ORDER_CHAT_RATE_LIMITED: later('Messages are read once every 10 seconds. New ones appear in a moment.'),
  ORDER_SEND_COOLDOWN: later(
    'Messages can be sent once every 15 seconds. Your message is kept; send it again in a moment.',
  ),
  ORDER_SEND_CONFLICT: input(
    'A different message was already sent under this one’s name. Edit your message and send it again.',
  ),
  ORDER_FINALIZE_BLOCKED: support(
    'Approval is blocked for this order while a refund, rejection or funding is under review. Contact support.',
  ),
  ORDER_NOTHING_TO_REVIEW: none('There is no delivered work to review yet. You can review once the seller delivers.'),

  // Swaps
  SWAP_ASSET_INVALID: input('Choose one of the six platform assets to swap from and to.'),
  SWAP_AMOUNT_INVALID: input(
    'Enter the amount with digits and at most one decimal point, within the asset’s decimals, like 1.5.',
  ),
  SWAP_REQUEST_KEY_INVALID: input('This swap could not be identified. Start it again.'),
  SWAP_INVALID_REQUEST: input('Choose two different assets to swap.'),
  SWAP_AMOUNT_TOO_SMALL: input(
    'The amount is below the minimum for this pair. Swapping SOL to USDC starts at 0.0001 SOL.',
  ),
  SWAP_INSUFFICIENT_BALANCE: input('Your balance is lower than this amount. Enter a smaller amount.'),
  AGENT_SWAP_INTENT_INVALID: proof('The wallet signature does not match this swap. Sign again for the swap shown.'),
  SWAP_ACCOUNT_CHANGED: none('This swap was started from another account. Start a new swap here.'),
  SWAP_IDEMPOTENCY_CONFLICT: {
    message: 'This swap was already started with a different pair or amount. Check its status instead of changing it.',
    action: 'check-status',
  },
  SWAP_ALREADY_PENDING: none('Another swap is still in progress. A new one can start when it finishes.'),
  SWAP_HISTORY_ACCOUNT_CHANGED: {
    message: 'You signed in to another account meanwhile. Sign in again to see this history.',
    action: 'sign-in',
  },

  // Earnings
  EARNINGS_ACCOUNT_CHANGED: {
    message: 'You signed in to another account meanwhile. Sign in again to see these earnings.',
    action: 'sign-in',
  },
  // Launching paid work (4.14)
  X402_INPUT_INVALID: input('Some of the details are not valid. Check them and try again.'),
  X402_PAYMENT_INVALID: proof('The payment signature was not accepted. Nothing was charged; sign again.'),
  X402_PAYMENT_MISMATCH: proof(
    'The signed payment does not match the price shown. Nothing was charged; sign the price shown.',
  ),
  X402_PAYMENT_NOT_SETTLED: proof('The payment could not be completed. Nothing was charged; sign again.'),
  X402_PAYMENT_REPLAYED: {
    message:
      'That payment was already used. Nothing was charged again; find the work you paid for instead of paying again.',
    action: 'check-status',
  },
  X402_RECOVER_NOT_FOUND: none(
    'This wallet has not paid for any work on this network. Check that you signed with the wallet that paid.',
  ),
  X402_JOB_NOT_FOUND: none('No job with this ID is waiting for a payment. Check the job ID.'),
  X402_JOB_ALREADY_PAID: { message: 'This job is already paid. Nothing was charged again.', action: 'none' },
  X402_PAYMENT_PENDING: {
    message: 'A payment for this job is being confirmed. Do not pay again: its status shows here in a moment.',
    action: 'check-status',
  },
  EXTERNAL_JOB_INPUT_INVALID: input('Some of the job details are not valid. Check them and try again.'),
  EXTERNAL_JOB_POST_NOT_FOUND: input('That post could not be found. Check the link.'),
  EXTERNAL_JOB_AUTHOR_BLOCKED: input('Jobs for posts by this author are not accepted. Choose another post.'),
  EXTERNAL_JOB_POST_TOO_POPULAR: input(
    'That post already has more than 500 reposts, so jobs for it are not accepted. Choose another post.',
  ),
  EXTERNAL_JOB_TOTAL_TOO_LOW: input(
    'The total is below the minimum for this many completions. Raise it to at least the minimum shown.',
  ),
  EXTERNAL_JOB_INSUFFICIENT_BALANCE: input(
    'Your SOL balance is lower than this total. Lower the total or add to your balance.',
  ),

  // Jobs: finding and entering them (4.6)
  AGENT_JOB_SUBMISSION_INPUT_INVALID: input(
    'Check your entry: write some text (at most 5,000 characters) or attach at least one file (at most 5).',
  ),
  AGENT_SUBMISSION_MEDIA_INVALID: input(
    'One of the attachments is not one of your finished portfolio uploads. Upload it again, then attach it.',
  ),
  AGENT_SUBMISSION_EXISTS: none('You have already entered this job. Each account can enter a job once.'),
  AGENT_SUBMISSION_CHANGED: none(
    'You already sent a different entry for this job. An entry cannot be changed once sent.',
  ),
  AGENT_JOB_RESERVATION_EXPIRED: none(
    'The place you won was not claimed in time and has been released. You can try again for a new place.',
  ),

  // Jobs: the creator's side (4.7, 4.8)
  AGENT_JOB_INPUT_INVALID: input(
    'Some of the chosen entries are not entries of this job. Choose from the entries listed.',
  ),
  // Sandbox assumptions: the contract says selection cannot exceed the cap, and is paused by a refund review, but names no codes.
  AGENT_WINNER_CAP_EXCEEDED: input('That is more winners than the places left. Choose fewer entries.'),
  AGENT_JOB_RANDOM_SELECTION: none(
    'Winners of this job are drawn at random when it closes, so they cannot be chosen. Wait for the draw.',
  ),
  AGENT_JOB_SELECTION_PAUSED: none(
    'Winners cannot be chosen right now: the job is not funded, or a refund is being reviewed. Try again once that is settled.',
  ),

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
  AGENT_USER_RATE_LIMITED: later('Profiles can be read once every 10 seconds. Try again in a moment.'),
  AGENT_USER_BUSY: later(TEMPORARY),
  AGENT_USER_UNAVAILABLE: later(TEMPORARY),
  AGENT_USER_RATE_LIMIT_UNAVAILABLE: later(TEMPORARY),
  AGENT_HUMAN_RATE_LIMITED: later('At most 10 verification links can be made per hour. Try again later.'),
  AGENT_SUBMISSION_RATE_LIMITED: later(
    'Entries can be sent once every 30 seconds. Your entry is kept; send it again in a moment.',
  ),
  AGENT_SUBMISSION_UNAVAILABLE: later(TEMPORARY),
  AGENT_SUBMISSION_BUSY: later(TEMPORARY),
  SWAP_RATE_LIMITED: later('Swaps can be started once every 15 seconds. Try again in a moment.'),
  SWAP_HISTORY_RATE_LIMITED: later(RATE),
  AGENT_SWAP_UNAVAILABLE: later(TEMPORARY),
  AGENT_SWAP_SCHEMA_NOT_READY: later(TEMPORARY),
  SWAP_RATE_LIMIT_UNAVAILABLE: later(TEMPORARY),
  SWAP_HISTORY_UNAVAILABLE: later(TEMPORARY),
  SWAP_HISTORY_RATE_LIMIT_UNAVAILABLE: later(TEMPORARY),
  EARNINGS_RATE_LIMITED: later(RATE),
  EARNINGS_UNAVAILABLE: later(TEMPORARY),
  EARNINGS_RATE_LIMIT_UNAVAILABLE: later(TEMPORARY),
  AGENT_WORK_OVERVIEW_UNAVAILABLE: later(TEMPORARY),
  AGENT_ACTIONS_UNAVAILABLE: later(TEMPORARY),
  AGENT_WURKER_PROFILE_UNAVAILABLE: later(TEMPORARY),
  WURKER_PROFILE_UNAVAILABLE: later(TEMPORARY),
  AGENT_NOTIFICATION_STREAM_RATE_LIMITED: later(
    'Live notifications reconnect in a moment. Nothing is missed meanwhile.',
  ),
  AGENT_NOTIFICATION_STREAM_CONNECTION_LIMIT: later(
    'Live notifications are open in too many places. Close another tab or window, then reload.',
  ),
  SERVICE_UNAVAILABLE: later(TEMPORARY),
  RATE_LIMITED: later(RATE),

  // Generic conventions
  NOT_FOUND: none('That address does not exist on the marketplace. Go back and try another way.'),
  METHOD_NOT_ALLOWED: input('That action is not available here. Reload the page.'),
  REQUEST_TOO_LARGE: input('What you sent is too large. Shorten it and try again.'),
  UNSUPPORTED_MEDIA_TYPE: input(
    'The dashboard sent something the marketplace could not read. Reload the page and try again.',
  ),
  INTERNAL_ERROR: support(
    'The marketplace hit a problem of its own. Try again; contact support if it keeps happening.',
  ),

  // This dashboard's own proxy
  PROXY_ROUTE_NOT_ALLOWED: none('That is not available through this dashboard. Go back and try another way.'),
  PROXY_PATH_INVALID: input('That address is not valid. Check the link and try again.'),
  PROXY_ORIGIN_REFUSED: input(
    'The request did not come from this dashboard, so it was refused. Reload the page and try again.',
  ),
  PROXY_BODY_TOO_LARGE: input('What you sent is too large for this action. Shorten it and try again.'),
  PROXY_JSON_REQUIRED: input('The dashboard sent something it should not have. Reload the page and try again.'),
  PROXY_SIGN_IN_REQUIRED: { message: 'Sign in with your wallet to continue.', action: 'sign-in' },
  PROXY_SESSION_UNREADABLE: {
    message:
      'Your session could no longer be read on this dashboard, so you were signed out. Sign in again; check earlier orders from your purchases.',
    action: 'sign-in',
  },
  PROXY_UPSTREAM_TIMEOUT: {
    message:
      'The marketplace did not answer in time, so it may or may not have happened. Check its status before trying again.',
    action: 'check-status',
  },
  PROXY_UPSTREAM_UNREACHABLE: later('The marketplace cannot be reached right now. Try again in a moment.'),
  PROXY_UPSTREAM_ANSWER_INVALID: {
    message: 'The marketplace answered in a way the dashboard cannot read. Check the status before trying again.',
    action: 'check-status',
  },
  PROXY_IDEMPOTENCY_CHANGED: {
    message: 'This operation was already started with different details. Check its status instead of changing it.',
    action: 'check-status',
  },
  PROXY_OPERATION_IN_FLIGHT: {
    message: 'This is already being sent, from this page or another tab. Wait for its answer; it was not sent twice.',
    action: 'check-status',
  },
  RECOVERY_OPERATION_NOT_FOUND: none('That operation is no longer on your list. Reload the page.'),
  PROXY_JOURNAL_FULL: {
    message:
      'Too many operations started in this browser are still unconfirmed. Check them on the unfinished operations page before starting another.',
    action: 'check-status',
  },
  PROXY_OUTCOME_UNCERTAIN: {
    message:
      'We could not confirm whether this went through, so it was not sent again. Check its status before doing anything else.',
    action: 'check-status',
  },
  KEY_NOT_REVEALABLE: none(
    'There is no new key to show. A new key is shown once, within five minutes of the rotation.',
  ),
  PROXY_HANDLE_UNKNOWN: {
    message: 'This browser no longer holds the access to that order. Open it from your purchases.',
    action: 'check-status',
  },
  NETWORK_ERROR: later('The dashboard could not be reached. Check your connection and try again.'),
  RESPONSE_INVALID: {
    message:
      'The marketplace answered in a way the dashboard cannot read. Reload the page; check the status before paying again.',
    action: 'check-status',
  },
  PAYMENT_ABOVE_SHOWN_PRICE: none('The marketplace asked for more than the price shown. Nothing was signed or paid.'),
  PAYMENT_ASSET_UNEXPECTED: none(
    'The marketplace asked to be paid in something other than USDC. Nothing was signed or paid.',
  ),
  PAYMENT_NETWORK_UNEXPECTED: none(
    'The marketplace asked for a payment on another network than the one you chose. Nothing was signed or paid.',
  ),
  PAYMENT_PAYEE_UNEXPECTED: none(
    'The marketplace asked for a payment to an address that is not its own. Nothing was signed or paid.',
  ),
  PAYMENT_WALLET_NETWORK: none(
    'This wallet pays on another network than this payment. Choose a wallet on the network shown. Nothing was signed.',
  ),
  PAYMENT_TERMS_UNKNOWN: later(
    'The dashboard could not check this payment’s terms with the marketplace, so nothing was signed. Try again in a moment.',
  ),
  WALLET_DECLINED: none('You declined in your wallet, so nothing was signed or sent. You can try again.'),
  WALLET_DISCONNECTED: none(
    'Your wallet disconnected before it signed, so nothing was signed or sent. Connect it again and try again.',
  ),
  WALLET_WRONG_CHAIN: none(
    'Your wallet is on another network and did not switch to Base, so nothing was signed. Switch it to Base and try again.',
  ),
  WALLET_ACCOUNT_CHANGED: none(
    'Your wallet changed to another account than the one shown, so nothing was signed. Switch back to it, or start again with the new account.',
  ),
  WALLET_NOT_SIGNED_IN_ACCOUNT: {
    message:
      'This wallet account is not the one you are signed in with, so nothing was signed. Switch to that account in your wallet, or sign in again with this one.',
    action: 'sign-in',
  },
  PAYMENT_RESOURCE_UNEXPECTED: none(
    'The marketplace asked for a payment for something other than this action. Nothing was signed or paid.',
  ),
  AGENT_NOTIFICATION_STREAM_REAUTHENTICATE: later(
    'The live notification connection is renewing its sign-in. It reconnects on its own.',
  ),
  NOTIFICATION_TABS_LIMIT: later(
    'Your account has many live notification tabs open already. Close some; this one connects again when the timer ends.',
  ),
  NOTIFICATION_SESSION_TABS_LIMIT: later(
    'This browser has many live notification tabs open already. Close some; this one connects again when the timer ends.',
  ),
  NOTIFICATION_HUB_FULL: later(
    'Live notifications are busy on this server. The page connects again when the timer ends.',
  ),
  PROXY_READER_UNAVAILABLE: later(
    'Public profiles cannot be read right now. Try again in a moment, or sign in to read with your own account.',
  ),
  PROXY_SESSION_LIMIT: later(
    'Too many new visitors have started checkouts from your network in the last hour. Try again when the timer ends, or sign in first.',
  ),
  PROXY_RPC_RATE_LIMITED: later('The wallet asked the network too often. Try again when the timer ends.'),
  PROXY_SESSION_REQUIRED: none(
    'This works only during a checkout started on this dashboard. Start the checkout again from its page.',
  ),
  PROXY_RPC_REFUSED: input(
    'The wallet asked the network for something this dashboard does not relay. Reload the page and start the payment again.',
  ),
};

/**
 * Codes the sandbox answers where the contract names none (sandbox
 * assumptions), with the only routes that may answer them: a route whose codes
 * the contract lists must use its own. The bad-input suite holds every answer
 * to this.
 */
export const SANDBOX_ASSUMED_CODES: Readonly<Record<string, readonly string[]>> = {
  AGENT_WINNER_CAP_EXCEEDED: ['creator.chooseWinners'],
  AGENT_JOB_RANDOM_SELECTION: ['creator.chooseWinners'],
  AGENT_JOB_SELECTION_PAUSED: ['creator.chooseWinners'],
  X402_PAYMENT_PENDING: ['launch.jobAccepts', 'launch.jobPay'],
};

const FALLBACK_BY_STATUS: Record<number, ErrorInfo> = {
  400: input(`That was not accepted. ${FIX}`),
  401: { message: 'Sign in again to continue.', action: 'sign-in' },
  403: support('This action is not allowed for this account. Contact support if you think it should be.'),
  404: none('That could not be found. Go back and try another way.'),
  409: {
    message: 'This conflicts with something that already happened. Check its status before trying again.',
    action: 'check-status',
  },
  429: later(RATE),
  503: later(TEMPORARY),
};

export function describeError(code: string | undefined, status: number): ErrorInfo {
  if (code && ERROR_MESSAGES[code]) return ERROR_MESSAGES[code];
  return (
    FALLBACK_BY_STATUS[status] ??
    (status >= 500 ? later(TEMPORARY) : none('Something went wrong. Reload the page and try again.'))
  );
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
    const info = describeError(init.code, init.status);
    super(info.message);
    this.name = 'MarketplaceError';
    this.status = init.status;
    this.code = init.code;
    this.detail = init.detail;
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.retryAt =
      init.retryAfterSeconds !== undefined ? (init.now ?? Date.now()) + init.retryAfterSeconds * 1000 : undefined;
    this.action = info.action;
    this.body = init.body;
  }
}

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
