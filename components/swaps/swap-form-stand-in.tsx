'use client';

/**
 * The swap form until its code (the form library and its checks) has loaded: the same fields, with the starting
 * pair, what is available and its minimum. Its first focus, press or key loads the form, which takes over what was
 * typed or chosen (`swap-form-lazy.tsx`).
 */
import { ArrowDownUp } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import type { Balances } from '@/lib/marketplace/account/balances';
import { emptySwapForm } from '@/lib/marketplace/swaps/form-values';
import { SwapEstimate } from './swap-estimate';
import { AmountHint, assetOptions } from './swap-form-parts';
import { aboutPair, assetName } from './words';

export function SwapFormStandIn({
  balances,
  blocked,
  priced,
}: {
  balances: Balances | undefined;
  blocked: boolean;
  priced: boolean;
}) {
  const { fromToken: from, toToken: to } = emptySwapForm();
  return (
    <form className="space-y-4" noValidate aria-label="Swap">
      <div className="grid gap-3 sm:grid-cols-[1fr_auto_1fr] sm:items-end">
        <Field label="From">
          <Select name="fromToken" defaultValue={from}>
            {assetOptions}
          </Select>
        </Field>
        <Button variant="ghost" size="sm" className="justify-self-center" aria-label="Swap the two assets">
          <ArrowDownUp className="size-4 sm:rotate-90" aria-hidden="true" />
        </Button>
        <Field label="To">
          <Select name="toToken" defaultValue={to}>
            {assetOptions}
          </Select>
        </Field>
      </div>
      <p className="text-xs text-slate-600">{aboutPair(from, to)}</p>
      <Field label={`Amount of ${assetName(from)}`} hint={<AmountHint from={from} available={balances?.[from]} />}>
        <div className="flex gap-2">
          <Input name="amount" inputMode="decimal" autoComplete="off" placeholder="0.5" />
          <Button variant="secondary" disabled={balances === undefined}>
            Max
          </Button>
        </div>
      </Field>
      <SwapEstimate from={from} to={to} amount="" priced={priced} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={blocked}>
          Swap
        </Button>
      </div>
    </form>
  );
}
