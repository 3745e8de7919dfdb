/** The purchases export's reads, loaded with its first press: the whole history, page by page from the start. */
import { getQueryClient } from '@/components/query-client';
import type { CsvTable } from '@/lib/csv';
import { checkoutQueries } from '@/lib/marketplace/checkout/client';
import { windowedRetry } from '@/lib/marketplace/window-retry';
import { purchasesCsv } from './purchases';
import { readAllPages } from './read-pages';

/** The first page has no cursor. */
const FIRST = '';

export async function readPurchasesTable(onRows: (count: number) => void): Promise<CsvTable> {
  const queryClient = getQueryClient();
  const items = await readAllPages(
    FIRST,
    async (cursor) => {
      // One read per 10 s: a page after the first waits for its window rather than failing.
      const page = await queryClient.fetchQuery({ ...checkoutQueries.history(cursor || undefined), ...windowedRetry });
      return { rows: page.purchases, next: page.hasMore ? page.nextCursor : null };
    },
    onRows,
  );
  return purchasesCsv(items);
}
