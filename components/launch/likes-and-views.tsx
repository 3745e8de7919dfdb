'use client';

/**
 * Likes and views on a post on X (x402 version 2): the link is checked, and
 * the exact price shows as the quantity is typed. Paid in USDC on Solana.
 */
import { Controller, useForm, useWatch } from 'react-hook-form';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Section } from '@/components/ui/section';
import {
  SOCIAL_LIMITS,
  emptySocial,
  socialFormPrice,
  socialRequest,
  type SocialValues,
} from '@/lib/marketplace/launch/form-values';
import { lazyZodResolver } from '@/lib/forms/lazy-resolver';
import { UNIT_PRICES } from '@/lib/marketplace/launch/price';
import { type FirstUse, startingValues, useFirstUse } from '@/components/ui/form-on-first-use';
import { PaySubmit, PriceLine } from './price-line';
import { SOCIAL_CHOICES, UNIT_WORD } from './social-words';
import { UncertainNotice } from './uncertain-notice';
import { useLaunch } from './use-launch';
import { ScriptForm } from '@/components/ui/script-form';

const resolver = lazyZodResolver<SocialValues>(
  async () => (await import('@/lib/marketplace/launch/form')).socialSchema,
);

export function LikesAndViews({ firstUse }: { firstUse?: FirstUse }) {
  const form = useForm<SocialValues>({
    resolver,
    defaultValues: startingValues(emptySocial(), firstUse),
    mode: 'onTouched',
  });
  useFirstUse(form, firstUse);
  const launch = useLaunch();
  const values = useWatch({ control: form.control }) as SocialValues;
  const price = socialFormPrice(values);
  const limits = SOCIAL_LIMITS[values.service];
  const { errors } = form.formState;
  const submit = (v: SocialValues) => {
    const priced = socialFormPrice(v);
    if (priced)
      launch.start({
        request: socialRequest(v),
        price: priced,
        network: 'solana',
        title: `${v.amount.trim()} ${UNIT_WORD[v.service]} on X`,
      });
  };
  return (
    <Section title="Likes and views on X">
      <UncertainNotice uncertain={launch.uncertain} />
      <ScriptForm
        aria-label="Likes and views"
        className="space-y-4"
        onSubmit={(e) => void form.handleSubmit(submit)(e)}
        onFocus={resolver.preload}
      >
        <Controller
          control={form.control}
          name="service"
          render={({ field }) => (
            <ChoiceGroup
              legend="What to buy"
              name={field.name}
              choices={SOCIAL_CHOICES}
              value={field.value}
              onChange={(v) => {
                field.onChange(v);
                // Each service has its own range: start from its default.
                form.setValue('amount', String(SOCIAL_LIMITS[v].default), {
                  shouldValidate: form.formState.touchedFields.amount,
                });
              }}
            />
          )}
        />
        <Field label="Link of the post on X" hint="Like https://x.com/name/status/123." error={errors.url?.message}>
          <Input
            {...form.register('url')}
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://x.com/…/status/…"
          />
        </Field>
        <Field
          label={`Number of ${UNIT_WORD[values.service]}`}
          hint={`${limits.min} to ${limits.max.toLocaleString('en-US')}.`}
          error={errors.amount?.message}
        >
          <Input {...form.register('amount')} inputMode="numeric" autoComplete="off" />
        </Field>
        <PriceLine
          price={price}
          breakdown={
            price
              ? `${values.amount.trim()} ${UNIT_WORD[values.service]} × ${UNIT_PRICES[values.service]} USDC`
              : undefined
          }
        />
        <PaySubmit price={price} />
      </ScriptForm>
      {launch.dialog}
    </Section>
  );
}
