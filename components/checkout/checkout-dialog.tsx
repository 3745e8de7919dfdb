'use client';

/**
 * Buying a listing or hiring a worker with x402, as a dialog of steps: the
 * form, the quote shown in full (with whom a hire is for), the wallet's
 * signature, and the outcome. Each new step's heading takes focus. The form
 * lives here, above the steps, so what was typed survives every step and
 * every error.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import type { Route } from 'next';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { WorkerPreview, useWorker } from '@/components/hire/worker-preview';
import { Dialog } from '@/components/ui/dialog';
import { DialogStep } from '@/components/ui/dialog-step';
import { ErrorState } from '@/components/ui/states';
import {
  checkoutFormSchema,
  emptyCheckoutForm,
  type CheckoutForm as CheckoutFormOutput,
  type CheckoutFormValues,
  type CheckoutTarget,
} from '@/lib/marketplace/checkout/form';
import { recoveryQuery } from '@/lib/marketplace/recovery';
import { WalletProviders } from '@/lib/wallet/providers';
import { CheckoutForm } from './checkout-form';
import { EarlierPaymentStep, QuoteStep, StaleStep, UncertainStep, WaitingStep, WorkingStep } from './checkout-steps';
import { sessionQueries } from '@/lib/marketplace/account/session';
import { useDashboardConfig } from '@/components/shell/dashboard-config';
import { earlierPaymentFor, useCheckoutFlow } from './use-checkout-flow';
import { withQueries } from '@/components/queries';

function CheckoutFlow({
  target,
  onClose,
  onBusy,
}: {
  target: CheckoutTarget;
  onClose: () => void;
  /** Whether a payment is on its way: the dialog stays open until its answer. */
  onBusy: (busy: boolean) => void;
}) {
  const router = useRouter();
  const session = useQuery(sessionQueries.summary());
  const form = useForm<CheckoutFormValues, unknown, CheckoutFormOutput>({
    resolver: zodResolver(checkoutFormSchema(target.kind)),
    defaultValues: emptyCheckoutForm(session.data?.account?.network),
  });
  const goToPurchase = (purchaseId: string) => {
    onClose();
    router.push(`/purchases/${encodeURIComponent(purchaseId)}?kind=${target.kind}` as Route);
  };
  const flow = useCheckoutFlow(target, useDashboardConfig().paymentTerms, goToPurchase);
  const hireOf = target.kind === 'hire' ? target.nickname : undefined;
  const worker = useWorker(hireOf);
  const whom = hireOf && <WorkerPreview nickname={hireOf} worker={worker} />;
  const { phase } = flow;
  const busy = phase.name === 'working' && !!phase.sending;
  useEffect(() => onBusy(busy), [busy, onBusy]);
  // A payment for the same thing whose outcome is still in doubt (a reload, another tab, a restart): check it first.
  const earlier = useQuery({ ...recoveryQuery(), staleTime: 0 });
  const doubtful = earlier.data && earlierPaymentFor(earlier.data, target);
  if (doubtful && phase.name === 'form') return <EarlierPaymentStep operation={doubtful} kind={target.kind} />;
  // Until the journal is read, whether such a payment exists is not known: no quote is asked for.
  const earlierUnknown = !earlier.data;

  switch (phase.name) {
    case 'working':
      return <WorkingStep label={phase.label} />;
    case 'waiting':
      return <WaitingStep phase={phase} />;
    case 'uncertain':
      return <UncertainStep onCheck={() => goToPurchase(phase.quote.checkout.id)} />;
    case 'stale':
      return <StaleStep phase={phase} onNewQuote={flow.startOver} />;
    case 'quote':
      return (
        <QuoteStep
          phase={phase}
          paymentSent={flow.paymentSent}
          onPay={flow.pay}
          onChange={flow.startOver}
          worker={whom}
          listedPrice={target.kind === 'store' ? target.listedPrice : undefined}
        />
      );
    case 'form':
      return (
        <DialogStep
          title={phase.error === undefined ? (hireOf ? 'The work and the budget' : 'Your order') : 'No quote was made'}
        >
          {phase.error !== undefined && <ErrorState error={phase.error} title={null} />}
          {earlier.isError && (
            <ErrorState
              error={earlier.error}
              title="Your earlier payments could not be checked, so nothing can be paid yet"
              onRetry={() => void earlier.refetch()}
            />
          )}
          {whom}
          <CheckoutForm
            form={form}
            target={target}
            onQuote={flow.quote}
            onCancel={onClose}
            blocked={worker.missing || earlierUnknown}
          />
        </DialogStep>
      );
  }
}

function CheckoutDialog({
  target,
  sandbox,
  onClose,
}: {
  target: CheckoutTarget;
  sandbox: boolean;
  onClose: () => void;
}) {
  const title = target.kind === 'store' ? `Buy “${target.productName}”` : `Hire ${target.nickname}`;
  // Closed while its payment is on its way, the dialog would leave the wallet and the send running unseen.
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open onClose={onClose} closable={!busy} title={title}>
      <WalletProviders sandbox={sandbox}>
        <CheckoutFlow target={target} onClose={onClose} onBusy={setBusy} />
      </WalletProviders>
    </Dialog>
  );
}

// Opened from a product's page, which loads no React Query client: it brings its own.
export default withQueries(CheckoutDialog);
