import { Button } from '@/components/ui/button';
import type { Price } from '@/lib/marketplace/launch/price';
import { formatUsdExact } from '@/lib/money';

/** The exact price of what the form holds, as it is typed; said plainly while it cannot be computed. */
export function PriceLine({
  price,
  breakdown,
  network = 'Solana',
}: {
  price: Price | undefined;
  breakdown?: string;
  network?: string;
}) {
  return (
    <div className="rounded-md border border-slate-200 bg-slate-50 p-3" aria-live="polite">
      {price ? (
        <>
          <p className="text-sm text-slate-600">You pay</p>
          <p className="text-xl font-semibold" data-testid="launch-price">
            {formatUsdExact(price.amount)}{' '}
            <span className="text-sm font-normal text-slate-600">in USDC on {network}</span>
          </p>
          {breakdown && <p className="text-xs text-slate-500">{breakdown}</p>}
        </>
      ) : (
        <p className="text-sm text-slate-600">Fill in the details to see the exact price.</p>
      )}
    </div>
  );
}

/** The form's submit button, naming the exact amount once it is known. */
export function PaySubmit({ price }: { price: Price | undefined }) {
  return (
    <div className="flex justify-end">
      <Button type="submit">{price ? `Pay ${formatUsdExact(price.amount)}` : 'Continue to payment'}</Button>
    </div>
  );
}
