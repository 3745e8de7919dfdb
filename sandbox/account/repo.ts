/** Accounts, wallets, API keys and platform balances. */
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { ASSETS, ASSET_IDS, type AssetId } from '@/lib/marketplace/assets';
import { fromAtomic, toAtomic } from '@/lib/money';
import { accounts, ledgerEntries, wallets } from '../db/schema';
import type { SandboxDb } from '../db/types';
import { type Network } from '@/lib/marketplace/schema';

export type AccountRow = typeof accounts.$inferSelect;
export type WalletRow = typeof wallets.$inferSelect;

/** Sandbox assumption: new accounts start with balances, so the demo has something to swap and spend. */
export const STARTING_BALANCES: Record<AssetId, string> = {
  SOL: '2.5',
  NATIVE: '25000',
  USDC: '250',
  SKR: '500',
  USDC_BASE: '250',
  USDG_ALT: '100',
};

/** 40 lowercase hexadecimal characters (spec 4.9). */
const newApiKey = () => randomBytes(20).toString('hex');

export async function accountByApiKey(db: SandboxDb, apiKey: string): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.apiKey, apiKey)).limit(1);
  return row;
}

export async function accountById(db: SandboxDb, id: string): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
  return row;
}

export async function walletWithAccount(db: SandboxDb, network: Network, address: string) {
  const [row] = await db
    .select({ wallet: wallets, account: accounts })
    .from(wallets)
    .innerJoin(accounts, eq(wallets.accountId, accounts.id))
    .where(and(eq(wallets.network, network), eq(wallets.address, address)))
    .limit(1);
  return row;
}

export async function primaryWallet(db: SandboxDb, accountId: string): Promise<WalletRow | undefined> {
  const [row] = await db
    .select()
    .from(wallets)
    .where(and(eq(wallets.accountId, accountId), eq(wallets.primary, true)))
    .limit(1);
  return row;
}

/**
 * A new account owned by a wallet: primary wallet, starting balances, and a
 * fresh API key unless `withApiKey` is false (a checkout payer's account gets
 * its key on first account access, spec 4.2 rule 4).
 */
export async function createAccountForWallet(
  db: SandboxDb,
  network: Network,
  address: string,
  now: Date,
  options: { withApiKey?: boolean } = {},
): Promise<AccountRow> {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .insert(accounts)
      .values({
        id: `acc_${randomBytes(10).toString('hex')}`,
        apiKey: options.withApiKey === false ? null : newApiKey(),
        isAgent: true,
        createdAt: now,
      })
      .returning();
    await tx.insert(wallets).values({ network, address, accountId: account!.id, primary: true, createdAt: now });
    await tx.insert(ledgerEntries).values(
      ASSET_IDS.map((asset) => ({
        accountId: account!.id,
        asset,
        amount: STARTING_BALANCES[asset],
        kind: 'starting_balance',
        createdAt: now,
      })),
    );
    return account!;
  });
}

/** The account a verified payer wallet owns: its own, or a new one without an API key (spec 4.2 rule 4). */
export async function accountForPayer(
  db: SandboxDb,
  network: Network,
  address: string,
  now: Date,
): Promise<{ account: AccountRow; wallet: WalletRow | undefined }> {
  const found = await walletWithAccount(db, network, address);
  if (found) return found;
  try {
    return {
      account: await createAccountForWallet(db, network, address, now, { withApiKey: false }),
      wallet: undefined,
    };
  } catch (error) {
    // Another request created it meanwhile.
    const raced = await walletWithAccount(db, network, address);
    if (raced) return raced;
    throw error;
  }
}

export async function rotateApiKey(db: SandboxDb, accountId: string): Promise<string> {
  const apiKey = newApiKey();
  await db.update(accounts).set({ apiKey }).where(eq(accounts.id, accountId));
  return apiKey;
}

/** Platform balances per asset, as decimal strings at the asset's precision. */
export async function balancesOf(db: SandboxDb, accountId: string): Promise<Record<AssetId, string>> {
  const rows = await db
    .select({ asset: ledgerEntries.asset, total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, accountId))
    .groupBy(ledgerEntries.asset);
  const totals = new Map(rows.map((r) => [r.asset, r.total]));
  return Object.fromEntries(
    ASSET_IDS.map((asset) => {
      const { decimals } = ASSETS[asset];
      // Sums come back with the column's 9-decimal scale; re-express them at the asset's own precision.
      const atomic = toAtomic(trimZeros(totals.get(asset) ?? '0'), decimals);
      return [asset, fromAtomic(atomic, decimals)];
    }),
  ) as Record<AssetId, string>;
}

function trimZeros(value: string): string {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}
