'use client';

/**
 * The quick orders (x402 version 1: reposts, likes on X or Instagram, a DEX
 * listing boost): the link is checked for what each service takes, and the
 * exact price shows as the quantity is typed. Paid in USDC on Solana.
 */
import { useForm, useWatch } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { Section } from '@/components/ui/section';
import { QUICK_SERVICE_LABELS } from '@/lib/marketplace/launch/terms';
import {
  emptyQuick,
  quickFormPrice,
  quickLimits,
  quickRequest,
  type QuickValues,
} from '@/lib/marketplace/launch/form-values';
import { lazyZodResolver } from '@/lib/forms/lazy-resolver';
import { UNIT_PRICES } from '@/lib/marketplace/launch/price';
import { type FirstUse, startingValues, useFirstUse } from '@/components/ui/form-on-first-use';
import { PaySubmit, PriceLine } from './price-line';
import { QUICK_SERVICE_OPTIONS } from './social-words';
import { UncertainNotice } from './uncertain-notice';
import { useLaunch } from './use-launch';
import { ScriptForm } from '@/components/ui/script-form';

const resolver = lazyZodResolver<QuickValues>(async () => (await import('@/lib/marketplace/launch/form')).quickSchema);

export function QuickOrder({ firstUse }: { firstUse?: FirstUse }) {
  const form = useForm<QuickValues>({
    resolver,
    defaultValues: startingValues(emptyQuick(), firstUse),
    mode: 'onTouched',
  });
  useFirstUse(form, firstUse);
  const launch = useLaunch();
  const values = useWatch({ control: form.control }) as QuickValues;
  const price = quickFormPrice(values);
  const limits = quickLimits(values.service);
  const { errors } = form.formState;
  const submit = (v: QuickValues) => {
    const priced = quickFormPrice(v);
    if (priced)
      launch.start({
        request: quickRequest(v),
        price: priced,
        network: 'solana',
        title: `${v.count.trim()} × ${QUICK_SERVICE_LABELS[v.service].toLowerCase()}`,
      });
  };
  return (
    <Section title="Quick orders">
      <UncertainNotice uncertain={launch.uncertain} />
      <ScriptForm
        aria-label="Quick order"
        className="space-y-4"
        onSubmit={(e) => void form.handleSubmit(submit)(e)}
        onFocus={resolver.preload}
      >
        <Field label="What to buy" error={errors.service?.message}>
          <Select {...form.register('service')}>
            {QUICK_SERVICE_OPTIONS.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label={
            values.service === 'dex-rocket'
              ? 'Link of the token’s DEX listing'
              : values.service === 'insta-likes'
                ? 'Link of the Instagram post'
                : 'Link of the post on X'
          }
          error={errors.url?.message}
        >
          <Input {...form.register('url')} type="url" inputMode="url" autoComplete="off" placeholder="https://…" />
        </Field>
        <Field
          label="Quantity"
          hint={`${limits.min} to ${limits.max.toLocaleString('en-US')}.`}
          error={errors.count?.message}
        >
          <Input {...form.register('count')} inputMode="numeric" autoComplete="off" />
        </Field>
        <PriceLine
          price={price}
          breakdown={price ? `${values.count.trim()} × ${UNIT_PRICES[values.service]} USDC` : undefined}
        />
        <PaySubmit price={price} />
      </ScriptForm>
      {launch.dialog}
    </Section>
  );
}
