import { Money } from '@/components/ui/money';
import { priceSummary } from '@/lib/marketplace/seller/price';

/** What a seller receives for the price typed, and what buyers pay about; nothing while there is no price. */
export function PriceSummary({ priceUsd, onRequest }: { priceUsd: string; onRequest: boolean }) {
  const price = onRequest ? undefined : priceSummary(priceUsd);
  if (!price) return null;
  return (
    <p className="text-sm text-slate-700" aria-live="polite">
      You receive <Money amount={price.youReceive} show="usd" className="font-semibold" />, buyers pay about{' '}
      <Money amount={price.buyersPayAbout} show="usd" className="font-semibold" />.
    </p>
  );
}
