'use client';

/**
 * The unfinished operations the page read on the server, each with "check status" using its original identifiers.
 * Checking never pays and never makes a new key; the identifiers themselves stay out of sight. Loaded only when there
 * is one to show (`recovery-operations-lazy.tsx`).
 */
import { useMutation } from '@tanstack/react-query';
import type { Route } from 'next';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { orderProgress } from '@/components/orders/progress';
import { withQueries } from '@/components/queries';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/states';
import { StatusBadge } from '@/components/ui/status-badge';
import { PURCHASE_STATUSES, type PurchaseStatus } from '@/lib/marketplace/checkout/terms';
import { checkStatus } from '@/lib/marketplace/checkout/client';
import { readSwapStatus } from '@/lib/marketplace/swaps/client';
import { swapWords } from '@/components/swaps/words';
import { MarketplaceError } from '@/lib/marketplace/errors';
import { dismissOperation, isUncertain, type RecoveryOperation } from '@/lib/marketplace/recovery';
import { NETWORK_LABEL } from '@/lib/marketplace/values';
import { LocalTime } from '@/components/ui/local-time';

const KIND: Record<string, string> = {
  'checkout.purchase': 'Purchase',
  'checkout.hire': 'Hire',
  'orders.send': 'Message',
  'swaps.create': 'Swap',
};
/** Paid launches are recovered by a wallet proof of the payer, never by paying again. */
const isLaunch = (op: RecoveryOperation) => op.routeId.startsWith('launch.');

const isPurchaseStatus = (value: string | null): value is PurchaseStatus =>
  (PURCHASE_STATUSES as readonly (string | null)[]).includes(value);

function describe(op: RecoveryOperation): string {
  if (op.state === 'unknown')
    return 'No answer came back. It may or may not have gone through: check before doing anything else.';
  if (op.state === 'sent') return 'Sent, and waiting for an answer.';
  // A "not now" keeps a doubt only when an earlier send went unanswered (lib/server/journal.ts): it says nothing of that send.
  if (op.outcome === 'unconfirmed' && (op.lastHttpStatus === 429 || op.lastHttpStatus === 503))
    return 'The marketplace was busy or unavailable when this was last sent, so we could not confirm whether it went through. Check before doing anything else.';
  if (op.outcome === 'unconfirmed')
    return 'The marketplace answered with an error, so we could not confirm whether this went through. Check before doing anything else.';
  if (isPurchaseStatus(op.outcome)) return orderProgress({ status: op.outcome }).meaning;
  if (op.outcome === 'retry')
    return 'The marketplace asked to try again later. The same operation can be retried safely.';
  return 'Waiting for a check.';
}

