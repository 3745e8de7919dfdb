'use client';

/** The swap form: from, to and amount, with the amount rules enforced as the user types, "max", and the estimate. */
import { useEffect, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { formatDuration, useSecondsLeft } from '@/components/ui/countdown';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { startingValues, useFirstUse, type FirstUse } from '@/components/ui/form-on-first-use';
import type { Balances } from '@/lib/marketplace/account/balances';
import { lazyZodResolver } from '@/lib/forms/lazy-resolver';
import { emptySwapForm, maxAmountOf, type SwapFormValues } from '@/lib/marketplace/swaps/form-values';
import { SwapEstimate } from './swap-estimate';
import { AmountHint, assetOptions } from './swap-form-parts';
import { aboutPair, assetName } from './words';
import { Icon } from '@/components/ui/icon';
import { ScriptForm } from '@/components/ui/script-form';

export function SwapForm({
  balances,
  onSwap,
  sending,
  blocked,
  nextAttemptAt,
  priced,
  firstUse,
}: {
  /** The balances available now; undefined when they could not be read. */
  balances: Balances | undefined;
  /** Resolves true once the swap started: the amount is then cleared, so one more tap cannot send the same swap again. */
  onSwap: (values: SwapFormValues) => Promise<boolean>;
  sending: boolean;
  /** Another swap is still in progress: nothing new can start. */
  blocked: boolean;
  nextAttemptAt: number | undefined;
  priced: boolean;
  /** What its stand-in held when the form took over (swap-form-lazy.tsx). */
  firstUse?: FirstUse;
}) {
  const resolver = useMemo(
    () =>
      lazyZodResolver<SwapFormValues>(async () =>
        (await import('@/lib/marketplace/swaps/form')).swapFormSchema(balances),
      ),
    [balances],
  );
  const form = useForm<SwapFormValues>({
    resolver,
    defaultValues: startingValues(emptySwapForm(), firstUse),
    mode: 'onChange',
  });
  useFirstUse(form, firstUse);
  // An amount typed in the stand-in is checked as if typed here: the form checks the amount as it changes.
  useEffect(() => {
    if (firstUse?.values.amount) void form.trigger('amount');
  }, [form, firstUse]);
  const [from, to, amount] = useWatch({ control: form.control, name: ['fromToken', 'toToken', 'amount'] });
  const waitSeconds = useSecondsLeft(nextAttemptAt);
  const { errors } = form.formState;
  const available = balances?.[from];
  const recheck = () => void (form.getValues('amount') && form.trigger());

  return (
    <ScriptForm
      className="space-y-4"
      onSubmit={(e) =>
        void form.handleSubmit(async (values) => {
          if (await onSwap(values)) form.resetField('amount', { defaultValue: '' });
        })(e)
      }
      onFocus={resolver.preload}
      aria-label="Swap"
    >
      <div className="grid gap-3 sm:grid-cols-[1fr_auto_1fr] sm:items-end">
        <Field label="From">
          <Select {...form.register('fromToken', { onChange: recheck })}>{assetOptions}</Select>
        </Field>
        <Button
          variant="ghost"
          size="sm"
          className="justify-self-center"
          aria-label="Swap the two assets"
          onClick={() => {
            form.setValue('fromToken', to);
            form.setValue('toToken', from);
            recheck();
          }}
        >
          <Icon name="arrow-down-up" className="size-4 sm:rotate-90" />
        </Button>
        <Field label="To" error={errors.toToken?.message}>
          <Select {...form.register('toToken', { onChange: recheck })}>{assetOptions}</Select>
        </Field>
      </div>
      <p className="text-xs text-slate-600">{aboutPair(from, to)}</p>
      <Field
        label={`Amount of ${assetName(from)}`}
        hint={<AmountHint from={from} available={available} />}
        error={errors.amount?.message}
      >
        <div className="flex gap-2">
          <Input {...form.register('amount')} inputMode="decimal" autoComplete="off" placeholder="0.5" />
          <Button
            variant="secondary"
            disabled={available === undefined}
            onClick={() =>
              available !== undefined &&
              form.setValue('amount', maxAmountOf(available, from), { shouldValidate: true, shouldDirty: true })
            }
          >
            Max
          </Button>
        </div>
      </Field>
      <SwapEstimate from={from} to={to} amount={amount} priced={priced} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={sending || blocked || waitSeconds > 0}>
          {sending ? 'Starting the swap…' : 'Swap'}
        </Button>
        {waitSeconds > 0 && !blocked && (
          <p className="text-xs text-slate-600" role="status">
            One swap can start every 15 seconds: the next in {formatDuration(waitSeconds)}.
          </p>
        )}
      </div>
    </ScriptForm>
  );
}
