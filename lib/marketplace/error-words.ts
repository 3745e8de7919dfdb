/**
 * The words a person reads for each error code: one plain sentence that ends
 * with what to do next. The code itself never reaches the screen. Loaded only
 * when an error happens (`loadErrorWords` in errors.ts); the server and the
 * tests import it directly.
 */
import { ERROR_ACTIONS, FIX, NETWORK_WORDS, RATE, TEMPORARY, fallbackOf, type ErrorInfo } from './error-actions';

/**
 * Every code of the contract (part 7), of this dashboard's proxy and of the
 * sandbox, in one plain sentence; errors.ts says which action each calls for.
 */
export const ERROR_WORDS: Readonly<Record<string, string>> = {
  // Authentication
  AGENT_AUTH_AMBIGUOUS:
    'The request carried two sign-in credentials at once. Sign out and in again; contact support if it happens again.',
  AGENT_API_KEY_INVALID: 'Your session is no longer valid for this account. Sign in again.',
  AGENT_API_KEY_SIWX_REQUIRED: 'Rotating the API key needs a fresh signature from your wallet. Sign again.',
  SIWX_INVALID_PROOF: 'The wallet proof was not accepted. Sign a fresh one.',
  SIWX_INVALID_SIGNATURE: 'The wallet signature did not verify. Sign again with the same wallet.',
  SIWX_SMART_ACCOUNT:
    'This wallet signs as a smart account, whose signature the marketplace did not accept for signing in. Sign in with an ordinary account, such as one in MetaMask or Rabby.',
  SIWX_INVALID_TIME:
    'The wallet proof has expired or is not valid yet. Check your device’s clock and sign a fresh one.',
  SIWX_RESOURCE_MISMATCH: 'The wallet proof was signed for a different request. Sign a fresh one for this request.',
  SIWX_SCOPE_MISMATCH: 'The wallet proof was signed for a different purpose. Sign the statement shown for this action.',
  SIWX_CHAIN_MISMATCH: 'The wallet proof came from an unsupported network. Sign with a Solana or Base wallet.',
  SIWX_NONCE_ALREADY_USED: 'That wallet proof was already used. Sign a new one.',
  SIWX_UNEXPECTED_INPUT: 'Signing in takes nothing but your wallet’s signature. Start again from the sign-in button.',
  ACCOUNT_BLOCKED: 'This account is blocked. Contact support.',
  ACCOUNT_API_KEY_BLOCKED: 'This account’s API key is blocked. Contact support.',
  WALLET_CREDENTIAL_DISABLED: 'This wallet has been disabled for sign-in. Contact support.',
  EVM_CREDENTIAL_DISABLED: 'This Base wallet has been disabled for sign-in. Contact support.',
  WALLET_DUPLICATE_ACCOUNTS: 'This wallet is linked to several accounts. Contact support to sort it out.',
  EVM_LEGACY_ACCOUNT_REVIEW_REQUIRED:
    'This Base wallet belongs to an older account that needs a review. Contact support.',
  AGENT_ACCOUNT_NOT_FOUND: 'No account was found for this sign-in. Sign in again with your wallet.',
  ACCOUNT_NOT_FOUND: 'No account was found. Sign in again with your wallet.',

  // Input
  AGENT_UNEXPECTED_INPUT: 'This action takes no extra details. Reload the page and try again.',
  AGENT_API_KEY_INPUT_INVALID: 'Key rotation takes no extra details. Reload the page and try again.',
  AGENT_API_KEY_METHOD_INVALID: 'Key rotation cannot be done this way. Use the Rotate key button on your account page.',
  STORE_PRODUCT_INPUT_INVALID: 'Some of the listing details or search filters are not valid. Check them and try again.',
  STORE_PRODUCT_PRICE_UNSUPPORTED:
    'That price cannot be used. Enter a price of at least $0.01, in dollars and cents (like 9.99).',
  USER_INPUT_INVALID: 'That is not a valid nickname. Check it and try again.',
  AGENT_USER_INPUT_INVALID: 'That is not a valid nickname. Check it and try again.',
  AGENT_USER_METHOD_INVALID: 'Profiles can only be read, not changed, here. Reload the page.',
  CHECKOUT_INPUT_INVALID: `Some checkout details are not valid. ${FIX}`,
  ORDER_INPUT_INVALID: `That order action is not valid. ${FIX}`,
  PURCHASE_HISTORY_INPUT_INVALID: 'That page of your purchases does not exist. Go back to the newest purchases.',
  AGENT_SUBMISSION_INPUT_INVALID:
    'Something in your entry, or in the page of submissions asked for, is not valid. Check it, or go back to the newest submissions.',
  AGENT_SUBMISSION_IMAGE_REQUIRED:
    'This job needs image evidence. Attach at least one PNG, JPEG, GIF or WebP image and send again.',
  AGENT_WORK_OVERVIEW_INPUT_INVALID: 'That view of your jobs is not valid. Clear the filters and try again.',
  AGENT_ACTIONS_INPUT_INVALID: 'That view of your actions is not valid. Clear the filters and try again.',
  AGENT_NOTIFICATION_INPUT_INVALID: 'That view of your notifications is not valid. Reload the page.',
  AGENT_NOTIFICATION_STREAM_INPUT_INVALID: 'Live notifications could not start. Reload the page.',
  SWAP_INPUT_INVALID: `Some swap details are not valid. ${FIX}`,
  EARNINGS_INPUT_INVALID:
    'That view of your earnings was not accepted. Clear the filters, or reload the page, and try again.',
  EARNINGS_REQUEST_TOO_LARGE:
    'That earnings request is too large to send. Clear the filters, or reload the page, and try again.',
  EARNINGS_METHOD_INVALID: 'Earnings can only be read here. Reload the page.',
  AGENT_WORK_OVERVIEW_METHOD_INVALID: 'Your jobs can only be read here. Reload the page.',
  AGENT_ACTIONS_METHOD_INVALID: 'Your actions can only be read here. Reload the page.',
  REQUEST_INVALID: `Some details are not valid. ${FIX}`,

  WURKER_PROFILE_INPUT_INVALID: 'Some of the profile details are not valid. Check the form and try again.',
  WURKER_MEDIA_INVALID:
    'One of the pictures or files is not ready, not yours, or uploaded for something else. Upload it again here.',
  WURKER_NICKNAME_TAKEN: 'That nickname is already taken. Choose another one.',
  MEDIA_INPUT_INVALID: 'That file could not be uploaded. Choose the file again.',
  MEDIA_TYPE_UNSUPPORTED:
    'This file type is not accepted here. Choose a file of one of the types listed beside the field.',
  MEDIA_TOO_LARGE: 'This file is too large to upload. Choose a smaller file.',

  // Not found
  // Said to shoppers and to sellers about their own listings (spec 4.4: a missing or foreign one, the same 404).
  STORE_PRODUCT_NOT_FOUND:
    'This listing does not exist or is no longer available. Go back to the list you came from and choose another.',
  USER_NOT_FOUND: 'No public profile has that nickname. Check the spelling.',
  PURCHASE_NOT_FOUND:
    'No purchase matches these details. Open it from your purchases or the unfinished operations page.',
  ORDER_NOT_FOUND: 'This order could not be found with the saved details. Open it from your purchases.',
  AGENT_JOB_NOT_FOUND: 'This job does not exist or is no longer open. Browse the job board for another.',
  AGENT_WORK_OVERVIEW_NOT_FOUND: 'This job could not be found in your jobs. Go back to the list.',
  SWAP_NOT_FOUND: 'This swap could not be found. Go back to your swaps.',

  // Permissions and job entry
  AGENT_HUMAN_VERIFICATION_REQUIRED:
    'This needs a verified human owner. Complete proof of human on your account page first.',
  AGENT_JOB_NOT_ALLOWED: 'This job is not open to your account. Choose another job.',
  AGENT_JOB_COMMUNITY_NOT_ALLOWED: 'This job is only for members of its community. Choose another job.',
  AGENT_JOB_SELF_SUBMISSION: 'You cannot enter your own job. Choose another job.',
  AGENT_JOB_CREATOR_BLOCKED: 'This job’s creator does not accept entries from your account. Choose another job.',
  AGENT_NOTIFICATION_STREAM_ACCOUNT_REQUIRED:
    'Live notifications are only available to agent accounts. Your inbox still works.',

  // Conflicts
  STORE_PRODUCT_IDEMPOTENCY_CONFLICT:
    'This listing was already saved with different details. Reload it before changing it again.',
  AGENT_JOB_CLOSED: 'This job has closed for entries. Choose another job.',
  AGENT_JOB_FULL: 'This job has no places left. Choose another job.',
  AGENT_JOB_HUMAN_ALREADY_PARTICIPATED:
    'The verified human behind your account has already entered this job from another account. Choose another job.',
  AGENT_JOB_VIEW_FLOW_REQUIRED: 'This job is entered on the marketplace website, not here. Open it there to take part.',

  // Checkout
  DIRECT_HIRE_USER_BUSY: 'This worker is busy with another checkout. Your hire is kept and tried again in a moment.',
  CHECKOUT_SELF_PURCHASE: 'You cannot buy from or hire yourself. Choose another seller.',
  CHECKOUT_PRICE_ON_REQUEST: 'This listing has no fixed price yet. Contact the seller first.',
  CHECKOUT_PRODUCT_UNAVAILABLE: 'This listing cannot be bought right now. Try again later or choose another.',
  CHECKOUT_HIRE_UNAVAILABLE: 'This worker cannot be hired right now. Try again later or hire someone else.',
  CHECKOUT_IDEMPOTENCY_CONFLICT:
    'This checkout was started with different details. Check its status instead of changing it.',
  CHECKOUT_QUOTE_EXPIRED: 'The quote has expired, and nothing was paid for it. Ask for a new quote.',
  CHECKOUT_QUOTE_TOO_LATE: 'Less than a minute was left on the quote, so payment was not started. Ask for a new quote.',
  CHECKOUT_TOKEN_INVALID:
    'The saved checkout details do not match this checkout. Open it from the unfinished operations page.',
  CHECKOUT_PAYMENT_INVALID: 'The payment signature was not accepted, and nothing was charged. Sign again.',
  CHECKOUT_PAYMENT_REPLAYED: 'That payment was already used. Check the status of your order; do not pay again.',
  CHECKOUT_PAYMENT_MISMATCH:
    'The signed payment does not match the quote, and nothing was charged. Sign the quote shown.',
  CHECKOUT_STATUS_CREDENTIALS_REQUIRED:
    'This order’s status is private. Open it in the browser that bought it, or sign in with the account that paid.',
  CHECKOUT_REQUEST_TOO_LARGE: 'The checkout details are too long. Shorten the description or remove attachments.',
  PURCHASE_HISTORY_RATE_LIMITED: RATE,
  PURCHASE_HISTORY_BUSY: TEMPORARY,
  PURCHASE_HISTORY_UNAVAILABLE: TEMPORARY,
  ORDER_NOT_ACTIVE: 'This order is not active yet. Chat and approval open once the payment is confirmed.',
  ORDER_CHAT_RATE_LIMITED: 'Messages are read once every 10 seconds. New ones appear in a moment.',
  ORDER_SEND_COOLDOWN: 'Messages can be sent once every 15 seconds. Your message is kept; send it again in a moment.',
  ORDER_SEND_CONFLICT:
    'A different message was already sent under this one’s name. Edit your message and send it again.',
  ORDER_FINALIZE_BLOCKED:
    'Approval is blocked for this order while a refund, rejection or funding is under review. Contact support.',
  ORDER_NOTHING_TO_REVIEW: 'There is no delivered work to review yet. You can review once the seller delivers.',

  // Swaps
  SWAP_ASSET_INVALID: 'Choose one of the six platform assets to swap from and to.',
  SWAP_AMOUNT_INVALID:
    'Enter the amount with digits and at most one decimal point, within the asset’s decimals, like 1.5.',
  SWAP_REQUEST_KEY_INVALID: 'This swap could not be identified. Start it again.',
  SWAP_INVALID_REQUEST: 'This swap request cannot be made. Check the two assets and the amount, then try again.',
  SWAP_AMOUNT_TOO_SMALL:
    'The amount is below the minimum for this pair, so nothing was swapped. Enter a larger amount.',
  SWAP_INSUFFICIENT_BALANCE: 'Your balance is lower than this amount. Enter a smaller amount.',
  AGENT_SWAP_INTENT_INVALID: 'The wallet signature does not match this swap. Sign again for the swap shown.',
  SWAP_ACCOUNT_CHANGED: 'This swap was started from another account. Start a new swap here.',
  SWAP_IDEMPOTENCY_CONFLICT:
    'This swap was already started with a different pair or amount. Check its status instead of changing it.',
  SWAP_ALREADY_PENDING: 'Another swap is still in progress. A new one can start when it finishes.',
  SWAP_HISTORY_ACCOUNT_CHANGED: 'You signed in to another account meanwhile. Sign in again to see this history.',

  // Earnings
  EARNINGS_ACCOUNT_CHANGED: 'You signed in to another account meanwhile. Sign in again to see these earnings.',
  // Launching paid work (4.14)
  X402_INPUT_INVALID: 'Some of the details are not valid. Check them and try again.',
  X402_PAYMENT_INVALID: 'The payment signature was not accepted. Nothing was charged; sign again.',
  X402_PAYMENT_MISMATCH:
    'The signed payment does not match the price shown. Nothing was charged; sign the price shown.',
  X402_PAYMENT_NOT_SETTLED: 'The payment could not be completed. Nothing was charged; sign again.',
  X402_PAYMENT_REPLAYED:
    'That payment was already used. Nothing was charged again; find the work you paid for instead of paying again.',
  X402_RECOVER_NOT_FOUND:
    'This wallet has not paid for any work on this network. Check that you signed with the wallet that paid.',
  X402_JOB_NOT_FOUND: 'No job with this ID is waiting for a payment. Check the job ID.',
  X402_JOB_ALREADY_PAID: 'This job is already paid. Nothing was charged again.',
  X402_PAYMENT_PENDING:
    'A payment for this job is being confirmed. Do not pay again: its status shows here in a moment.',
  EXTERNAL_JOB_INPUT_INVALID: 'Some of the job details are not valid. Check them and try again.',
  EXTERNAL_JOB_POST_NOT_FOUND: 'That post could not be found. Check the link.',
  EXTERNAL_JOB_AUTHOR_BLOCKED: 'Jobs for posts by this author are not accepted. Choose another post.',
  EXTERNAL_JOB_POST_TOO_POPULAR:
    'That post already has more than 500 reposts, so jobs for it are not accepted. Choose another post.',
  EXTERNAL_JOB_TOTAL_TOO_LOW:
    'The total is below the minimum for this many completions. Raise it to at least the minimum shown.',
  EXTERNAL_JOB_INSUFFICIENT_BALANCE:
    'Your SOL balance is lower than this total. Lower the total or add to your balance.',

  // Jobs: finding and entering them (4.6)
  AGENT_JOB_SUBMISSION_INPUT_INVALID:
    'Check your entry: write some text (at most 5,000 characters) or attach at least one file (at most 5).',
  AGENT_SUBMISSION_MEDIA_INVALID:
    'One of the attachments is not one of your finished portfolio uploads. Upload it again, then attach it.',
  AGENT_SUBMISSION_EXISTS: 'You have already entered this job. Each account can enter a job once.',
  AGENT_SUBMISSION_CHANGED: 'You already sent a different entry for this job. An entry cannot be changed once sent.',
  AGENT_JOB_RESERVATION_EXPIRED:
    'The place you won was not claimed in time and has been released. You can try again for a new place.',

  // Jobs: the creator's side (4.7, 4.8)
  AGENT_JOB_INPUT_INVALID: 'Some of the chosen entries are not entries of this job. Choose from the entries listed.',
  // Sandbox assumptions: the contract says selection cannot exceed the cap, and is paused by a refund review, but names no codes.
  AGENT_WINNER_CAP_EXCEEDED: 'That is more winners than the places left. Choose fewer entries.',
  AGENT_JOB_RANDOM_SELECTION:
    'Winners of this job are drawn at random when it closes, so they cannot be chosen. Wait for the draw.',
  AGENT_JOB_SELECTION_PAUSED:
    'Winners cannot be chosen right now: the job is not funded, or a refund is being reviewed. Try again once that is settled.',

  // Rate limits and temporary states (part 8)
  AGENT_READ_RATE_LIMITED: RATE,
  AGENT_READ_BUSY: TEMPORARY,
  AGENT_API_UNAVAILABLE: TEMPORARY,
  SIWX_ACCOUNT_RATE_LIMITED: RATE,
  SIWX_ACCOUNT_BUSY: TEMPORARY,
  SIWX_ACCOUNT_UNAVAILABLE: TEMPORARY,
  AGENT_API_KEY_BUSY: TEMPORARY,
  AGENT_API_KEY_ROTATION_UNAVAILABLE: TEMPORARY,
  STORE_PRODUCT_RATE_LIMITED: RATE,
  AGENT_USER_RATE_LIMITED: 'Profiles can be read once every 10 seconds. Try again in a moment.',
  AGENT_USER_BUSY: TEMPORARY,
  AGENT_USER_UNAVAILABLE: TEMPORARY,
  AGENT_USER_RATE_LIMIT_UNAVAILABLE: TEMPORARY,
  AGENT_HUMAN_RATE_LIMITED: 'At most 10 verification links can be made per hour. Try again later.',
  AGENT_SUBMISSION_RATE_LIMITED:
    'Entries can be sent once every 30 seconds. Your entry is kept; send it again in a moment.',
  AGENT_SUBMISSION_UNAVAILABLE: TEMPORARY,
  AGENT_SUBMISSION_BUSY: TEMPORARY,
  SWAP_RATE_LIMITED: 'Swaps can be started once every 15 seconds. Try again in a moment.',
  SWAP_HISTORY_RATE_LIMITED: RATE,
  AGENT_SWAP_UNAVAILABLE: TEMPORARY,
  AGENT_SWAP_SCHEMA_NOT_READY: TEMPORARY,
  SWAP_RATE_LIMIT_UNAVAILABLE: TEMPORARY,
  SWAP_HISTORY_UNAVAILABLE: TEMPORARY,
  SWAP_HISTORY_RATE_LIMIT_UNAVAILABLE: TEMPORARY,
  EARNINGS_RATE_LIMITED: RATE,
  EARNINGS_UNAVAILABLE: TEMPORARY,
  EARNINGS_RATE_LIMIT_UNAVAILABLE: TEMPORARY,
  AGENT_WORK_OVERVIEW_UNAVAILABLE: TEMPORARY,
  AGENT_ACTIONS_UNAVAILABLE: TEMPORARY,
  AGENT_WURKER_PROFILE_UNAVAILABLE: TEMPORARY,
  WURKER_PROFILE_UNAVAILABLE: TEMPORARY,
  AGENT_NOTIFICATION_STREAM_RATE_LIMITED: 'Live notifications reconnect in a moment. Nothing is missed meanwhile.',
  AGENT_NOTIFICATION_STREAM_CONNECTION_LIMIT:
    'Live notifications are open in too many places. Close another tab or window, then reload.',
  SERVICE_UNAVAILABLE: TEMPORARY,
  RATE_LIMITED: RATE,

  // Generic conventions
  NOT_FOUND: 'That address does not exist on the marketplace. Go back and try another way.',
  METHOD_NOT_ALLOWED: 'That action is not available here. Reload the page.',
  REQUEST_TOO_LARGE: 'What you sent is too large. Shorten it and try again.',
  UNSUPPORTED_MEDIA_TYPE: 'The dashboard sent something the marketplace could not read. Reload the page and try again.',
  INTERNAL_ERROR: 'The marketplace hit a problem of its own. Try again; contact support if it keeps happening.',

  // This dashboard's own proxy
  PROXY_ROUTE_NOT_ALLOWED: 'That is not available through this dashboard. Go back and try another way.',
  PROXY_PATH_INVALID: 'That address is not valid. Check the link and try again.',
  PROXY_ORIGIN_REFUSED:
    'The request did not come from this dashboard, so it was refused. Reload the page and try again.',
  PROXY_BODY_TOO_LARGE: 'What you sent is too large for this action. Shorten it and try again.',
  PROXY_JSON_REQUIRED: 'The dashboard sent something it should not have. Reload the page and try again.',
  PROXY_SIGN_IN_REQUIRED: 'Sign in with your wallet to continue.',
  PROXY_SESSION_UNREADABLE:
    'Your session could no longer be read on this dashboard, so you were signed out. Sign in again; check earlier orders from your purchases.',
  PROXY_UPSTREAM_TIMEOUT:
    'The marketplace did not answer in time, so it may or may not have happened. Check its status before trying again.',
  PROXY_UPSTREAM_UNREACHABLE: 'The marketplace cannot be reached right now. Try again in a moment.',
  PROXY_UPSTREAM_NOT_REACHED: 'The marketplace could not be reached, so nothing was sent to it. Try again in a moment.',
  PROXY_UPSTREAM_BUSY: 'The marketplace is busy and did not take this. Try again once the wait is over.',
  PROXY_UPSTREAM_RATE_LIMITED: 'That was a little fast for the marketplace. Try again once the wait is over.',
  PROXY_UPSTREAM_ANSWER_INVALID:
    'The marketplace answered in a way the dashboard cannot read. Check the status before trying again.',
  PROXY_IDEMPOTENCY_CHANGED:
    'This operation was already started with different details. Check its status instead of changing it.',
  PROXY_OPERATION_IN_FLIGHT:
    'This is already being sent, from this page or another tab. Wait for its answer; it was not sent twice.',
  RECOVERY_OPERATION_NOT_FOUND: 'That operation is no longer on your list. Reload the page.',
  PROXY_JOURNAL_FULL:
    'Too many operations started in this browser are still unconfirmed. Check them on the unfinished operations page before starting another.',
  PROXY_OUTCOME_UNCERTAIN:
    'We could not confirm whether this went through, so it was not sent again. Check its status before doing anything else.',
  KEY_NOT_REVEALABLE: 'There is no new key to show. A new key is shown once, within five minutes of the rotation.',
  // Answered before anything was sent: nothing happened.
  PROXY_HANDLE_UNKNOWN:
    'This browser no longer holds the access this needs, so nothing was sent. Open it again from your purchases or your jobs.',
  NETWORK_ERROR: NETWORK_WORDS,
  RESPONSE_INVALID:
    'The marketplace answered in a way the dashboard cannot read. Reload the page; check the status before paying again.',
  PAYMENT_ABOVE_SHOWN_PRICE: 'The marketplace asked for more than the price shown. Nothing was signed or paid.',
  PAYMENT_NOT_SHOWN_AMOUNT:
    'The marketplace asked for an amount other than the exact one shown. Nothing was signed or paid.',
  QUOTE_ABOVE_BUDGET:
    'The marketplace quoted more than the budget you entered, so the quote is not offered. Nothing was signed or paid. Ask for a new quote.',
  QUOTE_NOT_AS_ASKED:
    'The marketplace quoted a different order from the one you asked for (another network or kind), so it is not offered. Nothing was signed or paid. Ask for a new quote.',
  QUOTE_DOES_NOT_ADD_UP:
    'The marketplace’s quote has figures that do not add up, so it is not offered. Nothing was signed or paid. Ask for a new quote; if it happens again, contact support.',
  PAYMENT_ASSET_UNEXPECTED:
    'The marketplace asked to be paid in something other than USDC. Nothing was signed or paid.',
  PAYMENT_NETWORK_UNEXPECTED:
    'The marketplace asked for a payment on another network than the one you chose. Nothing was signed or paid.',
  PAYMENT_PAYEE_UNEXPECTED:
    'The marketplace asked for a payment to an address that is not its own. Nothing was signed or paid.',
  PAYMENT_WALLET_NETWORK:
    'This wallet pays on another network than this payment. Choose a wallet on the network shown. Nothing was signed.',
  PAYMENT_TERMS_UNKNOWN:
    'The dashboard could not check this payment’s terms with the marketplace, so nothing was signed. Try again in a moment.',
  WALLET_DECLINED: 'You declined in your wallet, so nothing was signed or sent. You can try again.',
  WALLET_DISCONNECTED:
    'Your wallet disconnected before it signed, so nothing was signed or sent. Connect it again and try again.',
  WALLET_WRONG_CHAIN:
    'Your wallet is on another network and did not switch to Base, so nothing was signed. Switch it to Base and try again.',
  WALLET_ACCOUNT_CHANGED:
    'Your wallet changed to another account than the one shown, so nothing was signed. Switch back to it, or start again with the new account.',
  WALLET_NOT_SIGNED_IN_ACCOUNT:
    'This wallet account is not the one you are signed in with, so nothing was signed. Switch to that account in your wallet, or sign in again with this one.',
  PAYMENT_RESOURCE_UNEXPECTED:
    'The marketplace asked for a payment for something other than this action. Nothing was signed or paid.',
  AGENT_NOTIFICATION_STREAM_REAUTHENTICATE:
    'The live notification connection is renewing its sign-in. It reconnects on its own.',
  NOTIFICATION_TABS_LIMIT:
    'Your account has many live notification tabs open already. Close some; this one connects again when the timer ends.',
  NOTIFICATION_SESSION_TABS_LIMIT:
    'This browser has many live notification tabs open already. Close some; this one connects again when the timer ends.',
  NOTIFICATION_ACCOUNT_CHANGED:
    'This browser is now signed in to another account, or signed out. The page follows who is signed in.',
  NOTIFICATION_HUB_FULL: 'Live notifications are busy on this server. The page connects again when the timer ends.',
  PROXY_READER_UNAVAILABLE:
    'Public profiles cannot be read right now. Try again in a moment, or sign in to read with your own account.',
  PROXY_SESSION_LIMIT:
    'Too many new visitors have started checkouts from your network in the last hour. Try again when the timer ends, or sign in first.',
  PROXY_RPC_RATE_LIMITED: 'The wallet asked the network too often. Try again when the timer ends.',
  PROXY_RPC_UNAVAILABLE:
    'The Solana network could not be reached to prepare the payment. Nothing was signed or paid. Try again in a moment.',
  PROXY_SESSION_REQUIRED:
    'This works only during a checkout started on this dashboard. Start the checkout again from its page.',
  PROXY_RPC_REFUSED:
    'The wallet asked the network for something this dashboard does not relay. Reload the page and start the payment again.',
  PROXY_MEDIA_REFUSED:
    'This picture cannot be shown here. It is not one of the marketplace’s, or it could not be read.',
};

/** Each code's sentence and action. */
export const ERROR_MESSAGES: Readonly<Record<string, ErrorInfo>> = Object.fromEntries(
  Object.entries(ERROR_WORDS).map(([code, message]) => [code, { message, action: ERROR_ACTIONS[code] ?? 'none' }]),
);

/** A code's sentence and action; a code not listed here is described by its status. */
export function describeError(code: string | undefined, status: number): ErrorInfo {
  return (code && ERROR_MESSAGES[code]) || fallbackOf(status);
}

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
  X402_PAYMENT_PENDING: ['launch.jobAccepts', 'launch.jobPay', 'launch.jobPayBase'],
};
