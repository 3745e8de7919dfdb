'use client';

/**
 * The history's list: the first page's rows as the server rendered them, then the older pages "Show older swaps"
 * reads (following `nextOffset` until it is null), each swap once. Their read loads with the first press and waits
 * out the history's read window if it must.
 */
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorStateLazy } from '@/components/ui/error-state-lazy';
import type { SwapRecord } from '@/lib/marketplace/swaps/contract';
import { SWAP_LIMITS } from '@/lib/marketplace/swaps/terms';
import { SwapRow } from './swap-row';

async function readOlder(offset: number) {
  const [{ callRoute }, { swapCalls }, { readInWindows }] = await Promise.all([
    import('@/lib/marketplace/call'),
    import('@/lib/marketplace/swaps/client'),
    import('@/lib/marketplace/window-retry'),
  ]);
  const body = { limit: SWAP_LIMITS.historyLimitDefault, offset };
  return (await readInWindows(() => callRoute(swapCalls.history, { body }))).data;
}

export function SwapHistoryList({
  rows,
  shownIds,
  total,
  nextOffset,
}: {
  /** The first page, rendered on the server. */
  rows: ReactNode;
  shownIds: string[];
  total: number;
  nextOffset: number | null;
}) {
  const [older, setOlder] = useState<SwapRecord[]>([]);
  const [next, setNext] = useState(nextOffset);
  const [reading, setReading] = useState(false);
  const [failure, setFailure] = useState<{ error: unknown }>();
  // Pages can shift while a swap is made, and the first page is rendered again after one: each swap once.
  const added = older.filter(
    (swap, i) => !shownIds.includes(swap.id) && older.findIndex((s) => s.id === swap.id) === i,
  );

  const readNext = async (offset: number) => {
    setReading(true);
    setFailure(undefined);
    try {
      const page = await readOlder(offset);
      setOlder((read) => [...read, ...page.swaps]);
      setNext(page.nextOffset);
    } catch (error) {
      setFailure({ error });
    } finally {
      setReading(false);
    }
  };

  return (
    <>
      <ul aria-label="Your swaps" className="divide-y divide-slate-100">
        {rows}
        {added.map((swap) => (
          <SwapRow key={swap.id} swap={swap} pending={false} />
        ))}
      </ul>
      <p className="mt-2 text-xs text-slate-500">
        {shownIds.length + added.length} of {total} swaps shown.
      </p>
      {failure && (
        <div className="mt-3">
          <ErrorStateLazy error={failure.error} title="Older swaps could not be loaded" />
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
