/**
 * The swap history's first page, rendered on the server: newest first, the swap in progress pinned on top. Older
 * pages are read in the browser (swap-history-list.tsx); the refresh renders the page again.
 */
import { EmptyState } from '@/components/ui/empty-state';
import { ReadError } from '@/components/ui/read-error';
import { Section } from '@/components/ui/section';
import type { ServerRead } from '@/lib/marketplace/read-failure';
import type { SwapHistoryPage } from '@/lib/marketplace/swaps/contract';
import { FetchedAtRefresh, SwapHistoryList } from './swaps-controls-lazy';
import { pinPending, SwapRow } from './swap-row';

/** A page of the history as the page reads it, with when it was read. */
export type SwapHistoryRead = ServerRead<SwapHistoryPage & { fetchedAt: number }>;

export function SwapHistory({ read }: { read: SwapHistoryRead }) {
  if (!read.ok) {
    return (
      <Section title="History">
        <ReadError failure={read.failure} title="Your swaps could not be loaded" readsAgain />
      </Section>
    );
  }
  const { swaps, pending, total, limit, nextOffset, fetchedAt } = read.data;
  const shown = pinPending(swaps, pending?.id);
  return (
    <Section title="History" action={<FetchedAtRefresh at={fetchedAt} />}>
      {shown.length === 0 ? (
        <EmptyState title="No swaps yet">Swaps you make here, on the website or by AutoSwap appear here.</EmptyState>
      ) : (
        <SwapHistoryList
          rows={shown.map((swap) => (
            <SwapRow key={swap.id} swap={swap} pending={swap.id === pending?.id} />
          ))}
          shownIds={shown.map((swap) => swap.id)}
          total={total}
          limit={limit}
          nextOffset={nextOffset}
        />
      )}
    </Section>
  );
}
