/**
 * What a wallet must be able to do, and the checks made before every
 * signature: still connected, still on the account the page shows (and, when
 * signed in, the account of the session), and on the right chain. Each
 * failure is a dashboard code with plain words (`lib/marketplace/errors.ts`).
 */
import { MarketplaceError, parseRetryAfter } from '@/lib/marketplace/errors';
import type { Network } from '@/lib/marketplace/schema';

/** What the wallet is chosen for: signing in needs a signed message, paying a signed transaction (Solana) or typed data (Base). */
export type WalletPurpose = 'sign-in' | 'pay';

export const walletRefusal = (code: string) => new MarketplaceError({ status: 0, code });

/**
 * Why a Solana wallet cannot serve a purpose, in words; undefined when it can.
 * Before it connects, a Wallet Standard wallet (Phantom, Solflare, Backpack)
 * says what it can by its features; once connected, its adapter has the signing
 * methods the connected account can use (a watch-only or hardware account may
 * lack some the wallet has), as a classic adapter always has its methods.
 */
export function solanaUnable(adapter: object, purpose: WalletPurpose): string | undefined {
  const connected = 'connected' in adapter && adapter.connected === true;
  const features =
    !connected && 'standard' in adapter && adapter.standard === true && 'wallet' in adapter
      ? (adapter.wallet as { features: Record<string, unknown> }).features
      : undefined;
  const can = (method: 'signMessage' | 'signTransaction') =>
    features ? `solana:${method}` in features : method in adapter;
  if (purpose === 'sign-in' && !can('signMessage')) return 'It cannot sign a message, which signing in needs.';
  if (purpose === 'pay' && !can('signTransaction'))
    return 'It can only send transactions itself, and a payment here must be signed and handed to the marketplace, which sends it.';
  if (purpose === 'pay' && !signsVersioned(adapter, features))
    return 'It signs only older transactions, and a payment here is a newer (version 0) transaction.';
  return undefined;
}

/**
 * Whether the wallet signs version 0 transactions, which the x402 payment is: by the versions its signing feature
 * lists before it connects, or its adapter after. A wallet that lists none is given the benefit of the doubt.
 */
function signsVersioned(adapter: object, features: Record<string, unknown> | undefined): boolean {
  const listed = features
    ? (features['solana:signTransaction'] as { supportedTransactionVersions?: unknown } | undefined)
        ?.supportedTransactionVersions
    : 'supportedTransactionVersions' in adapter
      ? adapter.supportedTransactionVersions
      : undefined;
  if (listed instanceof Set) return listed.has(0);
  if (Array.isArray(listed)) return listed.includes(0);
  return true;
}

export function sameAddress(network: Network, a: string, b: string): boolean {
  return network === 'base' ? a.toLowerCase() === b.toLowerCase() : a === b;
}

/** Whether a connected wallet is the signed-in account (same network, same address). */
export const isAccountOf = (
  wallet: { network: Network; address: string },
  signedIn: { network: Network; walletAddress: string },
): boolean =>
  signedIn.network === wallet.network && sameAddress(wallet.network, signedIn.walletAddress, wallet.address);

/** The wallet's account now, against the one shown when it connected. */
export function checkStillOn(network: Network, current: string | null | undefined, shown: string): void {
  if (!current) throw walletRefusal('WALLET_DISCONNECTED');
  if (!sameAddress(network, current, shown)) throw walletRefusal('WALLET_ACCOUNT_CHANGED');
}

/**
 * A payment signed by another account of the network the person is signed in
 * on would land on another account: it is refused before the wallet is asked.
 */
export function checkSignedInAccount(
  wallet: { network: Network; address: string },
  signedIn: { network: Network; walletAddress: string } | null | undefined,
): void {
  if (
    signedIn &&
    signedIn.network === wallet.network &&
    !sameAddress(wallet.network, signedIn.walletAddress, wallet.address)
  )
    throw walletRefusal('WALLET_NOT_SIGNED_IN_ACCOUNT');
}

const DECLINED_WORDS =
  /user rejected|rejected the request|user denied|denied by the user|user declined|declined by the user|user cancell?ed/i;

/** The error and the errors it wraps: wallet-adapter keeps the wallet's own as `error`, viem and x402 as `cause`. */
function* chain(error: unknown): Generator<Record<string, unknown>> {
  let seen = error;
  for (let depth = 0; depth < 6 && typeof seen === 'object' && seen !== null; depth++) {
    const record = seen as Record<string, unknown>;
    yield record;
    seen = record.cause ?? record.error;
  }
}

/**
 * Whether the person declined in the wallet: EIP-1193's 4001 (MetaMask, and
 * Phantom on Solana too), ethers' ACTION_REJECTED, viem's named error, or the
 * words wallets use.
 */
export function isDeclined(error: unknown): boolean {
  for (const { code, name, message } of chain(error)) {
    if (code === 4001 || code === 'ACTION_REJECTED' || name === 'UserRejectedRequestError') return true;
    if (typeof message === 'string' && DECLINED_WORDS.test(message)) return true;
  }
  return false;
}

/** EIP-1193's 4100 (not authorized) and 4900 (disconnected), and wallet-adapter's own. */
function isDisconnected(error: unknown): boolean {
  for (const { code, name } of chain(error)) {
    if (code === 4100 || code === 4900 || name === 'WalletNotConnectedError' || name === 'WalletDisconnectedError')
      return true;
  }
  return false;
}

/**
 * A wallet's failure as the person should read it: declining is their choice,
 * said plainly, and a refusal of ours stays ours even when a payment library
 * wrapped it. Other failures keep the wallet's own words.
 */
export function fromWallet(error: unknown): unknown {
  for (const link of chain(error)) if (link instanceof MarketplaceError) return link;
  if (isDeclined(error)) return walletRefusal('WALLET_DECLINED');
  if (isDisconnected(error)) return walletRefusal('WALLET_DISCONNECTED');
  return rpcRefusal(error) ?? error;
}

/** @solana/errors' SOLANA_ERROR__RPC__TRANSPORT_HTTP_ERROR, named here so the check costs no import. */
const RPC_HTTP_ERROR = 8100002;

/**
 * The Solana RPC (through this dashboard's relay) refused a read the payment
 * client needed: said in words, with its wait, instead of the library's
 * numbered error. Nothing was signed.
 */
function rpcRefusal(error: unknown): MarketplaceError | undefined {
  for (const { context } of chain(error)) {
    const refusal = context as { __code?: unknown; statusCode?: unknown; headers?: unknown } | undefined;
    if (refusal?.__code !== RPC_HTTP_ERROR) continue;
    const retryAfter = refusal.headers instanceof Headers ? refusal.headers.get('retry-after') : null;
    return new MarketplaceError({
      status: refusal.statusCode === 429 ? 429 : 502,
      code: refusal.statusCode === 429 ? 'PROXY_RPC_RATE_LIMITED' : 'PROXY_RPC_UNAVAILABLE',
      retryAfterSeconds: parseRetryAfter(retryAfter),
    });
  }
  return undefined;
}
