/**
 * /swaps, rendered on the server from the page's reads: the heading with the export, the form over the balances with
 * the swap being followed (swap-desk.tsx, the page's working part), and the history's first page.
 */
import { ReadError } from '@/components/ui/read-error';
import type { Balances } from '@/lib/marketplace/account/balances';
import type { ServerRead } from '@/lib/marketplace/read-failure';
import { SwapHistory, type SwapHistoryRead } from './swap-history';
import { SwapDesk, SwapsExport } from './swaps-controls-lazy';

/** The account's balances as the page reads them, with when they were read. */
export type BalancesRead = ServerRead<{ balances: Balances; fetchedAt: number }>;

export function SwapsView({ balances, history }: { balances: BalancesRead; history: SwapHistoryRead }) {
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Swaps</h1>
          <p className="text-sm text-slate-600">Swap between your platform balances. One swap runs at a time.</p>
        </div>
        <SwapsExport />
      </div>
      <SwapDesk
        balances={balances.ok ? balances.data.balances : undefined}
        balancesFetchedAt={balances.ok ? balances.data.fetchedAt : undefined}
        balancesFailure={
          balances.ok ? undefined : (
            <ReadError failure={balances.failure} title="Your balances could not be loaded" readsAgain />
          )
        }
        pendingId={history.ok ? (history.data.pending?.id ?? undefined) : undefined}
        historyFetchedAt={history.ok ? history.data.fetchedAt : undefined}
      />
      <SwapHistory read={history} />
    </div>
  );
}
