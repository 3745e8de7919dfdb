import { formatAsset, formatUsd } from '@/lib/money';
import { formatDuration, useSecondsLeft } from '@/components/ui/countdown';
import { type Checkout } from '@/lib/marketplace/checkout/contract';

export const NETWORK_LABEL = { solana: 'Solana', base: 'Base' } as const;

/** What a quote asks for, in full, before anything is signed. */
export function QuoteSummary({ checkout }: { checkout: Checkout }) {
  const expiresIn = useSecondsLeft(Date.parse(checkout.payment.expiresAt));
  const payWithin = useSecondsLeft(Date.parse(checkout.payment.initiateBefore));
  const { pricing } = checkout;
  const hire = checkout.family === 'hire';
  return (
    <div className="space-y-3">
      <p className="text-2xl font-semibold" data-testid="quote-amount">
        {formatAsset(checkout.payment.amount, 'USDC', 2)} <span className="text-base font-normal text-slate-600">on {NETWORK_LABEL[checkout.network]}</span>
      </p>
      <dl className="divide-y divide-slate-100 rounded-md border border-slate-200 text-sm">
        <div className="flex justify-between gap-3 px-3 py-2">
          <dt className="text-slate-600">{hire ? 'The worker receives' : 'The seller receives (net)'}</dt>
          <dd className="font-mono">{hire ? formatAsset(pricing.sellerNetUsd, 'USDC') : formatUsd(pricing.sellerNetUsd)}</dd>
        </div>
        <div className="flex justify-between gap-3 px-3 py-2">
          <dt className="text-slate-600">{hire ? 'Your budget (incl. platform fee)' : 'Order amount (incl. platform fee)'}</dt>
          <dd className="font-mono">{formatAsset(pricing.orderAmountUsdc, 'USDC')}</dd>
        </div>
        <div className="flex justify-between gap-3 px-3 py-2">
          <dt className="text-slate-600">Identification amount</dt>
          <dd className="font-mono">{formatAsset(pricing.identificationAmountUsdc, 'USDC')}</dd>
        </div>
        <div className="flex justify-between gap-3 px-3 py-2 font-medium">
          <dt>You pay</dt>
          <dd className="font-mono">
            {formatAsset(checkout.payment.amount, 'USDC')} ({checkout.payment.amountAtomic} units)
          </dd>
        </div>
      </dl>
      <div className="grid grid-cols-2 gap-3 text-sm">
        <p>
          <span className="block text-xs text-slate-500">Quote expires in</span>
          <span className="font-medium" aria-live="off">
            {expiresIn > 0 ? formatDuration(expiresIn) : 'expired'}
          </span>
        </p>
        <p>
          <span className="block text-xs text-slate-500">Start paying within</span>
          <span className={`font-medium ${payWithin < 120 ? 'text-amber-700' : ''}`}>{payWithin > 0 ? formatDuration(payWithin) : 'too late for this quote'}</span>
        </p>
      </div>
      <p className="text-xs text-slate-500">
        The identification amount makes this payment unique so it can be matched to your order. Payment has to start more than a minute before the quote expires.
      </p>
    </div>
  );
}
