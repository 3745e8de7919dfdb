'use client';

/**
 * One intended launch at a time, from a page: its idempotency key is made when
 * it is first asked for and kept for the challenge, the paid retry and any
 * repeat of the same request; a changed request gets a new key only while no
 * payment was sent under the old one. Once a payment was sent without a
 * certain answer, opening any launch of its kind again leads to recovery,
 * never to a second payment, whatever was changed since: also after a reload,
 * in another tab or after the dashboard restarted, since the server's journal
 * still holds the operation in doubt. Once recovery finds the work, the
 * journal lets it go. The dialog (with the wallet and x402 libraries) loads
 * only when it opens.
 */
import { useQueryClient } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useRef, useState } from 'react';
import { useDashboardConfig } from '@/components/shell/dashboard-config';
import {
  journaledIntentsOf,
  networkOfIntent,
  newLaunchKey,
  type PaidRequest,
  type PaidTarget,
  type Price,
} from '@/lib/marketplace/launch/client';
import { JOB_PAYMENT_KEY_SUFFIX, jobPaymentAt } from '@/lib/marketplace/launch/job-payment';
import { dismissOperationWithKey, freshOperations, uncertainFor } from '@/lib/marketplace/recovery';
import type { Network } from '@/lib/marketplace/schema';
import { canonicalJson } from '@/lib/marketplace/canonical-json';

const PayDialog = dynamic(() => import('./pay-dialog'), { ssr: false });
const EarlierUncheckedDialog = dynamic(() => import('./earlier-unchecked-dialog'), { ssr: false });

/** What is about to be paid: the request, the price shown for it, and the network the wallet pays on. */
export interface Launch {
  request: PaidRequest;
  price: Price;
  network: Network;
  /** What is bought, in words, e.g. "40 likes on X". */
  title: string;
}

export interface LaunchOperation {
  key: string;
  fingerprint: string;
  /** The launch the key was made for (the one recovered when in doubt). */
  launch: Launch;
  /** A payment left under this key and no certain answer came back. */
  uncertain: boolean;
  /** Paid (or found paid): the next launch is a new one, with a new key. */
  settled: boolean;
  /** The payment in doubt was for other details than the ones asked for now (after a reload): when it was started. */
  earlierAt?: string;
  /** The payment in doubt went to its new job's own payment address, under a key of its own (`paidRetryOf`). */
  paidTo?: PaidTarget;
}

/** `onSettled`: the launch was paid, or found paid (by its answer or by recovery). */
export function useLaunch({ onSettled }: { onSettled?: () => void } = {}) {
  const { sandbox } = useDashboardConfig();
  const [operation, setOperation] = useState<LaunchOperation | null>(null);
  const [open, setOpen] = useState(false);
  const [unchecked, setUnchecked] = useState<{ launch: Launch; error: unknown } | null>(null);
  const queryClient = useQueryClient();
  /** The journal letting go of a recovered payment: the next launch reads the journal once it has. */
  const letGo = useRef<Promise<void>>(undefined);

  /**
   * An earlier payment of this browser still in doubt (this page was reloaded, or it was paid from another tab): for a
   * job, one for that job; for new work, one for work of the same kind, its details retyped or not, as within a tab.
   */
  const earlierInDoubt = async (launch: Launch) => {
    const operations = await freshOperations(queryClient);
    for (const { routeId, intent, request } of journaledIntentsOf(launch.request)) {
      const same = (body: Record<string, unknown>) => canonicalJson(body) === canonicalJson(intent);
      const op =
        uncertainFor(operations, routeId, same) ??
        (request.kind === 'jobPay' ? undefined : uncertainFor(operations, routeId, () => true));
      if (!op) continue;
      // Recovered as it was paid: on the network it went on, whichever the form shows now.
      const network = networkOfIntent(op.body);
      return { op, launch: { ...launch, request, network }, earlierAt: same(op.body) ? undefined : op.createdAt };
    }
    // New work paid at its new job's own address: that payment holds any new work until found.
    if (launch.request.kind === 'jobPay') return undefined;
    const paidToJob = operations.filter((op) => op.idempotencyKey.endsWith(JOB_PAYMENT_KEY_SUFFIX));
    for (const routeId of ['launch.jobPay', 'launch.jobPayBase']) {
      const op = uncertainFor(paidToJob, routeId, () => true);
      const job = op && jobPaymentAt(typeof op.body.path === 'string' ? op.body.path : '');
      if (!op || !job) continue;
      const paidTo = { request: { kind: 'jobPay' as const, ...job }, key: op.idempotencyKey };
      return { op, launch: { ...launch, network: job.network }, earlierAt: op.createdAt, paidTo };
    }
    return undefined;
  };

  const start = async (launch: Launch) => {
    const fingerprint = canonicalJson(launch.request);
    // A payment in doubt keeps its key and launch whatever the form holds now: only recovery is offered for it.
    if (operation?.uncertain) setOperation(operation);
    else if (operation && !operation.settled && operation.fingerprint === fingerprint)
      setOperation({ ...operation, launch });
    else {
      let earlier;
      await letGo.current;
      try {
        earlier = await earlierInDoubt(launch);
      } catch (error) {
        // Not knowing is not "none": no key is made and nothing can be paid until the journal is read.
        return setUnchecked({ launch, error });
      }
      setOperation({
        key: earlier?.op.idempotencyKey ?? newLaunchKey(),
        fingerprint,
        launch: earlier?.launch ?? launch,
        uncertain: earlier !== undefined,
        settled: false,
        earlierAt: earlier?.earlierAt,
        paidTo: earlier && 'paidTo' in earlier ? earlier.paidTo : undefined,
      });
    }
    setOpen(true);
  };

  const dialog = unchecked ? (
    <EarlierUncheckedDialog
      title={unchecked.launch.title}
      error={unchecked.error}
      onRetry={() => (setUnchecked(null), void start(unchecked.launch))}
      onClose={() => setUnchecked(null)}
    />
  ) : open && operation ? (
    <PayDialog
      operation={operation}
      sandbox={sandbox}
      onUncertain={(uncertain, paidTo) => setOperation((op) => op && { ...op, uncertain, paidTo })}
      onSettled={() => {
        // Found by recovery: the journal lets it go, so the next launch of its kind is not held for it. Should that
        // fail, the next launch is held again and recovery finds the same work: nothing is paid twice either way.
        if (operation.uncertain)
          letGo.current = dismissOperationWithKey(queryClient, operation.paidTo?.key ?? operation.key).catch(
            () => undefined,
          );
        setOperation((op) => op && { ...op, uncertain: false, settled: true });
        onSettled?.();
      }}
      onClose={() => setOpen(false)}
    />
  ) : null;
  return { start: (launch: Launch) => void start(launch), dialog, uncertain: operation?.uncertain ?? false };
}