function Operation({ op }: { op: RecoveryOperation }) {
  const isCheckout = op.routeId === 'checkout.purchase' || op.routeId === 'checkout.hire';
  const kind = op.routeId === 'checkout.hire' ? 'hire' : 'store';
  // The answer stays on screen; the list itself refreshes on the next visit (a settled item then leaves it).
  const check = useMutation({ mutationFn: () => checkStatus({ idempotencyKey: op.idempotencyKey }, kind) });
  const router = useRouter();
  // Once the person has checked it themselves (the order, their wallet), an operation in doubt can leave the list; it
  // is never sent again. The page renders the list again without it.
  const dismiss = useMutation({ mutationFn: () => dismissOperation(op.id), onSuccess: () => router.refresh() });
  // Removing asks once more: the list is what stops a second payment for the same thing.
  const [removing, setRemoving] = useState(false);
  const read = check.data;
  const progress =
    read &&
    orderProgress({
      status: (read.purchase ?? read.checkout)!.status,
      order: read.purchase?.order,
      transactionId: read.purchase?.payment.transactionId,
    });
  const purchaseId = read?.purchase?.purchaseId ?? read?.checkout?.id ?? op.purchaseId;
  const network = op.network === 'solana' || op.network === 'base' ? NETWORK_LABEL[op.network] : undefined;
  return (
    <li className="space-y-2 rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="neutral">{KIND[op.routeId] ?? (isLaunch(op) ? 'Launch' : 'Operation')}</Badge>
        {isUncertain(op) && <Badge tone="warning">{op.state === 'unknown' ? 'No answer' : 'Not confirmed'}</Badge>}
        <span className="font-medium break-words">
          {op.summary ?? `${KIND[op.routeId] ?? 'An operation'} started here`}
        </span>
      </div>
      <p className="text-sm text-slate-600">{describe(op)}</p>
      <p className="text-xs text-slate-500">
        Started <LocalTime iso={op.createdAt} />
        {network ? ` · ${network}` : ''}
      </p>
      {isCheckout && (
        <div className="flex flex-wrap items-center gap-2">
          <Button size="sm" variant="secondary" onClick={() => check.mutate()} disabled={check.isPending}>
            {check.isPending ? 'Checking…' : 'Check status'}
          </Button>
          {purchaseId && (
            <Link
              href={`/purchases/${encodeURIComponent(purchaseId)}?kind=${kind}` as Route}
              className={buttonClasses('ghost', 'sm')}
            >
              Open the order
            </Link>
          )}
          {progress && <StatusBadge tone={progress.tone}>{progress.label}</StatusBadge>}
        </div>
      )}
      {op.routeId === 'swaps.create' && isUncertain(op) && <SwapCheck idempotencyKey={op.idempotencyKey} />}
      {isLaunch(op) && isUncertain(op) && (
        <Link href="/launch/recover" className={buttonClasses('secondary', 'sm')}>
          Find the work you paid for
        </Link>
      )}
      {isUncertain(op) &&
        (removing ? (
          <div
            role="group"
            aria-label="Remove it from the list?"
            className="space-y-2 rounded-md bg-amber-50 p-3 text-sm"
          >
            <p className="text-amber-900">
              Once removed, the dashboard no longer warns you before paying for the same thing again. Remove it only if
              you know whether it went through.
            </p>
            <div className="flex flex-wrap gap-2">
              <Button size="sm" variant="secondary" onClick={() => dismiss.mutate()} disabled={dismiss.isPending}>
                Remove it
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setRemoving(false)}>
                Keep it
              </Button>
            </div>
          </div>
        ) : (
          <Button size="sm" variant="ghost" onClick={() => setRemoving(true)}>
            I checked it: remove from this list
          </Button>
        ))}
      {check.isError && <ErrorState error={check.error} title="The status could not be read" />}
      {dismiss.isError && <ErrorState error={dismiss.error} title="It could not be removed" />}
    </li>
  );
}

const notFound = (error: unknown) => error instanceof MarketplaceError && error.code === 'SWAP_NOT_FOUND';

/** A swap sent without a certain answer, looked up by its key: found, it is followed on the swaps page. */
function SwapCheck({ idempotencyKey }: { idempotencyKey: string }) {
  const check = useMutation({ mutationFn: () => readSwapStatus({ idempotencyKey }) });
  const swap = check.data?.swap;
  const words = swap && swapWords(swap.status, swap.failureReason);
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" variant="secondary" onClick={() => check.mutate()} disabled={check.isPending}>
          {check.isPending ? 'Checking…' : 'Check status'}
        </Button>
        {swap && words && (
          <>
            <StatusBadge tone={words.tone}>{words.label}</StatusBadge>
            <Link href={`/swaps?swap=${encodeURIComponent(swap.id)}` as Route} className={buttonClasses('ghost', 'sm')}>
              Follow the swap
            </Link>
          </>
        )}
      </div>
      {words && <p className="text-sm text-slate-600">The swap was made. {words.meaning}</p>}
      {check.isError &&
        (notFound(check.error) ? (
          <p role="status" className="text-sm text-slate-600">
            So far no swap has been made under this request for the account you are signed in with, and nothing was
            taken from that balance for it. If you swapped while signed in with another account, sign in with that one
            and check again.
          </p>
        ) : (
          <ErrorState error={check.error} title="The status could not be read" />
        ))}
    </div>
  );
}

function RecoveryOperations({ operations }: { operations: RecoveryOperation[] }) {
  return (
    <ul aria-label="Unfinished operations" className="space-y-3">
      {operations.map((op) => (
        <Operation key={op.id} op={op} />
      ))}
    </ul>
  );
}

/** Checking a status and removing an operation are mutations: React Query's client loads with the list. */
export default withQueries(RecoveryOperations);
