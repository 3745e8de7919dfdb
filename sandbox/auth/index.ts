/**
 * Credentials for every route kind (spec part 5): exactly one of X-API-Key or
 * SIGN-IN-WITH-X on account routes, SIWX only where the route says so, and
 * the free sign-in challenge when nothing was sent. Checkouts take no login
 * headers; status reads take exactly one of the checkout token, an API key or
 * a wallet proof; the order room takes the order secret, the legacy job routes
 * the job secret.
 */
import { SECRET_FIELD } from '@/lib/marketplace/route';
import { purposeOf } from '@/lib/marketplace/routes';
import { isRecord } from '@/lib/marketplace/schema';
import type { RequestInfo } from '../http/contract';
import { fail } from '../http/errors';
import type { SandboxContext, SandboxDeps } from '../deps';
import { accountByApiKey, walletWithAccount, type AccountRow } from '../account/repo';
import { CHECKOUT_TOKEN_HEADER, isCheckoutToken } from '../checkout/token';
import { signInChallenge, statementFor, verifyProof } from './siwx';

const MAX_KEY = 512;
const MAX_SECRET = 512;

function refuseRestricted(account: AccountRow, via: 'key' | 'siwx'): void {
  if (account.blocked) throw fail(403, 'ACCOUNT_BLOCKED', 'This account is blocked.');
  if (via === 'key' && account.apiKeyBlocked)
    throw fail(403, 'ACCOUNT_API_KEY_BLOCKED', 'This account’s API key is blocked.');
}

async function accountFromKey(deps: SandboxDeps, header: string): Promise<AccountRow> {
  const key = header.trim();
  if (key === '' || header.length > MAX_KEY)
    throw fail(400, 'AGENT_API_KEY_INPUT_INVALID', 'X-API-Key must be nonempty and at most 512 characters.');
  const account = await accountByApiKey(deps.db, key);
  if (!account) throw fail(401, 'AGENT_API_KEY_INVALID', 'This API key is not valid (it may have been rotated).');
  refuseRestricted(account, 'key');
  return account;
}

async function accountFromProof(deps: SandboxDeps, info: RequestInfo, statement: string): Promise<AccountRow> {
  const identity = await verifyProof(deps, info, statement);
  const found = await walletWithAccount(deps.db, identity.network, identity.address);
  if (!found)
    throw fail(
      404,
      'AGENT_ACCOUNT_NOT_FOUND',
      'No account is registered for this wallet. Create one with account access first.',
    );
  if (found.wallet.disabled) {
    throw fail(
      403,
      identity.network === 'base' ? 'EVM_CREDENTIAL_DISABLED' : 'WALLET_CREDENTIAL_DISABLED',
      'This wallet credential is disabled.',
    );
  }
  if (identity.network === 'solana' && !found.wallet.primary)
    throw fail(403, 'WALLET_CREDENTIAL_DISABLED', 'Solana sign-in needs the account’s primary wallet.');
  refuseRestricted(found.account, 'siwx');
  return found.account;
}

