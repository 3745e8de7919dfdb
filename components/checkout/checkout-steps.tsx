'use client';

/** The steps of the checkout dialog after the form: the quote to pay, waiting, and the outcomes that need words of their own. */
import type { Route } from 'next';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { SignInAgain } from '@/components/account/sign-in-again';
import { Button, buttonClasses } from '@/components/ui/button';
import { formatDuration, useSecondsLeft } from '@/components/ui/countdown';
import { DialogStep } from '@/components/ui/dialog-step';
import { ErrorState } from '@/components/ui/states';
import type { RecoveryOperation } from '@/lib/marketplace/recovery';
import { payeeOf } from '@/lib/marketplace/payment-guard';
import type { WalletChoice } from '@/lib/wallet/use-wallets';
import { OtherAccountStep, PayWith } from './pay-with';
import { QuoteSummary } from './quote-summary';
import type { Phase, Quote } from './use-checkout-flow';
import { Icon } from '@/components/ui/icon';

export function QuoteStep({
  phase,
  paymentSent,
  onPay,
  onChange,
  worker,
  listedPrice,
}: {
  phase: Extract<Phase, { name: 'quote' }>;
  paymentSent: boolean;
  onPay: (quote: Quote, wallet: WalletChoice, otherAccount: boolean) => void;
  onChange: () => void;
  /** Whom a hire is for, shown above the quote. */
  worker?: React.ReactNode;
  /** The price the listing showed, for a purchase opened from it. */
  listedPrice?: string;
}) {
  const { quote, problem } = phase;
  const network = quote.checkout.network;
  const amount = quote.checkout.payment.amount;
  // A wallet known to pay from another account than the signed-in one, waiting for the person to confirm.
  const [other, setOther] = useState<WalletChoice | null>(null);
  if (other)
    return (
      <OtherAccountStep
        wallet={other}
        amount={amount}
        onConfirm={() => onPay(quote, other, true)}
        onBack={() => setOther(null)}
      />
    );
  const title =
    problem === undefined
      ? 'Check the quote, then pay'
      : paymentSent
        ? 'The payment was not accepted'
        : 'The payment did not start';
  return (
    <DialogStep title={title}>
      {problem !== undefined && (
        <ErrorState error={problem} title={null}>
          <SignInAgain error={problem} />
        </ErrorState>
      )}
      {worker}
      <QuoteSummary
        checkout={quote.checkout}
        payee={payeeOf(quote.paymentRequired, quote.checkout.network)}
        listedPrice={listedPrice}
      />
      <PayWith
        network={network}
        amount={amount}
        onPick={(wallet, otherAccount) => (otherAccount ? setOther(wallet) : onPay(quote, wallet, false))}
      />
      {!paymentSent && (
        <Button variant="ghost" size="sm" onClick={onChange}>
          Change the order
        </Button>
      )}
    </DialogStep>
  );
}

export function WorkingStep({ label }: { label: string }) {
  return (
    <div role="status">
      <DialogStep title={label} busy />
    </div>
  );
}

/** A refusal with a Retry-After: its reason and a countdown, then the same step again (checkout and launch payments). */
export function WaitingStep({ phase }: { phase: { until: number; reason: string; retry: () => void } }) {
  const left = useSecondsLeft(phase.until);
  const { retry } = phase;
  useEffect(() => {
    if (left === 0) retry();
  }, [left, retry]);
  return (
    <DialogStep title="Waiting for the marketplace" busy>
      <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
        {phase.reason} Trying again in {formatDuration(left)}…
      </p>
    </DialogStep>
  );
}

export function UncertainStep({ onCheck }: { onCheck: () => void }) {
  return (
    <DialogStep title="Do not pay again">
      <div className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
        <Icon name="triangle-exclamation-point" className="mt-0.5 size-4 shrink-0" />
        <p>
          The marketplace did not confirm in time, so the payment may have gone through. Check the order’s status: it
          shows whether you paid.
        </p>
      </div>
      <div className="flex justify-end">
        <Button onClick={onCheck}>Check status</Button>
      </div>
    </DialogStep>
  );
}

/** What an earlier payment for the same thing came to, as far as this browser knows. */
const EARLIER_PAYMENT_WORDS: Record<string, string> = {
  uncertain:
    'You already started paying for this from this browser, and we could not confirm whether that payment went through. Check it before paying again: if it went through, the order is yours.',
  processing:
    'Your earlier payment for this from this browser is still being processed. Follow it on its order: paying again would pay a second time.',
  payment_review:
    'Your earlier payment for this from this browser is under review. Its order says what happens next; do not pay again.',
};

/**
 * An earlier payment of this browser for the same thing may have gone through, or is on its way or under review:
 * only checking it is offered.
 */
export function EarlierPaymentStep({ operation, kind }: { operation: RecoveryOperation; kind: 'store' | 'hire' }) {
  return (
    <DialogStep title="Check your earlier payment first">
      <div className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
        <Icon name="triangle-exclamation-point" className="mt-0.5 size-4 shrink-0" />
        <p>{EARLIER_PAYMENT_WORDS[operation.outcome ?? ''] ?? EARLIER_PAYMENT_WORDS.uncertain}</p>
      </div>
      <div className="flex justify-end">
        {operation.purchaseId ? (
          <Link
            href={`/purchases/${encodeURIComponent(operation.purchaseId)}?kind=${kind}` as Route}
            className={buttonClasses('primary')}
          >
            Open the order
          </Link>
        ) : (
          <Link href="/recovery" className={buttonClasses('primary')}>
            Check unfinished payments
          </Link>
        )}
      </div>
    </DialogStep>
  );
}

export function StaleStep({ phase, onNewQuote }: { phase: Extract<Phase, { name: 'stale' }>; onNewQuote: () => void }) {
  return (
    <DialogStep title="This quote can no longer be paid">
      <ErrorState error={phase.error} title={null} />
      <p className="text-sm text-slate-600">Nothing was charged for it. A new quote starts a new checkout.</p>
      <div className="flex justify-end">
        <Button onClick={onNewQuote}>Get a new quote</Button>
      </div>
    </DialogStep>
  );
}
