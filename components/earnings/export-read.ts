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

type RowOf<V extends HistoryView> = ReportOf<V>['rows'][number];

/** Every row of a history, the most a page holds at a time (fewer reads, each in its own 10 s window). */
function historyRows<V extends HistoryView>(
  view: V,
  range: EarningsRange,
  onRows: (count: number) => void,
): Promise<RowOf<V>[]> {
  return readAllPages(
    1,
    async (page) => {
      const { data } = await readEarningsInWindows(view, { page, perPage: EARNINGS_LIMITS.perPageMax, range });
      return { rows: data.report.rows as RowOf<V>[], next: data.report.nextPage };
    },
    onRows,
  );
}

export async function readTable({ view, range }: EarningsPlace, onRows: (count: number) => void): Promise<CsvTable> {
  switch (view) {
    case 'overview': {
      const { data } = await readEarningsInWindows('overview', { range });
      const table = overviewCsv(data.report);
      onRows(table.rows.length);
      return table;
    }
    case 'tips':
      return tipsCsv(await historyRows('tips', range, onRows));
    case 'vault':
      return vaultCsv(await historyRows('vault', range, onRows));
    default:
      return jobsCsv(await historyRows(view, range, onRows));
  }
}
