/**
 * The earnings page as a CSV file: the overview's range day by day (one row
 * per category and asset earned), or every row of a history. Plain column
 * names, statuses in words, exact decimal amounts as the report gives them.
 */
import type { CsvCell, CsvTable } from '@/lib/csv';
import { ASSET_NAMES } from '@/lib/marketplace/account/balances';
import { isZero } from '@/lib/money';
import type {
  EarningsOverview,
  JobsHistory,
  RewardEarning,
  TipsHistory,
  VaultHistory,
} from '@/lib/marketplace/earnings/contract';
import { EARNINGS_CATEGORIES, EARNING_ASSETS } from '@/lib/marketplace/earnings/terms';
import { CATEGORY_LABEL, categoryAmount, statusWords } from './words';

/** "2026-11-03": a UTC day as spreadsheets read dates. */
const day = (iso: string) => iso.slice(0, 10);
const assetName = (asset: keyof typeof ASSET_NAMES) => ASSET_NAMES[asset].name;

/** The overview's range, oldest day first: what each category earned in each asset; a category not counted says so. */
export function overviewCsv(report: EarningsOverview): CsvTable {
  const rows: CsvCell[][] = [];
  for (const bar of report.bars)
    for (const category of EARNINGS_CATEGORIES) {
      if (bar[category].earningsStatus !== 'ready' || bar[category].byAsset === null) {
        rows.push([day(bar.periodStart), CATEGORY_LABEL[category], null, null, 'Could not be counted']);
        continue;
      }
      for (const asset of EARNING_ASSETS) {
        const amount = categoryAmount(bar, category, asset);
        if (amount !== null && !isZero(amount))
          rows.push([day(bar.periodStart), CATEGORY_LABEL[category], assetName(asset), amount, null]);
      }
    }
  return { header: ['Date (UTC)', 'Category', 'Asset', 'Amount', 'Note'], rows };
}

/** A reward's asset and exact amount, or empty cells while it is not paid. */
const reward = (earning: RewardEarning): CsvCell[] =>
  earning.status === 'ready' && earning.assetId !== null && earning.amount !== null
    ? [assetName(earning.assetId), earning.amount]
    : [null, null];

export function jobsCsv(rows: JobsHistory['rows']): CsvTable {
  return {
    header: ['Date (UTC)', 'Job', 'Job status', 'Reward status', 'Asset', 'Amount', 'Link'],
    rows: rows.map((row) => {
      const at = row.completedAt ?? row.firstSeen;
      return [
        at ? day(at) : null,
        row.jobShortId,
        statusWords(row.status),
        statusWords(row.rewardEarning.status),
        ...reward(row.rewardEarning),
        row.jobUrl,
      ];
    }),
  };
}

export function tipsCsv(rows: TipsHistory['rows']): CsvTable {
  return {
    header: ['Date (UTC)', 'From', 'Message', 'Status', 'Asset', 'Amount', 'Link'],
    rows: rows.map((row) => [
      day(row.createdAt),
      row.sourceLabel ?? (row.sourceType === 'blog' ? 'A blog post' : 'Your page'),
      row.message,
      statusWords(row.earningsStatus),
      assetName('NATIVE'),
      row.amountNative,
      row.sourceUrl,
    ]),
  };
}

export function vaultCsv(rows: VaultHistory['rows']): CsvTable {
  return {
    header: ['Date (UTC)', 'Batch', 'Status', 'Asset', 'Amount', 'Transaction'],
    rows: rows.map((row) => [
      day(row.createdAt),
      String(row.batchNumber),
      statusWords(row.status),
      ...reward(row.rewardEarning),
      row.transactionSignature,
    ]),
  };
}
