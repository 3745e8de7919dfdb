'use client';

/**
 * Paying for a launch, as a dialog of steps: the price the marketplace asks
 * (never more than the one shown), a wallet's signature, and the outcome: the
 * job, "already paid", or, when no answer came back after paying, recovery by
 * wallet proof instead of a second payment. Each step's heading takes focus.
 */
import { useState } from 'react';
import { WaitingStep } from '@/components/checkout/checkout-steps';
import { NETWORK_LABEL } from '@/lib/marketplace/values';
import { SignInAgain } from '@/components/account/sign-in-again';
import { useDashboardConfig } from '@/components/shell/dashboard-config';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { DialogStep } from '@/components/ui/dialog-step';
import { LocalTime } from '@/components/ui/local-time';
import { ErrorState } from '@/components/ui/states';
import { InstallWallet, WalletPicker } from '@/components/ui/wallet-picker';
import { formatAsset, formatUsdExact, fromAtomic } from '@/lib/money';
import { WalletProviders } from '@/lib/wallet/providers';
import { useWalletChoices } from '@/lib/wallet/use-wallets';
import { LaunchedJob } from './launched-job';
import { PaidTo } from './paid-to';
import { RecoverWork } from './recover-work';
import type { LaunchOperation } from './use-launch';
import { usePayFlow, type PayPhase } from './use-pay-flow';
import { Icon } from '@/components/ui/icon';

function Confirm({
  operation,
  phase,
  onPay,
}: {
  operation: LaunchOperation;
  phase: Extract<PayPhase, { name: 'confirm' }>;
  onPay: ReturnType<typeof usePayFlow>['pay'];
}) {
  const { network, title } = operation.launch;
  const wallets = useWalletChoices(network, 'pay');
  const amount = fromAtomic(phase.atomic, 6);
  return (
    <DialogStep title={phase.problem === undefined ? 'Check the price, then pay' : 'The payment was not accepted'}>
      {phase.problem !== undefined && (
        <ErrorState error={phase.problem} title={null}>
          <SignInAgain error={phase.problem} />
        </ErrorState>
      )}
      <div className="rounded-md border border-slate-200 p-3">
        <p className="text-sm text-slate-600">{title}</p>
        <p className="text-2xl font-semibold" data-testid="pay-amount">
          {formatUsdExact(amount)}{' '}
          <span className="text-base font-normal text-slate-600">in USDC on {NETWORK_LABEL[network]}</span>
        </p>
        <p className="text-xs text-slate-500" data-testid="pay-exact-amount">
          Exactly {formatAsset(amount, 'USDC')}: your wallet is asked to sign this amount, and nothing more.
        </p>
        <PaidTo challenge={phase.challenge} network={network} />
      </div>
      <WalletPicker
        label={`${NETWORK_LABEL[network]} wallets`}
        wallets={wallets}
        onPick={(wallet) => onPay(phase.challenge, phase.atomic, wallet)}
        actionLabel={(wallet) => `Pay ${formatUsdExact(amount)} with ${wallet.name}`}
        empty={<InstallWallet network={network} then="reload this page and start again" />}
      />
    </DialogStep>
  );
}

/** The job whose payment is in doubt, when it is known: a job's payment, or new work paid at its job's own address. */
function jobPaidFor({ launch, paidTo }: LaunchOperation): string | undefined {
  const request = paidTo?.request ?? launch.request;
  return request.kind === 'jobPay' ? request.jobId : undefined;
}

function PayFlow({
  operation,
  onUncertain,
  onSettled,
  onClose,
}: {
  operation: LaunchOperation;
  onUncertain: Parameters<typeof usePayFlow>[2]['onUncertain'];
  onSettled: () => void;
  onClose: () => void;
}) {
  const flow = usePayFlow(operation, useDashboardConfig().paymentTerms, { onUncertain, onSettled });
  const [recovering, setRecovering] = useState(false);
  const { phase } = flow;
  // A payment on its way keeps the dialog open: closed, its answer (the job, or a doubt) would reach no one.
  const sending = phase.name === 'working' && !!phase.sending;
  return (
    <Dialog open onClose={onClose} closable={!sending} title={`Pay for ${operation.launch.title}`}>
      {recovering ? (
        <RecoverWork
          network={operation.launch.network}
          expectedJobId={jobPaidFor(operation)}
          operationKey={operation.paidTo?.key ?? operation.key}
          onRecovered={onSettled}
        />
      ) : (
        <PayStep operation={operation} flow={flow} onClose={onClose} onRecover={() => setRecovering(true)} />
      )}
    </Dialog>
  );
}

function PayStep({
  operation,
  flow,
  onClose,
  onRecover,
}: {
  operation: LaunchOperation;
  flow: ReturnType<typeof usePayFlow>;
  onClose: () => void;
  onRecover: () => void;
}) {
  const { phase } = flow;
  switch (phase.name) {
    case 'working':
      return (
        <div role="status">
          <DialogStep title={phase.label} busy />
        </div>
      );
    case 'waiting':
      return <WaitingStep phase={phase} />;
    case 'failed':
      return (
        <DialogStep title="Nothing was paid">
          <ErrorState error={phase.error} title={null} />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              Change the details
            </Button>
            <Button onClick={flow.askPrice}>Try again</Button>
          </div>
        </DialogStep>
      );
    case 'confirm':
      return <Confirm operation={operation} phase={phase} onPay={flow.pay} />;
    case 'paid':
      return (
        <DialogStep title="Payment received: your job is made">
          <LaunchedJob
            jobId={phase.job.jobId}
            paid={'price' in phase.job && phase.job.price ? formatUsdExact(phase.job.price.amount) : undefined}
          >
            {/* A payment taken and a job open to workers are two facts: its page says when it opens. */}
            <p>Workers see it once the marketplace opens it; its page shows where it stands.</p>
          </LaunchedJob>
        </DialogStep>
      );
    case 'already-paid':
      return (
        <DialogStep title="This job is already paid">
          <p className="text-sm text-slate-700">
            Nothing was charged. The job is funded already; there is nothing left to pay.
          </p>
          {phase.jobId && <LaunchedJob jobId={phase.jobId} />}
        </DialogStep>
      );
    case 'uncertain':
      return (
        <DialogStep title="Do not pay again">
          <div className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
            <Icon name="triangle-exclamation-point" className="mt-0.5 size-4 shrink-0" />
            {operation.earlierAt ? (
              <p>
                An earlier payment of this kind, started <LocalTime iso={operation.earlierAt} />, got no answer from the
                marketplace, so it may have gone through. Find out with a free signature from the wallet that paid: it
                shows the work you paid for, and nothing is paid again. Once it is found, you can pay for this one.
              </p>
            ) : (
              <p>
                The marketplace did not confirm in time, so the payment may have gone through. Find out with a free
                signature from the wallet that paid: it shows the work you paid for, and nothing is paid again.
              </p>
            )}
          </div>
          <div className="flex justify-end">
            <Button onClick={onRecover}>Find my work</Button>
          </div>
        </DialogStep>
      );
  }
}

export default function PayDialog({
  operation,
  sandbox,
  onUncertain,
  onSettled,
  onClose,
}: {
  operation: LaunchOperation;
  sandbox: boolean;
  onUncertain: Parameters<typeof usePayFlow>[2]['onUncertain'];
  onSettled: () => void;
  onClose: () => void;
}) {
  return (
    <WalletProviders sandbox={sandbox}>
      <PayFlow operation={operation} onUncertain={onUncertain} onSettled={onSettled} onClose={onClose} />
    </WalletProviders>
  );
}
