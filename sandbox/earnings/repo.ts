/**
 * An account's earnings as one list: the rows of the earnings table (amounts
 * of ready ones from their ledger credit), and what the ledger credits for work:
 * order payouts (store sales and hires) and the rewards of custom jobs won, both
 * as job rewards. The report computes from it.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { ASSETS } from '@/lib/marketplace/assets';
import type { JobEarningRow, TipRow, VaultRow } from '@/lib/marketplace/earnings/contract';
import { EARNING_ASSETS, type EarningAsset } from '@/lib/marketplace/earnings/terms';
import { checkouts, ledgerEntries, orders, wallets } from '../db/schema';
import type { SandboxDb } from '../db/types';
import { jobSubmissions, jobs } from '../jobs/schema';
import { atPrecision } from '../swaps/present';
import { earnings, type EarningCategory, type EarningInsert, type EarningRow, type EarningStatus } from './schema';

/** The ledger's kind for an earning's credit (`ref` = `earning:{id}`). */
const EARNING_LEDGER_KIND = 'earning';
/** Order payouts, written by the order room's finalize. */
const PAYOUT_KIND = 'payout';
/** A custom job's reward to a winner, written when its creator chooses winners (`ref` = the submission). */
const REWARD_KIND = 'job_reward';

/** The earnings asset a ledger asset reports as: USDC on either network is USDC; others are not earnings assets. */
const earningAssetOf = (asset: string): EarningAsset | undefined => {
  const id = asset === 'USDC_BASE' ? 'USDC' : asset;
  return (EARNING_ASSETS as readonly string[]).includes(id) ? (id as EarningAsset) : undefined;
};

export interface Earning {
  id: string;
  category: EarningCategory;
  status: EarningStatus;
  assetId: EarningAsset | null;
  /** At the asset's precision; null when unknown. */
  amount: string | null;
  /** When it counts (epoch ms). */
  earnedAt: number;
  /** Its history row, as the contract writes it. */
  row: JobEarningRow | TipRow | VaultRow;
}

export const newEarningId = () => `ern_${randomBytes(10).toString('hex')}`;

const iso = (date: Date | null) => date?.toISOString() ?? null;
const amountOf = (value: string | null, asset: string | null) =>
  value === null || asset === null ? null : atPrecision(value, ASSETS[asset as EarningAsset].decimals);

function rowOf(earning: EarningRow, amount: string | null, siteUrl: string): Earning['row'] {
  const rewardEarning = {
    status: earning.status,
    assetId: earning.assetId as EarningAsset | null,
    amount,
    role: earning.category === 'jobs' ? 'worker' : earning.category === 'referrals' ? 'referral' : null,
    source: earning.source,
  } as const;
  switch (earning.category) {
    case 'tips':
      return {
        id: earning.id,
        sourceType: earning.tipSourceType as TipRow['sourceType'],
        sourcePath: earning.tipSourcePath ?? '',
        sourceUrl: `${siteUrl}${earning.tipSourcePath ?? ''}`,
        sourceLabel: earning.tipSourceLabel,
        assetId: 'NATIVE',
        amountNative: amount,
        earningsStatus: earning.status,
        message: earning.tipMessage,
        createdAt: earning.earnedAt.toISOString(),
      };
    case 'vault':
      return {
        id: earning.id,
        walletAddress: earning.walletAddress ?? '',
        batchNumber: earning.batchNumber ?? 0,
        status: earning.status === 'ready' ? 'confirmed' : earning.status,
        createdAt: earning.earnedAt.toISOString(),
        transactionSignature: earning.transactionSignature,
        rewardEarning,
      };
    default:
      return {
        id: earning.id,
        jobShortId: earning.jobShortId,
        jobUrl: earning.jobPath ? `${siteUrl}${earning.jobPath}` : null,
        status: earning.jobStatus ?? 'completed',
        firstSeen: iso(earning.firstSeen),
        completedAt: iso(earning.completedAt),
        payoutMode: earning.payoutMode,
        rewardEarning,
      };
  }
}

