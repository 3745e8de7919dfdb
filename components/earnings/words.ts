/**
 * Earnings as people read them: exact amounts per category and asset, where
 * "unavailable" is never zero, days named in UTC, and the rows a chart draws.
 */
import type { EarningsBar, EarningsTotals, VaultHistory } from '@/lib/marketplace/earnings/contract';
import { EARNINGS_CATEGORIES, type EarningAsset, type EarningsCategory } from '@/lib/marketplace/earnings/terms';
import { assetTotal, type AssetTotal } from '@/lib/marketplace/earnings/totals';
import { formatAsset } from '@/lib/money';

export const CATEGORY_LABEL: Record<EarningsCategory, string> = {
  jobs: 'Jobs',
  referrals: 'Referrals',
  tips: 'Tips',
  vault: 'Vault',
};

/** An exact amount for reading: grouped, trailing zeros trimmed, no digit lost. */
export const readable = (amount: string, asset: EarningAsset) => formatAsset(amount, asset, 0);

/** One category's amount of an asset, or null when the category is unavailable (unknown, not zero). */
export function categoryAmount(totals: EarningsTotals, category: EarningsCategory, asset: EarningAsset): string | null {
  const byAsset = totals[category].byAsset;
  return totals[category].earningsStatus === 'ready' && byAsset ? byAsset[asset] : null;
}

/** Categories by name, as a sentence lists them: "Vault", "Jobs and Vault", "Jobs, Tips and Vault". */
export function categoryNames(categories: readonly EarningsCategory[]): string {
  const names = categories.map((c) => CATEGORY_LABEL[c]);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** A total in words: exact; a partial one says what it leaves out; one with nothing counted is unavailable, never zero. */
export function totalWords(total: AssetTotal, asset: EarningAsset): string {
  if (total.amount === null) return 'Unavailable';
  const amount = readable(total.amount, asset);
  return total.missing.length === 0 ? amount : `${amount} without ${categoryNames(total.missing)}`;
}

/** "Mon 3 Nov" for the UTC day a bar starts. */
function utcDay(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  });
}

/** "3 Nov 2026" for a UTC date. */
export function utcDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
}

/** The vault's batches a report could not read, in words: "1 batch", "3 batches"; "some batches" when it does not count them. */
export const batchesWords = (count: number) =>
  count > 0 ? `${count} ${count === 1 ? 'batch' : 'batches'}` : 'some batches';

/** What a vault report that could not be read whole leaves out; nothing when it is complete. */
export function vaultGapWords(report: Pick<VaultHistory, 'reportStatus' | 'unavailableBatchCount'>): string {
  if (report.reportStatus === 'complete') return '';
  const state = report.reportStatus === 'partial' ? 'incomplete' : 'unavailable';
  return `This report is ${state}: ${batchesWords(report.unavailableBatchCount)} could not be read.`;
}

/** The period a report covers in words: start-inclusive, end-exclusive, so the last day shown is the one before `end`. */
export function periodWords(period: { start: string; end: string }): string {
  const lastDay = new Date(Date.parse(period.end) - 1).toISOString();
  return `${utcDate(period.start)} to ${utcDate(lastDay)} (UTC)`;
}

export interface ChartRow {
  day: string;
  /** Bar heights only: the exact strings below are what people read. */
  heights: Record<EarningsCategory, number>;
  exact: Record<EarningsCategory, string | null>;
  total: AssetTotal;
}

/** One row per UTC day for one asset's chart. */
export function chartRows(bars: readonly EarningsBar[], asset: EarningAsset): ChartRow[] {
  return bars.map((bar) => {
    const exact = Object.fromEntries(EARNINGS_CATEGORIES.map((c) => [c, categoryAmount(bar, c, asset)])) as Record<
      EarningsCategory,
      string | null
    >;
    // A drawing needs numbers; a height rounded to a float never reaches the text.
    const heights = Object.fromEntries(
      EARNINGS_CATEGORIES.map((c) => [c, exact[c] === null ? 0 : Number(exact[c])]),
    ) as Record<EarningsCategory, number>;
    return { day: utcDay(bar.periodStart), heights, exact, total: assetTotal(bar, asset) };
  });
}

/** Whether an asset earned anything over the bars (a chart of nothing but zeros is left out). */
export const hasEarnings = (rows: readonly ChartRow[]) =>
  rows.some((row) => EARNINGS_CATEGORIES.some((c) => row.heights[c] > 0));

const STATUS_WORDS: Record<string, string> = {
  ready: 'Paid',
  pending: 'Pending',
  unavailable: 'Unavailable',
  confirmed: 'Paid',
  rewarded: 'Rewarded',
  won: 'Won',
  completed: 'Completed',
  lost: 'Not chosen',
  open: 'Open',
  in_review: 'In review',
  in_progress: 'In progress',
  review: 'In review',
  submitted: 'Submitted',
};

/** A row status in words; a status this page does not know reads as its words, never as a code. */
export const statusWords = (status: string) =>
  STATUS_WORDS[status] ?? status.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());
