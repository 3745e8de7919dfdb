/**
 * Credentials for every route kind (spec part 5): exactly one of X-API-Key or
 * SIGN-IN-WITH-X on account routes, SIWX only where the route says so, and
 * the free sign-in challenge when nothing was sent.
 */
import type { AnyHandler, RequestInfo } from '../http/contract';
import { fail } from '../http/errors';
import type { SandboxContext, SandboxDeps } from '../deps';
import { accountByApiKey, walletWithAccount, type AccountRow } from '../accounts/repo';
import { signInChallenge, statementFor, verifyProof } from './siwx';

const MAX_KEY = 512;

function refuseRestricted(account: AccountRow, via: 'key' | 'siwx'): void {
  if (account.blocked) throw fail(403, 'ACCOUNT_BLOCKED', 'This account is blocked.');
  if (via === 'key' && account.apiKeyBlocked) throw fail(403, 'ACCOUNT_API_KEY_BLOCKED', 'This account’s API key is blocked.');
}

async function accountFromKey(deps: SandboxDeps, header: string): Promise<AccountRow> {
  const key = header.trim();
  if (key === '' || header.length > MAX_KEY) throw fail(400, 'AGENT_API_KEY_INPUT_INVALID', 'X-API-Key must be nonempty and at most 512 characters.');
  const account = await accountByApiKey(deps.db, key);
  if (!account) throw fail(401, 'AGENT_API_KEY_INVALID', 'This API key is not valid (it may have been rotated).');
  refuseRestricted(account, 'key');
  return account;
}

export async function accountFromProof(deps: SandboxDeps, info: RequestInfo, statement: string): Promise<AccountRow> {
  const identity = await verifyProof(deps, info, statement);
  const found = await walletWithAccount(deps.db, identity.network, identity.address);
  if (!found) throw fail(404, 'AGENT_ACCOUNT_NOT_FOUND', 'No account is registered for this wallet. Create one with account access first.');
  if (found.wallet.disabled) {
    throw fail(403, identity.network === 'base' ? 'EVM_CREDENTIAL_DISABLED' : 'WALLET_CREDENTIAL_DISABLED', 'This wallet credential is disabled.');
  }
  if (identity.network === 'solana' && !found.wallet.primary) throw fail(403, 'WALLET_CREDENTIAL_DISABLED', 'Solana sign-in needs the account’s primary wallet.');
  refuseRestricted(found.account, 'siwx');
  return found.account;
}

export async function authenticate(
  deps: SandboxDeps,
  info: RequestInfo,
  parsed: { query: unknown },
  def: AnyHandler<SandboxContext>,
): Promise<SandboxContext | Response> {
  const { route, request } = info;
  if (route.auth === 'public') return { deps };

  const key = request.headers.get('x-api-key');
  const proof = request.headers.get('sign-in-with-x');
  if (key !== null && proof !== null) throw fail(400, 'AGENT_AUTH_AMBIGUOUS', 'Send exactly one of X-API-Key or SIGN-IN-WITH-X, not both.');
  const purpose = def.purpose?.(deps.config.serviceName) ?? `Sign in to ${deps.config.serviceName}`;

  if (route.auth === 'siwx') {
    if (key !== null) throw fail(401, 'AGENT_API_KEY_SIWX_REQUIRED', 'This route takes a fresh wallet proof (SIGN-IN-WITH-X), not an API key.');
    const statement = await statementFor(info, purpose, parsed.query);
    if (proof === null) return signInChallenge(deps, info, purpose, statement);
    return { deps, identity: await verifyProof(deps, info, statement) };
  }

  if (route.auth === 'account') {
    if (def.credentials === 'key') {
      if (proof !== null || key === null) throw fail(401, 'AGENT_API_KEY_INVALID', 'This route takes the X-API-Key header.');
      return { deps, account: await accountFromKey(deps, key) };
    }
    if (key !== null) return { deps, account: await accountFromKey(deps, key) };
    const statement = await statementFor(info, purpose, parsed.query);
    if (proof === null) return signInChallenge(deps, info, purpose, statement);
    return { deps, account: await accountFromProof(deps, info, statement) };
  }

  throw fail(500, 'INTERNAL_ERROR', `Auth kind ${route.auth} is not wired.`);
}
