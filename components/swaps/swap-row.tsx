/**
 * One swap of the history, rendered on the server for the first page and in the browser for the older ones
 * (swap-history-list.tsx): no state of its own.
 */
import type { Route } from 'next';
import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { Money } from '@/components/ui/money';
import { StatusBadge } from '@/components/ui/status-badge';
import type { SwapRecord } from '@/lib/marketplace/swaps/contract';
import { assetName, sourceLabel, swapWords, tokenOf } from './words';
import { LocalTime } from '@/components/ui/local-time';

/** Pending first, then newest first, as the pages gave them. */
export function pinPending(swaps: SwapRecord[], pendingId: string | undefined): SwapRecord[] {
  if (!pendingId) return swaps;
  const pending = swaps.find((s) => s.id === pendingId);
  return pending ? [pending, ...swaps.filter((s) => s.id !== pendingId)] : swaps;
}

export function SwapRow({ swap, pending }: { swap: SwapRecord; pending: boolean }) {
  const words = swapWords(swap.status, swap.failureReason);
  const source = sourceLabel(swap.source);
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3 text-sm">
      <div className="min-w-0 flex-1">
        <p className="font-medium">
          <Money amount={swap.amountIn} token={tokenOf(swap.fromToken)} show="token" /> to {assetName(swap.toToken)}
        </p>
        <p className="text-xs text-slate-500">
          <LocalTime iso={swap.createdAt} />
          {swap.status === 'completed' && swap.received !== null && (
            <>
              {' · received '}
              <Money amount={swap.received} token={tokenOf(swap.toToken)} show="token" />
            </>
          )}
          {/* The contract promises the source back only for a swap too small to give anything (spec 3.2). */}
          {swap.status === 'failed' && swap.failureReason === 'SWAP_AMOUNT_TOO_SMALL' && ' · source returned'}
        </p>
      </div>
      {source && <Badge tone="neutral">{source}</Badge>}
      <StatusBadge tone={words.tone}>{words.label}</StatusBadge>
      {(pending || words.moving) && (
        <Link
          href={`/swaps?swap=${encodeURIComponent(swap.id)}` as Route}
          className="text-xs font-medium text-brand-700 hover:underline"
        >
          Follow this swap
        </Link>
      )}
    </li>
  );
}
