/** Account access (spec 4.9), the private profile (2.11) and the legacy balance (4.11). */
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { accounts, humanLinks } from '../db/schema';
import { accountRoutes } from '@/lib/marketplace/account/contract';
import { unreadCount } from '../notifications/repo';
import { accountOf, defineHandler, type Handlers, type SandboxContext, type SandboxDeps } from '../deps';
import { fail, json } from '../http/errors';
import { settleSwaps } from '../swaps/lifecycle';
import {
  accountById,
  balancesOf,
  createAccountForWallet,
  primaryWallet,
  rotateApiKey,
  walletWithAccount,
  type AccountRow,
} from './repo';

const HUMAN_LINK_MINUTES = 30;

function identityOf(ctx: SandboxContext) {
  if (!ctx.identity) throw new Error('route is missing SIWX auth');
  return ctx.identity;
}

export function humanVerificationOf(account: AccountRow, now: number) {
  const verifiedAt = account.humanVerifiedAt?.toISOString() ?? null;
  const expiresAt = account.humanVerificationExpiresAt;
  const status = !account.humanVerifiedAt
    ? 'unverified'
    : expiresAt && expiresAt.getTime() > now
      ? 'verified'
      : 'expired';
  return {
    verified: status === 'verified',
    status,
    provider: account.humanVerifiedAt ? 'sandbox' : null,
    verifiedAt,
    expiresAt: expiresAt?.toISOString() ?? null,
  } as const;
}

const accountCreate = defineHandler(accountRoutes.create, async (ctx) => {
  const { deps, params } = ctx;
  const identity = identityOf(ctx);
  if (identity.network !== params.network) {
    throw fail(
      401,
      'SIWX_CHAIN_MISMATCH',
      `This is the ${params.network} account route; the proof came from ${identity.network}.`,
    );
  }
  const existing = await walletWithAccount(deps.db, identity.network, identity.address);
  if (existing?.wallet.disabled)
    throw fail(
      403,
      identity.network === 'base' ? 'EVM_CREDENTIAL_DISABLED' : 'WALLET_CREDENTIAL_DISABLED',
      'This wallet credential is disabled.',
    );
  if (existing?.account.blocked) throw fail(403, 'ACCOUNT_BLOCKED', 'This account is blocked.');
  // Repeat access returns the active key without rotating it (spec 4.9).
  const account =
    existing?.account ?? (await createAccountForWallet(deps.db, identity.network, identity.address, deps.clock.date()));
  // An account a checkout created for its payer has no key yet: the first access issues one.
  const apikey = account.apiKey ?? (await rotateApiKey(deps.db, account.id));
  return json({
    ok: true,
    auth: 'siwx',
    paid: false,
    network: identity.network,
    walletAddress: identity.address,
    accountId: account.id,
    created: !existing,
    apikey,
  });
});

// One read per account per 10 s, shared across credentials and aliases: the route table's window.
const profile = defineHandler(accountRoutes.profile, async (ctx) => {
  const { deps } = ctx;
  const account = accountOf(ctx);
  // Swaps whose time has come credit their output before balances are read.
  await settleSwaps(deps.db, account.id, deps.clock.date());
  const balances = await balancesOf(deps.db, account.id);
  const humanVerification = humanVerificationOf(account, deps.clock.now());
  return json({
    ok: true,
    accountId: account.id,
    username: account.nickname,
    rank: account.rank,
    unreadNotificationCount: await unreadCount(deps.db, account.id, deps.clock.date()),
    balances: {
      solana: { SOL: balances.SOL, USDC: balances.USDC, NATIVE: balances.NATIVE, SKR: balances.SKR },
      base: { USDC: balances.USDC_BASE },
      alt: { USDG: balances.USDG_ALT },
    },
    humanVerified: humanVerification.verified,
    humanVerification,
  });
});

