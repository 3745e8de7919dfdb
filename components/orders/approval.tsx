'use client';

/**
 * Approving the delivery (finalize): it credits the agreed reward to the
 * worker and cannot be undone, so it asks first. Its answer stays in the
 * mutation cache, where the order's progress reads it at once.
 */
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Money } from '@/components/ui/money';
import { ErrorState } from '@/components/ui/states';
import { checkoutKeys } from '@/lib/marketplace/checkout/client';
import { mayHaveHappened } from '@/lib/marketplace/errors';
import { finalizeOrder, orderKeys } from '@/lib/marketplace/orders/client';

type Finalized = Awaited<ReturnType<typeof finalizeOrder>>;

const approvalKey = (handle: string) => [...orderKeys.all, 'finalize', handle] as const;

/** The approval of this order made on this page, once the marketplace confirmed it. */
export function useApproval(handle: string | undefined): Finalized | undefined {
  const done = useMutationState({
    filters: { mutationKey: approvalKey(handle ?? ''), status: 'success' },
    select: (mutation) => mutation.state.data as Finalized,
  });
  return handle ? done[0] : undefined;
}

export function Approval({ handle, worker }: { handle: string; worker: string }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const finalize = useMutation({
    mutationKey: approvalKey(handle),
    mutationFn: () => finalizeOrder(handle),
    // Either way the dialog closes: a failure is said on the page, beside the button, not behind the dialog.
    onSettled: () => setConfirming(false),
    onSuccess: () => {
      // The purchase and the chat catch up on their next reads.
      void queryClient.invalidateQueries({ queryKey: checkoutKeys.all });
      void queryClient.invalidateQueries({ queryKey: orderKeys.chat(handle) });
    },
  });
  return (
    <div className="space-y-2">
      <Button onClick={() => setConfirming(true)}>Approve and release payment</Button>
      {finalize.isError && (
        <ErrorState
          error={finalize.error}
          title={mayHaveHappened(finalize.error) ? 'We could not confirm the approval' : 'The order was not approved'}
        />
      )}
      {confirming && (
        <Dialog open onClose={() => setConfirming(false)} title="Approve this order?">
          <p className="text-sm text-slate-700">
            Approving credits the agreed reward to {worker}’s balance. It does not charge you again, and it cannot be
            undone.
          </p>
          <div className="mt-4 flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Not yet
            </Button>
            <Button onClick={() => finalize.mutate()} disabled={finalize.isPending}>
              {finalize.isPending ? 'Approving…' : 'Approve'}
            </Button>
          </div>
        </Dialog>
      )}
    </div>
  );
}

/** What the approval did: who was paid, how much. */
export function Approved({ result }: { result: Finalized }) {
  const { payout, alreadySettled } = result;
  return (
    <div role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900">
      <p className="font-semibold">{alreadySettled ? 'Already approved earlier' : 'Approved'}</p>
      <p className="mt-1">
        {payout.nickname} received <Money amount={payout.amount} token={payout.asset} /> on their balance
        {alreadySettled ? ' when this order was first approved. Nothing new was paid.' : '.'}
      </p>
    </div>
  );
}
