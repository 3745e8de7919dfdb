/**
 * The history's older pages, loaded with the first "Show older swaps": their read, the row that shows them, and the
 * words of a read that failed.
 */
import { callRoute } from '@/lib/marketplace/call';
import { swapCalls } from '@/lib/marketplace/swaps/client';
import { readInWindows } from '@/lib/marketplace/window-retry';

export { ErrorState } from '@/components/ui/states';
export { SwapRow } from './swap-row';

/** The page at `offset`, waiting out the history's read window if it must. */
export const readOlderSwaps = async (offset: number, limit: number) =>
  (await readInWindows(() => callRoute(swapCalls.history, { body: { limit, offset } }))).data;
