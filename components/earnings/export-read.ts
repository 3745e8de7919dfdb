/**
 * What Export CSV reads, loaded when it is pressed: the overview's range day by day, or every row of the history
 * shown (all its pages, the vault's for its range). Each read waits out the 10 s window between reads rather than
 * failing; the overview is the page's own read, which the proxy's read cache answers.
 */
import { readAllPages } from '@/components/export/read-pages';
import type { CsvTable } from '@/lib/csv';
import { readEarningsInWindows, type ReportOf } from '@/lib/marketplace/earnings/client';
import type { EarningsRange } from '@/lib/marketplace/earnings/periods';
import { EARNINGS_LIMITS, type HistoryView } from '@/lib/marketplace/earnings/terms';
import { jobsCsv, overviewCsv, tipsCsv, vaultCsv } from './export';
import type { EarningsPlace } from './place';
import { batchesWords } from './words';

type RowOf<V extends HistoryView> = ReportOf<V>['rows'][number];

/** What the file says when the history went deeper than the marketplace pages (1,000 pages). */
const PAST_THE_LAST_PAGE = 'The marketplace pages no further than 1,000 pages, so older rows are not in the file.';

const unreadBatchesNote = (count: number) =>
  `The marketplace could not read ${batchesWords(count)} of this history, so some rows may be missing from the file.`;

/** Every row of a history it can page to, the most a page holds at a time (fewer reads, each in its own 10 s window). */
async function historyRows<V extends HistoryView>(
  view: V,
  range: EarningsRange,
  onRows: (count: number) => void,
): Promise<{ rows: RowOf<V>[]; incomplete?: string }> {
  let limited = false;
  // The vault's report says when batches of it could not be read (spec 4.10): the file says so too.
  let unreadBatches: number | undefined;
  const rows = await readAllPages(
    1,
    async (page) => {
      const { data } = await readEarningsInWindows(view, { page, perPage: EARNINGS_LIMITS.perPageMax, range });
      limited ||= data.report.paginationLimited;
      const report = data.report as { reportStatus?: string; unavailableBatchCount?: number };
      if (report.reportStatus !== undefined && report.reportStatus !== 'complete')
        unreadBatches = Math.max(unreadBatches ?? 0, report.unavailableBatchCount ?? 0);
      return { rows: data.report.rows as RowOf<V>[], next: data.report.nextPage };
    },
    onRows,
  );
  const notes = [
    ...(unreadBatches !== undefined ? [unreadBatchesNote(unreadBatches)] : []),
    ...(limited ? [PAST_THE_LAST_PAGE] : []),
  ];
  return notes.length > 0 ? { rows, incomplete: notes.join(' ') } : { rows };
}

/** A table, with why it is incomplete when it is. */
const withNote = (table: CsvTable, incomplete: string | undefined): CsvTable =>
  incomplete ? { ...table, incomplete } : table;

export async function readTable({ view, range }: EarningsPlace, onRows: (count: number) => void): Promise<CsvTable> {
  switch (view) {
    case 'overview': {
      const { data } = await readEarningsInWindows('overview', { range });
      const table = overviewCsv(data.report);
      onRows(table.rows.length);
      return table;
    }
    case 'tips': {
      const { rows, incomplete } = await historyRows('tips', range, onRows);
      return withNote(tipsCsv(rows), incomplete);
    }
    case 'vault': {
      const { rows, incomplete } = await historyRows('vault', range, onRows);
      return withNote(vaultCsv(rows), incomplete);
    }
    default: {
      const { rows, incomplete } = await historyRows(view, range, onRows);
      return withNote(jobsCsv(rows), incomplete);
    }
  }
}
