'use client';

/** Export every purchase and hire of the account, newest first, reading the list page by page from the start. */
import { useQueryClient } from '@tanstack/react-query';
import { csvFileName } from '@/lib/csv';
import { checkoutQueries } from '@/lib/marketplace/checkout/client';
import { windowedRetry } from '@/lib/marketplace/window-retry';
import { ExportButton } from './export-button';
import { purchasesCsv } from './purchases';
import { readAllPages } from './read-pages';

/** The first page has no cursor. */
const FIRST = '';

export function PurchasesExport() {
  const queryClient = useQueryClient();
  return (
    <ExportButton
      what="your purchases"
      fileName={() => csvFileName('purchases')}
      read={async (onRows) =>
        purchasesCsv(
          await readAllPages(
            FIRST,
            async (cursor) => {
              // One read per 10 s: a page after the first waits for its window rather than failing.
              const page = await queryClient.fetchQuery({
                ...checkoutQueries.history(cursor || undefined),
                ...windowedRetry,
              });
              return { rows: page.purchases, next: page.hasMore ? page.nextCursor : null };
            },
            onRows,
          ),
        )
      }
    />
  );
}