const proofOfHuman = defineHandler(accountRoutes.proofOfHuman, async (ctx) => {
  const { deps } = ctx;
  const account = accountOf(ctx);
  const now = deps.clock.now();
  if (humanVerificationOf(account, now).verified) {
    return json({ ok: true, accountId: account.id, alreadyVerified: true, verificationUrl: null, humanVerified: true });
  }
  // The window counts links issued (kept in the database), so an already verified account spends none.
  const window = accountRoutes.proofOfHuman.window;
  const windowMs = window.seconds * 1000;
  const hourAgo = new Date(now - windowMs);
  const recent = await deps.db
    .select({ createdAt: humanLinks.createdAt })
    .from(humanLinks)
    .where(and(eq(humanLinks.accountId, account.id), gt(humanLinks.createdAt, hourAgo)))
    .orderBy(asc(humanLinks.createdAt));
  if (recent.length >= window.max) {
    const retryAfter = Math.max(1, Math.ceil((recent[0]!.createdAt.getTime() + windowMs - now) / 1000));
    throw fail(429, window.code, `At most ${window.max} verification links per hour.`, retryAfter);
  }
  const requestId = `hv_${randomBytes(12).toString('hex')}`;
  const expiresAt = new Date(now + HUMAN_LINK_MINUTES * 60_000);
  await deps.db.transaction(async (tx) => {
    // Issuing replaces pending links.
    await tx
      .update(humanLinks)
      .set({ replacedAt: new Date(now) })
      .where(and(eq(humanLinks.accountId, account.id), isNull(humanLinks.completedAt), isNull(humanLinks.replacedAt)));
    await tx.insert(humanLinks).values({ requestId, accountId: account.id, createdAt: new Date(now), expiresAt });
  });
  return json({
    ok: true,
    accountId: account.id,
    alreadyVerified: false,
    verificationUrl: `${deps.config.publicUrl}/verify-human/${requestId}`,
    requestId,
    expiresAt: expiresAt.toISOString(),
  });
});

const rotateKey = defineHandler(accountRoutes.rotateKey, async (ctx) => {
  const { deps } = ctx;
  const identity = identityOf(ctx);
  const found = await walletWithAccount(deps.db, identity.network, identity.address);
  if (!found) throw fail(404, 'AGENT_ACCOUNT_NOT_FOUND', 'No account is registered for this wallet.');
  if (found.wallet.disabled)
    throw fail(
      403,
      identity.network === 'base' ? 'EVM_CREDENTIAL_DISABLED' : 'WALLET_CREDENTIAL_DISABLED',
      'This wallet credential is disabled.',
    );
  // Rotation cannot unblock an account.
  if (found.account.blocked) throw fail(403, 'ACCOUNT_BLOCKED', 'This account is blocked.');
  if (identity.network === 'solana') {
    const primary = await primaryWallet(deps.db, found.account.id);
    if (primary?.address !== identity.address)
      throw fail(403, 'WALLET_CREDENTIAL_DISABLED', 'Solana key rotation needs the account’s primary wallet.');
  }
  const apikey = await rotateApiKey(deps.db, found.account.id);
  return json({
    ok: true,
    auth: 'siwx',
    paid: false,
    rotated: true,
    accountId: found.account.id,
    walletAddress: identity.address,
    network: identity.network,
    apikey,
  });
});

// Three reads per account per minute: the route table's window.
const legacyBalance = defineHandler(accountRoutes.legacyBalance, async (ctx) => {
  const { deps } = ctx;
  const account = accountOf(ctx);
  await settleSwaps(deps.db, account.id, deps.clock.date());
  return json({ balance: (await balancesOf(deps.db, account.id)).SOL });
});

export const accountHandlers: Handlers = [accountCreate, profile, proofOfHuman, rotateKey, legacyBalance];

/** For the control surface: restrict or restore an account or wallet. */
export interface AccountFlags {
  blocked?: boolean;
  apiKeyBlocked?: boolean;
  /** Test setup: make an account a public seller (or take it private). */
  nickname?: string;
  publicProfile?: boolean;
  acceptingOrders?: boolean;
  /** Test setup: a picture set before media ids (a URL with no media id behind it). */
  avatarUrl?: string;
}

export async function setAccountFlags(deps: SandboxDeps, id: string, flags: AccountFlags): Promise<boolean> {
  if (!(await accountById(deps.db, id))) return false;
  await deps.db.update(accounts).set(flags).where(eq(accounts.id, id));
  deps.catalog.invalidate();
  return true;
}
