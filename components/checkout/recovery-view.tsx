/**
 * Every operation this session started that may still need attention, from the server's journal, read before the
 * page is sent; and the orders this browser paid from another account.
 */
import { EmptyState } from '@/components/ui/empty-state';
import type { RecoveryOperation } from '@/lib/marketplace/recovery';
import { OtherAccountOrders } from './other-account-orders';
import { RecoveryOperationsLazy } from './recovery-operations-lazy';

export function RecoveryView({ operations }: { operations: RecoveryOperation[] }) {
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Unfinished operations</h1>
        <p className="text-sm text-slate-600">
          Purchases, hires and messages this browser started that are not settled yet. If something timed out, check it
          here: it is never paid or sent twice.
        </p>
      </div>
      {operations.length === 0 ? (
        <EmptyState title="Nothing unfinished">Everything this browser started has been settled.</EmptyState>
      ) : (
        <RecoveryOperationsLazy operations={operations} />
      )}
      <OtherAccountOrders />
    </div>
  );
}
