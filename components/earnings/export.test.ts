import { describe, expect, it } from 'vitest';
import { toCsv } from '@/lib/csv';
import type {
  CategoryTotals,
  EarningsBar,
  EarningsOverview,
  JobsHistory,
  TipsHistory,
  VaultHistory,
} from '@/lib/marketplace/earnings/contract';
import { jobsCsv, overviewCsv, tipsCsv, vaultCsv } from './export';

const ready = (SOL: string, USDC: string, NATIVE: string): CategoryTotals => ({
  earningsStatus: 'ready',
  byAsset: { SOL, USDC, NATIVE },
  count: 1,
});
const none = ready('0', '0.000000', '0');
const unavailable: CategoryTotals = { earningsStatus: 'unavailable', byAsset: null, count: null };

const bar = (start: string, parts: Partial<Record<'jobs' | 'referrals' | 'tips' | 'vault', CategoryTotals>>) =>
  ({
    periodStart: `${start}T00:00:00.000Z`,
    periodEnd: 'unused',
    jobs: none,
    referrals: none,
    tips: none,
    vault: none,
    totalByAsset: null,
    earningsStatus: 'ready',
    ...parts,
  }) as EarningsBar;

describe('the overview as CSV', () => {
  it('writes a row per day, category and asset earned, with the exact amount', () => {
    const report = {
      bars: [
        bar('2026-11-02', {}),
        bar('2026-11-03', { jobs: ready('0.000000001', '12.345678', '0'), tips: ready('0', '0', '100') }),
        bar('2026-11-04', { vault: unavailable }),
      ],
    } as EarningsOverview;
    const table = overviewCsv(report);
    expect(table.header).toEqual(['Date (UTC)', 'Category', 'Asset', 'Amount', 'Note']);
    expect(table.rows).toEqual([
      ['2026-11-03', 'Jobs', 'SOL', '0.000000001', null],
      ['2026-11-03', 'Jobs', 'USDC on Solana', '12.345678', null],
      ['2026-11-03', 'Tips', 'NATIVE', '100', null],
      ['2026-11-04', 'Vault', null, null, 'Could not be counted'],
    ]);
    expect(toCsv(table)).toContain('\r\n2026-11-04,Vault,,,Could not be counted\r\n');
  });
});

describe('the histories as CSV', () => {
  const earning = { status: 'ready', assetId: 'SOL', amount: '0.500000001', role: 'worker', source: null } as const;

  it('lists jobs with statuses in words and the reward exact; a pending reward has no amount', () => {
    const rows = [
      {
        id: 'a',
        jobShortId: '3fa91c0e',
        jobUrl: 'https://example.test/custom/3fa91c0e',
        status: 'won',
        firstSeen: '2026-11-01T10:00:00.000Z',
        completedAt: '2026-11-02T09:00:00.000Z',
        payoutMode: null,
        rewardEarning: earning,
      },
      {
        id: 'b',
        jobShortId: null,
        jobUrl: null,
        status: 'in_review',
        firstSeen: '2026-11-05T10:00:00.000Z',
        completedAt: null,
        payoutMode: null,
        rewardEarning: { ...earning, status: 'pending', amount: null },
      },
    ] as JobsHistory['rows'];
    expect(jobsCsv(rows)).toEqual({
      header: ['Date (UTC)', 'Job', 'Job status', 'Reward status', 'Asset', 'Amount', 'Link'],
      rows: [
        ['2026-11-02', '3fa91c0e', 'Won', 'Paid', 'SOL', '0.500000001', 'https://example.test/custom/3fa91c0e'],
        ['2026-11-05', null, 'In review', 'Pending', null, null, null],
      ],
    });
  });

  it('lists tips with their source and message', () => {
    const rows = [
      {
        id: 't',
        sourceType: 'blog',
        sourcePath: '/blog/x',
        sourceUrl: 'https://example.test/blog/x',
        sourceLabel: null,
        assetId: 'NATIVE',
        amountNative: '250',
        earningsStatus: 'ready',
        message: '=cmd, "thanks"',
        createdAt: '2026-11-03T12:00:00.000Z',
      },
    ] as TipsHistory['rows'];
    const table = tipsCsv(rows);
    expect(table.rows).toEqual([
      ['2026-11-03', 'A blog post', '=cmd, "thanks"', 'Paid', 'NATIVE', '250', 'https://example.test/blog/x'],
    ]);
    // A message that looks like a formula is defused in the file.
    expect(toCsv(table)).toContain(`,"'=cmd, ""thanks""",`);
  });

  it('lists vault payouts with their batch and transaction', () => {
    const rows = [
      {
        id: 'v',
        walletAddress: 'W',
        batchNumber: 12,
        status: 'confirmed',
        createdAt: '2026-11-04T00:30:00.000Z',
        transactionSignature: 'sig',
        rewardEarning: { ...earning, assetId: 'NATIVE', amount: '1000' },
      },
    ] as VaultHistory['rows'];
    expect(vaultCsv(rows).rows).toEqual([['2026-11-04', '12', 'Paid', 'NATIVE', '1000', 'sig']]);
  });
});
