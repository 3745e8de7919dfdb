'use client';

/**
 * Export CSV on the earnings page: the overview's range day by day, or every
 * row of the history shown (all its pages, the vault's for its range), read
 * through the page's own queries.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ExportButton } from '@/components/export/export-button';
import { readAllPages } from '@/components/export/read-pages';
import { csvFileName, type CsvTable } from '@/lib/csv';
import { earningsQueries } from '@/lib/marketplace/earnings/client';
import type { JobsHistory, TipsHistory, VaultHistory } from '@/lib/marketplace/earnings/contract';
import type { EarningsRange } from '@/lib/marketplace/earnings/periods';
import { EARNINGS_LIMITS, RANGED_VIEWS, type HistoryView } from '@/lib/marketplace/earnings/terms';
import { jobsCsv, overviewCsv, tipsCsv, vaultCsv } from './export';
import type { EarningsPlace } from './place';

const RANGE_NAME: Record<EarningsRange, string> = { '7d': '7-days', '30d': '30-days', '90d': '90-days' };

interface RowOf {
  jobs: JobsHistory['rows'][number];
  referrals: JobsHistory['rows'][number];
  tips: TipsHistory['rows'][number];
  vault: VaultHistory['rows'][number];
}

/** Every row of a history, the most a page holds at a time (fewer reads, each in its own 10 s window). */
async function historyRows<V extends HistoryView>(
  queryClient: QueryClient,
  view: V,
  range: EarningsRange,
  onRows: (count: number) => void,
): Promise<RowOf[V][]> {
  return readAllPages(
    1,
    async (page) => {
      const { report } = await queryClient.fetchQuery(
        earningsQueries.history(view, page, EARNINGS_LIMITS.perPageMax, range),
      );
      return { rows: report.rows as RowOf[V][], next: report.nextPage };
    },
    onRows,
  );
}

async function readTable(
  queryClient: QueryClient,
  { view, range }: EarningsPlace,
  onRows: (count: number) => void,
): Promise<CsvTable> {
  switch (view) {
    case 'overview': {
      const { report } = await queryClient.fetchQuery(earningsQueries.overview(range));
      const table = overviewCsv(report);
      onRows(table.rows.length);
      return table;
    }
    case 'tips':
      return tipsCsv(await historyRows(queryClient, 'tips', range, onRows));
    case 'vault':
      return vaultCsv(await historyRows(queryClient, 'vault', range, onRows));
    default:
      return jobsCsv(await historyRows(queryClient, view, range, onRows));
  }
}

export function EarningsExport({ place }: { place: EarningsPlace }) {
  const queryClient = useQueryClient();
  const name = [
    'earnings',
    ...(place.view === 'overview' ? [] : [place.view]),
    ...(RANGED_VIEWS.includes(place.view) ? [RANGE_NAME[place.range]] : []),
  ].join('-');
  return (
    <ExportButton
      what={place.view === 'overview' ? 'your earnings' : `your ${place.view} history`}
      fileName={() => csvFileName(name)}
      read={(onRows) => readTable(queryClient, place, onRows)}
    />
  );
}
