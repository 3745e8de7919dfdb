'use client';

/** Export the whole swap history, newest first, each swap once, reading it page by page by offset. */
import { useQueryClient } from '@tanstack/react-query';
import { csvFileName } from '@/lib/csv';
import { mergeSwapPages, swapQueries } from '@/lib/marketplace/swaps/client';
import { SWAP_LIMITS } from '@/lib/marketplace/swaps/terms';
import { ExportButton } from './export-button';
import { readAllPages } from './read-pages';

export function SwapsExport() {
  const queryClient = useQueryClient();
  return (
    <ExportButton
      what="your swaps"
      fileName={() => csvFileName('swaps')}
      read={async (onRows) => {
        const swaps = await readAllPages(
          0,
          async (offset) => {
            const page = await queryClient.fetchQuery(swapQueries.history(offset, SWAP_LIMITS.historyLimitMax));
            return { rows: page.swaps, next: page.nextOffset };
          },
          onRows,
        );
        // The table's words and columns load with the export, not with the swaps page.
        const { swapsCsv } = await import('./swaps');
        // Pages can shift while a swap is made: each swap once.
        return swapsCsv(mergeSwapPages([swaps]));
      }}
    />
  );
}
