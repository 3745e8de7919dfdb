/** The swap history as a CSV file: assets and states in words, exact amounts sent and received. */
import { assetName, sourceLabel, swapWords } from '@/components/swaps/words';
import type { CsvTable } from '@/lib/csv';
import type { SwapRecord } from '@/lib/marketplace/swaps/contract';
import { utcTime } from './purchases';

export function swapsCsv(swaps: readonly SwapRecord[]): CsvTable {
  return {
    header: ['Date (UTC)', 'From', 'Amount sent', 'To', 'Amount received', 'Status', 'Made on', 'Swap id'],
    rows: swaps.map((swap) => [
      utcTime(swap.createdAt),
      assetName(swap.fromToken),
      swap.amountIn,
      assetName(swap.toToken),
      swap.status === 'completed' ? swap.received : null,
      swapWords(swap.status, swap.failureReason).label,
      sourceLabel(swap.source) ?? null,
      swap.id,
    ]),
  };
}