export async function authenticate(
  deps: SandboxDeps,
  info: RequestInfo,
  parsed: { query: unknown; body: unknown },
): Promise<SandboxContext | Response> {
  const { route, request } = info;
  // Paid x402 routes: the payer is whoever signs the payment (the handler reads it); login headers play no part.
  if (route.auth === 'public' || route.auth === 'x402') return { deps };

  const key = request.headers.get('x-api-key');
  const proof = request.headers.get('sign-in-with-x');
  const purpose = purposeOf(route, deps.config.serviceName);
  if (route.auth === 'checkout') {
    // Checkout is x402: the payer is whoever signs the payment, never a logged-in account.
    if (key !== null || proof !== null)
      throw fail(
        400,
        'CHECKOUT_INPUT_INVALID',
        'Checkout takes no X-API-Key or SIGN-IN-WITH-X; pay with PAYMENT-SIGNATURE and keep the X-Checkout-Token.',
      );
    return { deps };
  }

  if (route.auth === 'status') return statusCredentials(deps, info, parsed, purpose, key, proof);

  if (route.auth === 'secret') {
    if (route.secretKind === 'job-secret') {
      // Legacy job routes take the secret in the body or the query (already checked by the route's schema).
      const input = route.secretIn === 'query' ? parsed.query : parsed.body;
      const secret = isRecord(input) && typeof input[SECRET_FIELD] === 'string' ? input[SECRET_FIELD].trim() : '';
      if (secret === '') throw fail(404, 'AGENT_JOB_NOT_FOUND', 'Send the job secret.');
      return { deps, jobSecret: secret };
    }
    const secret = request.headers.get('x-secret');
    if (secret === null || secret.trim() === '' || secret.length > MAX_SECRET)
      throw fail(404, 'ORDER_NOT_FOUND', 'Send the order secret in X-Secret.');
    return { deps, orderSecret: secret.trim() };
  }

  if (key !== null && proof !== null)
    throw fail(400, 'AGENT_AUTH_AMBIGUOUS', 'Send exactly one of X-API-Key or SIGN-IN-WITH-X, not both.');

  if (route.auth === 'siwx') {
    if (key !== null)
      throw fail(
        401,
        'AGENT_API_KEY_SIWX_REQUIRED',
        'This route takes a fresh wallet proof (SIGN-IN-WITH-X), not an API key.',
      );
    const statement = await statementFor(info, purpose, parsed.query);
    if (proof === null) return signInChallenge(deps, info, purpose, statement);
    return { deps, identity: await verifyProof(deps, info, statement) };
  }

  if (route.auth === 'key') {
    if (proof !== null || key === null)
      throw fail(401, 'AGENT_API_KEY_INVALID', 'This route takes the X-API-Key header.');
    return { deps, account: await accountFromKey(deps, key) };
  }

  if (route.auth === 'account') {
    if (key !== null) return { deps, account: await accountFromKey(deps, key) };
    const statement = await statementFor(info, purpose, parsed.query);
    if (proof === null) return signInChallenge(deps, info, purpose, statement);
    return { deps, account: await accountFromProof(deps, info, statement) };
  }

  throw fail(500, 'INTERNAL_ERROR', `Auth kind ${route.auth} is not wired.`);
}

/** Status reads: exactly one of X-Checkout-Token, X-API-Key or SIGN-IN-WITH-X (spec 4.2 rule 7). */
async function statusCredentials(
  deps: SandboxDeps,
  info: RequestInfo,
  parsed: { query: unknown },
  purpose: string,
  key: string | null,
  proof: string | null,
): Promise<SandboxContext | Response> {
  const token = info.request.headers.get(CHECKOUT_TOKEN_HEADER);
  if ([token, key, proof].filter((v) => v !== null).length > 1) {
    throw fail(400, 'AGENT_AUTH_AMBIGUOUS', 'Send exactly one of X-Checkout-Token, X-API-Key or SIGN-IN-WITH-X.');
  }
  if (token !== null) {
    if (!isCheckoutToken(token))
      throw fail(401, 'CHECKOUT_TOKEN_INVALID', 'X-Checkout-Token must be the 43-character token of the checkout.');
    return { deps, checkoutToken: token };
  }
  if (key !== null) return { deps, account: await accountFromKey(deps, key) };
  const statement = await statementFor(info, purpose, parsed.query);
  if (proof === null) return signInChallenge(deps, info, purpose, statement);
  const identity = await verifyProof(deps, info, statement);
  // The wallet may read what it paid for even without an account; its account adds the orders it owns.
  const found = await walletWithAccount(deps.db, identity.network, identity.address);
  if (found?.wallet.disabled)
    throw fail(
      403,
      identity.network === 'base' ? 'EVM_CREDENTIAL_DISABLED' : 'WALLET_CREDENTIAL_DISABLED',
      'This wallet credential is disabled.',
    );
  if (found) refuseRestricted(found.account, 'siwx');
  const ownsAccount = found && (identity.network === 'base' || found.wallet.primary);
  return { deps, identity, account: ownsAccount ? found.account : undefined };
}
