import { Money } from '@/components/ui/money';
import { ASSETS, type AssetId } from '@/lib/marketplace/assets';
import { SANDBOX_USD_PRICES, estimateSwap, readAmount } from '@/lib/marketplace/swaps/rules';
import { feeExplanation, feeRules, minimumWords, tokenOf } from './words';

/**
 * What the swap is expected to give and why, for the amount being typed.
 * Against the sandbox the estimate uses its fixed prices; the live service
 * prices each swap itself and publishes no prices, so there only the rules are
 * explained, and nothing is computed.
 */
export function SwapEstimate({
  from,
  to,
  amount,
  priced,
}: {
  from: AssetId;
  to: AssetId;
  amount: string;
  priced: boolean;
}) {
  const reading = from === to ? null : readAmount(amount.trim(), from);
  const minimum = from === to ? undefined : minimumWords(from, to);
  if (!reading?.ok) {
    return minimum ? <p className="text-xs text-slate-600">{minimum}</p> : null;
  }
  if (!priced) {
    return (
      <ul
        aria-live="polite"
        className="list-disc space-y-1 rounded-md border border-slate-200 bg-slate-50 p-3 pl-8 text-xs text-slate-600"
      >
        {feeRules(from, to).map((line) => (
          <li key={line}>{line}</li>
        ))}
        {minimum && <li>{minimum}</li>}
        <li>The marketplace prices the swap when it starts and shows what you will receive.</li>
      </ul>
    );
  }
  const estimate = estimateSwap(from, to, reading.atomic, SANDBOX_USD_PRICES);
  const token = tokenOf(to);
  return (
    <div aria-live="polite" className="space-y-2 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm">
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        <dt className="text-slate-600">You should receive about</dt>
        <dd className="text-right font-medium" data-testid="estimate-out">
          <Money amount={estimate.expectedAmountOut} token={token} show="token" />
        </dd>
        <dt className="text-slate-600">At least</dt>
        <dd className="text-right">
          <Money amount={estimate.expectedAmountOutMin} token={token} show="token" />
        </dd>
      </dl>
      <ul className="list-disc space-y-1 pl-5 text-xs text-slate-600">
        {feeExplanation(from, to, estimate).map((line) => (
          <li key={line}>{line}</li>
        ))}
        {minimum && <li>{minimum}</li>}
        {estimate.nothingArrives && (
          <li className="font-medium text-amber-800">
            This amount is too small for anything to arrive: the swap would fail and return your {ASSETS[from].label}.
          </li>
        )}
        <li>Indicative: the marketplace confirms the amounts when the swap starts.</li>
      </ul>
    </div>
  );
}
