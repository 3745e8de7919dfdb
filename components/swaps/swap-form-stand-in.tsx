'use client';

/**
 * The swap form until its code (the form library and its checks) has loaded: the same fields, following the pair
 * chosen (its labels, hint and minimum), the swap of the two assets and "Max". Its first focus, press or key loads
 * the form, which takes over what was typed or chosen (`swap-form-lazy.tsx`).
 */
import { ArrowDownUp } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import type { Balances } from '@/lib/marketplace/account/balances';
import type { AssetId } from '@/lib/marketplace/assets';
import { emptySwapForm, maxAmountOf } from '@/lib/marketplace/swaps/form-values';
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
  const [{ fromToken: from, toToken: to, amount }, setValues] = useState(emptySwapForm);
  const set = (change: Partial<ReturnType<typeof emptySwapForm>>) => setValues((values) => ({ ...values, ...change }));
  const available = balances?.[from];
  return (
    <form className="space-y-4" noValidate aria-label="Swap">
      <div className="grid gap-3 sm:grid-cols-[1fr_auto_1fr] sm:items-end">
        <Field label="From">
          <Select name="fromToken" value={from} onChange={(e) => set({ fromToken: e.target.value as AssetId })}>
            {assetOptions}
          </Select>
        </Field>
        <Button
          variant="ghost"
          size="sm"
          className="justify-self-center"
          aria-label="Swap the two assets"
          onClick={() => set({ fromToken: to, toToken: from })}
        >
          <ArrowDownUp className="size-4 sm:rotate-90" aria-hidden="true" />
        </Button>
        <Field label="To">
          <Select name="toToken" value={to} onChange={(e) => set({ toToken: e.target.value as AssetId })}>
            {assetOptions}
          </Select>
        </Field>
      </div>
      <p className="text-xs text-slate-600">{aboutPair(from, to)}</p>
      <Field label={`Amount of ${assetName(from)}`} hint={<AmountHint from={from} available={available} />}>
        <div className="flex gap-2">
          <Input
            name="amount"
            value={amount}
            onChange={(e) => set({ amount: e.target.value })}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.5"
          />
          <Button
            variant="secondary"
            disabled={available === undefined}
            onClick={() => available !== undefined && set({ amount: maxAmountOf(available, from) })}
          >
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
    </form>
  );
}
