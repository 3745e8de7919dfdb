'use client';

/** One swap followed live through the states of 3.2, with what it gave or why it stopped (loaded by swap-live.tsx). */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { CopyableValue } from '@/components/ui/copyable-value';
import { focusIntoView } from '@/components/ui/focus-into-view';
import { Money } from '@/components/ui/money';
import { Section } from '@/components/ui/section';
import { QueryView } from '@/components/ui/query-view';
import { StatusBadge } from '@/components/ui/status-badge';
import { isCrossNetwork } from '@/lib/marketplace/swaps/rules';
import { ASSET_IDS, type AssetId } from '@/lib/marketplace/assets';
import { swapQueries } from '@/lib/marketplace/swaps/client';
import { isBlockingSwap } from '@/lib/marketplace/swaps/terms';
import type { SwapRecord } from '@/lib/marketplace/swaps/contract';
import { cn } from '@/lib/cn';
import { refreshBalancesSince } from './swap-start';
import { assetName, swapSteps, swapWords, tokenOf, type StepState } from './words';
import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/components/ui/icon-names';

const known = (asset: string): asset is AssetId => (ASSET_IDS as string[]).includes(asset);

const STEP_ICON: Record<StepState, IconName> = {
  done: 'check',
  current: 'loader-circle',
  upcoming: 'circle',
  stopped: 'x',
};

function Steps({ swap }: { swap: SwapRecord }) {
  const cross = known(swap.fromToken) && known(swap.toToken) && isCrossNetwork(swap.fromToken, swap.toToken);
  return (
    <ol aria-label="Swap progress" className="flex flex-col gap-2 sm:flex-row sm:gap-6">
      {swapSteps(swap.status, cross).map((step) => {
        return (
          <li
            key={step.label}
            aria-current={step.state === 'current' || step.state === 'stopped' ? 'step' : undefined}
            className="flex items-center gap-2 text-sm"
          >
            <Icon
              name={STEP_ICON[step.state]}
              className={cn(
                'size-4',
                step.state === 'done' && 'text-emerald-600',
                step.state === 'current' && 'animate-spin text-brand-600',
                step.state === 'upcoming' && 'text-slate-300',
                step.state === 'stopped' && 'text-red-600',
              )}
            />
            <span className={step.state === 'upcoming' ? 'text-slate-500' : 'font-medium'}>{step.label}</span>
            <span className="sr-only">
              ({step.state === 'done' ? 'done' : step.state === 'upcoming' ? 'to come' : 'now'})
            </span>
          </li>
        );
      })}
    </ol>
  );
}

function Facts({ swap }: { swap: SwapRecord }) {
  const to = tokenOf(swap.toToken);
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      <dt className="text-slate-600">You swapped</dt>
      <dd data-testid="swap-amount-in">
        <Money amount={swap.amountIn} token={tokenOf(swap.fromToken)} show="token" />
      </dd>
      {swap.status === 'completed' && swap.received !== null ? (
        <>
          <dt className="text-slate-600">You received</dt>
          <dd className="font-medium" data-testid="swap-received">
            <Money amount={swap.received} token={to} show="token" />
          </dd>
        </>
      ) : (
        swap.expectedAmountOut !== null &&
        swap.status !== 'failed' && (
          <>
            <dt className="text-slate-600">Expected</dt>
            <dd>
              <Money amount={swap.expectedAmountOut} token={to} show="token" />
              {swap.expectedAmountOutMin !== null && swap.expectedAmountOutMin !== swap.expectedAmountOut && (
                <span className="text-slate-500">
                  {' '}
                  (at least <Money amount={swap.expectedAmountOutMin} token={to} show="token" />)
                </span>
              )}
            </dd>
          </>
        )
      )}
      {swap.bridgeFeeAmount !== null && (
        <>
          <dt className="text-slate-600">Bridge fee</dt>
          <dd>
            <Money amount={swap.bridgeFeeAmount} token="USDC" show="token" />
          </dd>
        </>
      )}
      {swap.txId && (
        <>
          <dt className="text-slate-600">Transaction</dt>
          <dd className="text-xs">
            <CopyableValue value={swap.txId} label="Transaction id" />
          </dd>
        </>
      )}
    </dl>
  );
}

/**
 * The tracked swap; when it settles, the balances are read again and the history refreshed.
 * `reveal`: the swap was just started here, so focus and the screen move to it (on a phone it sits below the form).
 */
export function SwapProgress({
  swapId,
  reveal = false,
  onStatus,
  onSettled,
}: {
  swapId: string;
  reveal?: boolean;
  /** Each status read, for the form: whether it still blocks a new swap. */
  onStatus: (swapId: string, blocking: boolean) => void;
  /** It settled while watched: the page's balances and history can show it. */
  onSettled: () => void;
}) {
  const queryClient = useQueryClient();
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (reveal) focusIntoView(section.current);
  }, [reveal]);
  const status = useQuery(swapQueries.status({ swapId }));
  const swap = status.data?.swap;
  const words = swap ? swapWords(swap.status, swap.failureReason) : undefined;

  const settled = words !== undefined && !words.moving;
  const wasMoving = useRef<boolean | undefined>(undefined);
  useEffect(() => {
    if (swap) onStatus(swapId, isBlockingSwap(swap.status));
  }, [swap, swapId, onStatus]);
  useEffect(() => {
    if (words === undefined) return;
    // Settled while watched: the credit (or the returned source) shows in the balances, the header's and the page's.
    if (wasMoving.current && settled) {
      void refreshBalancesSince(queryClient, Date.now());
      onSettled();
    }
    wasMoving.current = !settled;
  }, [settled, words, queryClient, onSettled]);

  return (
    <Section
      ref={section}
      tabIndex={-1}
      className="focus:outline-none"
      title={swap ? `${assetName(swap.fromToken)} to ${assetName(swap.toToken)}` : 'Your swap'}
      action={words && <StatusBadge tone={words.tone}>{words.label}</StatusBadge>}
    >
      <QueryView
        query={status}
        // A later read that fails leaves the swap as last read: the next read of its window mends it.
        keepData="silently"
        loading={{ label: 'Loading the swap', rows: 1 }}
        error={{ title: 'This swap could not be loaded' }}
      >
        {({ swap }) => (
          <div className="space-y-4">
            <Steps swap={swap} />
            <p role="status" className="text-sm text-slate-700">
              {swapWords(swap.status, swap.failureReason).meaning}
            </p>
            <Facts swap={swap} />
          </div>
        )}
      </QueryView>
    </Section>
  );
}
