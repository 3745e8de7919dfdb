/**
 * /swaps, rendered on the server from the page's reads: the heading with the export, the form over the balances with
 * the swap being followed (swap-desk.tsx, the page's working part), and the history's first page.
 */
import { ReadError } from '@/components/ui/read-error';
import type { Balances } from '@/lib/marketplace/account/balances';
import { accountWire } from '@/lib/marketplace/account/terms';
import type { ServerRead } from '@/lib/marketplace/read-failure';
import { swapWire } from '@/lib/marketplace/swaps/terms';
import { SwapFormStandIn } from './swap-form-stand-in';
import { SwapHistory, type SwapHistoryRead } from './swap-history';
import { SwapDesk, SwapsExport } from './swaps-controls-lazy';

/** The account's balances as the page reads them, with when they were read. */
export type BalancesRead = ServerRead<{ balances: Balances; fetchedAt: number }>;

export function SwapsView({
  balances,
  history,
  priced,
}: {
  balances: BalancesRead;
  history: SwapHistoryRead;
  /** Against the sandbox, whose prices are known, the estimate is worked out. */
  priced: boolean;
}) {
  const shown = balances.ok ? balances.data.balances : undefined;
  const pendingId = history.ok ? (history.data.pending?.id ?? undefined) : undefined;
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
        standIn={<SwapFormStandIn balances={shown} blocked={pendingId !== undefined} priced={priced} />}
        balances={shown}
        balancesFailure={
          balances.ok ? undefined : (
            <ReadError failure={balances.failure} title="Your balances could not be loaded" readsAgain />
          )
        }
        pendingId={pendingId}
        priced={priced}
        reads={[
          { fetchedAt: balances.ok ? balances.data.fetchedAt : undefined, window: accountWire.profile.window },
          { fetchedAt: history.ok ? history.data.fetchedAt : undefined, window: swapWire.history.window },
        ]}
      />
      <SwapHistory read={history} />
    </div>
  );
}
