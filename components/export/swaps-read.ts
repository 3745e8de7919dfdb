/** The swaps export's reads, loaded with its first press: the whole history, page by page by offset. */
import { getQueryClient } from '@/components/query-client';
import type { CsvTable } from '@/lib/csv';
import { mergeSwapPages, swapQueries } from '@/lib/marketplace/swaps/client';
import { SWAP_LIMITS } from '@/lib/marketplace/swaps/terms';
import { readAllPages } from './read-pages';
import { swapsCsv } from './swaps';

export async function readSwapsTable(onRows: (count: number) => void): Promise<CsvTable> {
  const queryClient = getQueryClient();
  const swaps = await readAllPages(
    0,
    async (offset) => {
      // The history's query waits out its window between pages rather than failing.
      const page = await queryClient.fetchQuery(swapQueries.history(offset, SWAP_LIMITS.historyLimitMax));
      return { rows: page.swaps, next: page.nextOffset };
    },
    onRows,
  );
  // Pages can shift while a swap is made: each swap once.
  return swapsCsv(mergeSwapPages([swaps]));
}
