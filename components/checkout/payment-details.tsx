'use client';

import type { ReactNode } from 'react';
import { formatDuration, useSecondsLeft } from '@/components/ui/countdown';
import { Money } from '@/components/ui/money';
import { Section } from '@/components/ui/section';
import type { Checkout, Purchase } from '@/lib/marketplace/checkout/contract';
import { NETWORK_LABEL } from '@/lib/marketplace/values';
import { TransactionId } from './transaction-id';
import { LocalTime } from '@/components/ui/local-time';

export function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2 text-sm">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-right font-medium">{children}</dd>
    </div>
  );
}

/** What was paid (or is to be paid), on which network, who receives what, and the transaction. */
export function PaymentDetails({ subject }: { subject: Purchase | Checkout }) {
  const { payment, pricing } = subject;
  const hire = 'kind' in subject ? subject.kind === 'direct_hire' : subject.family === 'hire';
  const payWithin = useSecondsLeft(Date.parse(payment.initiateBefore));
  return (
    <Section title="Payment">
      <dl className="divide-y divide-slate-100">
        <Row label="Amount">
          <Money amount={payment.amount} token={payment.asset} show="both" />
        </Row>
        <Row label="Network">{NETWORK_LABEL[subject.network]}</Row>
        {pricing && (
          <>
            <Row label={hire ? 'The worker receives' : 'The seller receives'}>
              <Money amount={pricing.sellerNetUsd} />
            </Row>
            <Row label="Price, with the platform fee">
              <Money amount={pricing.orderAmountUsdc} />
            </Row>
          </>
        )}
        {payment.transactionId && (
          <Row label="Transaction">
            <TransactionId id={payment.transactionId} network={subject.network} />
          </Row>
        )}
        <Row label="Quote expires">
          <LocalTime iso={payment.expiresAt} />
        </Row>
        {subject.status === 'awaiting_payment' && (
          <Row label="Payment must start within">
            {payWithin > 0 ? formatDuration(payWithin) : 'too late for this quote'}
          </Row>
        )}
      </dl>
    </Section>
  );
}
