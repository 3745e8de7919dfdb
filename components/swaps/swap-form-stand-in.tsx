/**
 * The swap form until its code (the form library, its checks, what sends a swap) has loaded, rendered on the server:
 * the same fields with the starting pair, what is available and the pair's minimum. Its first focus, press or key
 * loads the form, which takes over what was typed or chosen (`swap-form-lazy.tsx`).
 */
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import type { Balances } from '@/lib/marketplace/account/balances';
import { emptySwapForm } from '@/lib/marketplace/swaps/form-values';
import { SwapEstimate } from './swap-estimate';
import { AmountHint, assetOptions, BlockedNote } from './swap-form-parts';
import { aboutPair, assetName } from './words';
import { Icon } from '@/components/ui/icon';
import { ScriptForm } from '@/components/ui/script-form';

export function SwapFormStandIn({
  balances,
  blocked,
  priced,
}: {
  balances: Balances | undefined;
  blocked: boolean;
  priced: boolean;
}) {
  const { fromToken: from, toToken: to, amount } = emptySwapForm();
  const available = balances?.[from];
  return (
    <>
      <ScriptForm className="space-y-4" aria-label="Swap">
        <div className="grid gap-3 sm:grid-cols-[1fr_auto_1fr] sm:items-end">
          <Field label="From">
            <Select name="fromToken" defaultValue={from}>
              {assetOptions}
            </Select>
          </Field>
          <Button variant="ghost" size="sm" className="justify-self-center" aria-label="Swap the two assets">
            <Icon name="arrow-down-up" className="size-4 sm:rotate-90" />
          </Button>
          <Field label="To">
            <Select name="toToken" defaultValue={to}>
              {assetOptions}
            </Select>
          </Field>
        </div>
        <p className="text-xs text-slate-600">{aboutPair(from, to)}</p>
        <Field label={`Amount of ${assetName(from)}`} hint={<AmountHint from={from} available={available} />}>
          <div className="flex gap-2">
            <Input name="amount" defaultValue={amount} inputMode="decimal" autoComplete="off" placeholder="0.5" />
            <Button variant="secondary" disabled={available === undefined}>
              Max
            </Button>
          </div>
        </Field>
        <SwapEstimate from={from} to={to} amount={amount} priced={priced} />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={blocked}>
            Swap
          </Button>
        </div>
      </ScriptForm>
      {blocked && <BlockedNote />}
    </>
  );
}