/** Every earning of an account, in no particular order. */
export async function earningsOf(db: SandboxDb, accountId: string, siteUrl: string): Promise<Earning[]> {
  const recorded = await db
    .select({ earning: earnings, credited: ledgerEntries.amount })
    .from(earnings)
    .leftJoin(ledgerEntries, eq(ledgerEntries.id, earnings.ledgerEntryId))
    .where(eq(earnings.accountId, accountId));
  const payouts = await db
    .select({ entry: ledgerEntries, order: orders, family: checkouts.family })
    .from(ledgerEntries)
    .leftJoin(orders, eq(orders.checkoutId, ledgerEntries.ref))
    .leftJoin(checkouts, eq(checkouts.id, ledgerEntries.ref))
    .where(and(eq(ledgerEntries.accountId, accountId), eq(ledgerEntries.kind, PAYOUT_KIND)));

  const fromTable = recorded.map(({ earning, credited }): Earning => {
    const amount = amountOf(earning.status === 'ready' ? credited : earning.pendingAmount, earning.assetId);
    return {
      id: earning.id,
      category: earning.category,
      status: earning.status,
      assetId: earning.assetId as EarningAsset | null,
      amount,
      earnedAt: earning.earnedAt.getTime(),
      row: rowOf(earning, amount, siteUrl),
    };
  });
  // Payouts are USDC on either network; earnings report them as USDC.
  const fromPayouts = payouts.map(({ entry, order, family }): Earning => {
    const amount = atPrecision(entry.amount, ASSETS.USDC.decimals);
    const row: JobEarningRow = {
      id: `payout_${entry.id}`,
      jobShortId: order?.jobId ?? null,
      jobUrl: order ? `${siteUrl}/orders/${order.jobId}` : null,
      status: order?.status ?? 'completed',
      firstSeen: iso(order?.activatedAt ?? order?.createdAt ?? null),
      completedAt: entry.createdAt.toISOString(),
      payoutMode: 'order',
      rewardEarning: {
        status: 'ready',
        assetId: 'USDC',
        amount,
        role: 'worker',
        source: family === 'hire' ? 'direct_hire' : 'store_order',
      },
    };
    return {
      id: row.id,
      category: 'jobs',
      status: 'ready',
      assetId: 'USDC',
      amount,
      earnedAt: entry.createdAt.getTime(),
      row,
    };
  });
  const rewards = await db
    .select({ entry: ledgerEntries, submission: jobSubmissions, job: jobs })
    .from(ledgerEntries)
    .innerJoin(jobSubmissions, eq(jobSubmissions.id, ledgerEntries.ref))
    .innerJoin(jobs, eq(jobs.id, jobSubmissions.jobId))
    .where(and(eq(ledgerEntries.accountId, accountId), eq(ledgerEntries.kind, REWARD_KIND)));
  const fromRewards = rewards.flatMap(({ entry, submission, job }): Earning[] => {
    const assetId = earningAssetOf(entry.asset);
    if (!assetId) return [];
    const amount = atPrecision(entry.amount, ASSETS[assetId].decimals);
    const row: JobEarningRow = {
      id: `reward_${entry.id}`,
      jobShortId: job.id,
      jobUrl: `${siteUrl}/custom/${job.id}`,
      status: 'completed',
      firstSeen: iso(submission.createdAt),
      completedAt: entry.createdAt.toISOString(),
      payoutMode: 'winner',
      rewardEarning: { status: 'ready', assetId, amount, role: 'worker', source: 'custom_job' },
    };
    return [
      { id: row.id, category: 'jobs', status: 'ready', assetId, amount, earnedAt: entry.createdAt.getTime(), row },
    ];
  });
  return [...fromTable, ...fromPayouts, ...fromRewards];
}

type EarningRecord = Omit<EarningInsert, 'ledgerEntryId' | 'pendingAmount'> & { amount: string | null };

/** Record an earning; a ready one is credited to the account's balance in the same transaction. */
export async function recordEarning(db: SandboxDb, earning: EarningRecord): Promise<EarningRow> {
  const [row] = await recordEarnings(db, [earning]);
  return row!;
}

/** Record many earnings in one transaction (the seed's history): two multi-row inserts, ready ones credited. */
export async function recordEarnings(db: SandboxDb, records: readonly EarningRecord[]): Promise<EarningRow[]> {
  if (records.length === 0) return [];
  return db.transaction(async (tx) => {
    const ready = records.filter((r) => r.status === 'ready');
    const credited =
      ready.length === 0
        ? []
        : await tx
            .insert(ledgerEntries)
            .values(
              ready.map((r) => ({
                accountId: r.accountId,
                asset: r.assetId!,
                amount: r.amount!,
                kind: EARNING_LEDGER_KIND,
                ref: `earning:${r.id}`,
                createdAt: r.earnedAt,
              })),
            )
            .returning({ id: ledgerEntries.id, ref: ledgerEntries.ref });
    const entryOf = new Map(credited.map((entry) => [entry.ref, entry.id]));
    return tx
      .insert(earnings)
      .values(
        records.map(({ amount, ...fields }) => ({
          ...fields,
          ledgerEntryId: entryOf.get(`earning:${fields.id}`) ?? null,
          pendingAmount: fields.status === 'pending' ? amount : null,
        })),
      )
      .returning();
  });
}

/** The wallets vault payouts go to: the account's Solana wallets and any wallet a batch paid. */
export async function vaultWalletsOf(db: SandboxDb, accountId: string, found: readonly Earning[]): Promise<string[]> {
  const own = await db
    .select({ address: wallets.address })
    .from(wallets)
    .where(and(eq(wallets.accountId, accountId), eq(wallets.network, 'solana')));
  const paid = found.flatMap((e) => (e.category === 'vault' ? [(e.row as VaultRow).walletAddress] : []));
  return [...new Set([...own.map((w) => w.address), ...paid])].filter(Boolean).sort();
}
