'use client';

import type { ReactNode } from 'react';
import { formatDuration, useSecondsLeft } from '@/components/ui/countdown';
import { CopyableValue } from '@/components/ui/copyable-value';
import { Money } from '@/components/ui/money';
import { priceBreakdown } from '@/lib/marketplace/fees';
import type { Checkout } from '@/lib/marketplace/checkout/contract';
import { NETWORK_LABEL } from '@/lib/marketplace/values';
import { compare, formatAsset, isPlainDecimal, type DecimalString } from '@/lib/money';
import { WalletBalance } from './wallet-balance';

function Line({ label, children, strong = false }: { label: ReactNode; children: ReactNode; strong?: boolean }) {
  return (
    <div className={`flex flex-wrap justify-between gap-x-3 px-3 py-2 ${strong ? 'font-medium' : ''}`}>
      <dt className={strong ? '' : 'text-slate-600'}>{label}</dt>
      <dd className="text-right">{children}</dd>
    </div>
  );
}

/**
 * What a quote asks for, in dollars to the cent, with the exact token amount
 * the wallet will sign on one small line, and one countdown: the time left to
 * start paying (the quote itself lasts a minute longer, too short to pay in).
 */
export function QuoteSummary({
  checkout,
  payee,
  listedPrice,
}: {
  checkout: Checkout;
  /** The address the payment goes to, as the requirement the wallet signs names it: the person can compare it. */
  payee?: string;
  listedPrice?: DecimalString;
}) {
  const payWithin = useSecondsLeft(Date.parse(checkout.payment.initiateBefore));
  const hire = checkout.family === 'hire';
  const total = checkout.payment.amount;
  // A quote may show only its total (spec 2.4 lists the breakdown with the purchase).
  const money = checkout.pricing && priceBreakdown(checkout.pricing, total);
  // The seller may have changed the price since the listing was opened: the quote is what would be paid.
  const priceChanged =
    listedPrice !== undefined && isPlainDecimal(listedPrice) && !!money && compare(listedPrice, money.gross) !== 0;
  return (
    <div className="space-y-3">
      {priceChanged && (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900" data-testid="price-changed">
          The price changed since you opened the listing: it showed <Money amount={listedPrice} />, and the seller’s
          price is now <Money amount={money.gross} /> with the platform fee.
        </p>
      )}
      <div>
        <p className="text-2xl font-semibold" data-testid="quote-amount">
          <Money amount={total} />{' '}
          <span className="text-base font-normal text-slate-600">in USDC on {NETWORK_LABEL[checkout.network]}</span>
        </p>
        <p className="text-xs text-slate-500" data-testid="quote-exact-amount">
          Exactly {formatAsset(total, 'USDC')}, the amount your wallet signs
        </p>
      </div>
      <dl className="divide-y divide-slate-100 rounded-md border border-slate-200 text-sm">
        {money && (
          <>
            <Line label={hire ? 'Your budget, with the platform fee' : 'Price, with the platform fee'}>
              <Money amount={money.gross} />
            </Line>
            <Line label="Platform fee (10%)">
              <Money amount={money.fee} />
            </Line>
            <Line label={hire ? 'The worker receives' : 'The seller receives'}>
              <Money amount={money.net} />
            </Line>
            <Line label="Identification amount">
              <Money amount={money.identification} />
            </Line>
          </>
        )}
        <Line label="You pay" strong>
          <Money amount={total} />
        </Line>
        {payee && (
          <Line label="Paid to">
            <CopyableValue value={payee} label="Payee address" />
          </Line>
        )}
        <Line label={`Your marketplace balance on ${NETWORK_LABEL[checkout.network]}`}>
          <WalletBalance network={checkout.network} />
        </Line>
      </dl>
      <p className="text-sm">
        <span className="text-slate-600">Start paying within </span>
        <span className={`font-medium ${payWithin < 120 ? 'text-amber-700' : ''}`} data-testid="quote-countdown">
          {payWithin > 0 ? formatDuration(payWithin) : 'no time left: ask for a new quote'}
        </span>
      </p>
      <p className="text-xs text-slate-500">
        The identification amount, a fraction of a cent, makes this payment unique so it can be matched to your order.
      </p>
    </div>
  );
}
