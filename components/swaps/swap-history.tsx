'use client';

/**
 * The swap history: pages by offset, newest first, each swap once, the swap
 * in progress pinned on top; "Show older" follows `nextOffset` until it is null.
 */
import { useQueries } from '@tanstack/react-query';
import type { Route } from 'next';
import Link from 'next/link';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FetchedAt } from '@/components/ui/fetched-at';
import { Money } from '@/components/ui/money';
import { Section } from '@/components/ui/section';
import { QueryView } from '@/components/ui/query-view';
import { EmptyState } from '@/components/ui/empty-state';
import { StatusBadge } from '@/components/ui/status-badge';
import { mergeSwapPages, swapQueries } from '@/lib/marketplace/swaps/client';
import type { SwapRecord } from '@/lib/marketplace/swaps/contract';
import { assetName, sourceLabel, swapWords, tokenOf } from './words';

/** Pending first, then newest first, as the pages gave them. */
function pinPending(swaps: SwapRecord[], pendingId: string | undefined): SwapRecord[] {
  if (!pendingId) return swaps;
  const pending = swaps.find((s) => s.id === pendingId);
  return pending ? [pending, ...swaps.filter((s) => s.id !== pendingId)] : swaps;
}

function Row({ swap, pending }: { swap: SwapRecord; pending: boolean }) {
  const words = swapWords(swap.status, swap.failureReason);
  const source = sourceLabel(swap.source);
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3 text-sm">
      <div className="min-w-0 flex-1">
        <p className="font-medium">
          <Money amount={swap.amountIn} token={tokenOf(swap.fromToken)} show="token" /> to {assetName(swap.toToken)}
        </p>
        <p className="text-xs text-slate-500">
          {new Date(swap.createdAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}
          {swap.status === 'completed' && swap.received !== null && (
            <>
              {' · received '}
              <Money amount={swap.received} token={tokenOf(swap.toToken)} show="token" />
            </>
          )}
          {swap.status === 'failed' && ' · source returned'}
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

export function SwapHistory() {
  const [offsets, setOffsets] = useState([0]);
  const pages = useQueries({ queries: offsets.map((offset) => swapQueries.history(offset)) });
  const first = pages[0]!;
  const last = pages[pages.length - 1]!;
  const swaps = pinPending(mergeSwapPages(pages.map((p) => p.data?.swaps ?? [])), first.data?.pending?.id);
  const nextOffset = last.data?.nextOffset ?? null;
  const failed = pages.find((p) => p.isError);
  // The pages read as one: loading until the first is read; a failed page shown above what was read.
  const history = {
    isPending: first.isPending,
    isError: failed !== undefined,
    error: failed?.error,
    data: first.data && swaps,
    refetch: () => failed?.refetch(),
  };

  return (
    <Section
      title="History"
      action={
        first.data && (
          <FetchedAt at={first.data.fetchedAt} onRefresh={() => void first.refetch()} refreshing={first.isFetching} />
        )
      }
    >
      <QueryView
        query={history}
        keepData="with-error"
        loading={{ label: 'Loading your swaps', rows: 4, rowClassName: 'h-12' }}
        error={{ title: 'Your swaps could not be loaded' }}
        isEmpty={(read) => read.length === 0}
        empty={
          <EmptyState title="No swaps yet">Swaps you make here, on the website or by AutoSwap appear here.</EmptyState>
        }
      >
        {(read) => (
          <>
            <ul aria-label="Your swaps" className="divide-y divide-slate-100">
              {read.map((swap) => (
                <Row key={swap.id} swap={swap} pending={swap.id === first.data?.pending?.id} />
              ))}
            </ul>
            {first.data && (
              <p className="mt-2 text-xs text-slate-500">
                {read.length} of {first.data.total} swaps shown.
              </p>
            )}
            {nextOffset !== null && (
              <Button
                variant="secondary"
                size="sm"
                className="mt-3"
                disabled={last.isFetching}
                onClick={() => setOffsets((all) => (all.includes(nextOffset) ? all : [...all, nextOffset]))}
              >
                {last.isFetching ? 'Loading older swaps…' : 'Show older swaps'}
              </Button>
            )}
          </>
        )}
      </QueryView>
    </Section>
  );
}
