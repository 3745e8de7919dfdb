'use client';

/**
 * The history's list: the first page's rows as the server rendered them, then the older pages "Show older swaps"
 * reads (following `nextOffset` until it is null), each swap once. Their read and rows load with the first press,
 * and the read waits out the history's window if it must.
 */
import { useState, type ComponentType, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import type { SwapRecord } from '@/lib/marketplace/swaps/contract';

type Row = ComponentType<{ swap: SwapRecord; pending: boolean }>;
type Words = ComponentType<{ error: unknown; title: string }>;

export function SwapHistoryList({
  rows,
  shownIds,
  total,
  limit,
  nextOffset,
}: {
  /** The first page, rendered on the server. */
  rows: ReactNode;
  shownIds: string[];
  total: number;
  /** The first page's size, the size of each older one. */
  limit: number;
  nextOffset: number | null;
}) {
  const [older, setOlder] = useState<{ swaps: SwapRecord[]; Row?: Row }>({ swaps: [] });
  const [next, setNext] = useState(nextOffset);
  const [reading, setReading] = useState(false);
  /** A read that failed, with the words for it once its module has loaded. */
  const [failure, setFailure] = useState<{ error: unknown; Words?: Words }>();
  // Pages can shift while a swap is made, and the first page is rendered again after one: each swap once.
  const added = older.swaps.filter(
    (swap, i) => !shownIds.includes(swap.id) && older.swaps.findIndex((s) => s.id === swap.id) === i,
  );
  const { Row: OlderRow } = older;

  const readNext = async (offset: number) => {
    setReading(true);
    setFailure(undefined);
    let older: typeof import('./swap-history-older') | undefined;
    try {
      older = await import('./swap-history-older');
      const page = await older.readOlderSwaps(offset, limit);
      const Row: Row = older.SwapRow;
      setOlder((read) => ({ swaps: [...read.swaps, ...page.swaps], Row }));
      setNext(page.nextOffset);
    } catch (error) {
      setFailure({ error, Words: older?.ErrorState });
    } finally {
      setReading(false);
    }
  };

  return (
    <>
      <ul aria-label="Your swaps" className="divide-y divide-slate-100">
        {rows}
        {OlderRow && added.map((swap) => <OlderRow key={swap.id} swap={swap} pending={false} />)}
      </ul>
      <p className="mt-2 text-xs text-slate-500">
        {shownIds.length + added.length} of {total} swaps shown.
      </p>
      {failure && (
        <div className="mt-3">
          {failure.Words ? (
            <failure.Words error={failure.error} title="Older swaps could not be loaded" />
          ) : (
            // The read's own code did not arrive: the connection dropped.
            <p role="alert" className="text-sm text-red-700">
              Older swaps could not be loaded. Check your connection and try again.
            </p>
          )}
        </div>
      )}
      {next !== null && (
        <Button variant="secondary" size="sm" className="mt-3" disabled={reading} onClick={() => void readNext(next)}>
          {reading ? 'Loading older swaps…' : 'Show older swaps'}
        </Button>
      )}
    </>
  );
}
