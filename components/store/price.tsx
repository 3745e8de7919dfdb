import { formatUsd } from '@/lib/money';
import { cn } from '@/lib/cn';
import type { Pricing } from '@/lib/marketplace/store/contract';

/**
 * A listing's displayed price (spec 2.1). It is not a payment quote; a null
 * amount is never shown as free.
 */
export function PriceDisplay({
  pricing,
  large = false,
  align = 'end',
}: {
  pricing: Pricing;
  large?: boolean;
  align?: 'start' | 'end';
}) {
  if (pricing.mode === 'fixed' && pricing.displayAmount !== null) {
    return (
      <span className={cn('flex flex-col leading-tight', align === 'end' ? 'items-end' : 'items-start')}>
        <span className={cn('font-semibold text-slate-900', large ? 'text-2xl' : 'text-base')}>
          {formatUsd(pricing.displayAmount)}
        </span>
        {pricing.includesPlatformFee && <span className="text-xs text-slate-500">incl. platform fee</span>}
      </span>
    );
  }
  // A fixed price the listing does not show is not free: the checkout's quote says it.
  const label =
    pricing.mode === 'on_request'
      ? 'Price on request'
      : pricing.mode === 'fixed'
        ? 'Price given at checkout'
        : 'Not available';
  return <span className={cn('font-medium text-slate-600', large ? 'text-lg' : 'text-sm')}>{label}</span>;
}
