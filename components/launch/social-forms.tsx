'use client';

/**
 * Likes and views on a post on X (x402 version 2), and the quick orders
 * (version 1: reposts, likes on X or Instagram, a DEX listing boost). The
 * link is checked for what each service takes, and the exact price shows as
 * the quantity is typed. All are paid in USDC on Solana.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { Section } from '@/components/ui/section';
import { QUICK_SERVICES, QUICK_SERVICE_LABELS, type QuickService } from '@/lib/marketplace/launch/contract';
import {
  SOCIAL_LIMITS,
  emptyQuick,
  emptySocial,
  quickFormPrice,
  quickLimits,
  quickRequest,
  quickSchema,
  socialFormPrice,
  socialRequest,
  socialSchema,
  type QuickValues,
  type SocialService,
  type SocialValues,
} from '@/lib/marketplace/launch/form';
import { UNIT_PRICES } from '@/lib/marketplace/launch/price';
import { LaunchHeader } from './launch-header';
import { PaySubmit, PriceLine } from './price-line';
import { UncertainNotice } from './uncertain-notice';
import { useLaunch } from './use-launch';

const SOCIAL: { value: SocialService; label: string; description: string }[] = [
  { value: 'xlikes', label: 'Likes', description: `${UNIT_PRICES.xlikes} USDC each` },
  { value: 'xviews', label: 'Views', description: `${UNIT_PRICES.xviews} USDC each` },
];
const UNIT_WORD: Record<SocialService, string> = { xlikes: 'likes', xviews: 'views' };

function LikesAndViews() {
  const form = useForm<SocialValues>({
    resolver: zodResolver(socialSchema),
    defaultValues: emptySocial(),
    mode: 'onTouched',
  });
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
      <form
        aria-label="Likes and views"
        className="space-y-4"
        onSubmit={(e) => void form.handleSubmit(submit)(e)}
        noValidate
      >
        <Controller
          control={form.control}
          name="service"
          render={({ field }) => (
            <ChoiceGroup
              legend="What to buy"
              name={field.name}
              choices={SOCIAL}
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
      </form>
      {launch.dialog}
    </Section>
  );
}

function QuickOrder() {
  const form = useForm<QuickValues>({
    resolver: zodResolver(quickSchema),
    defaultValues: emptyQuick(),
    mode: 'onTouched',
  });
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
      <form
        aria-label="Quick order"
        className="space-y-4"
        onSubmit={(e) => void form.handleSubmit(submit)(e)}
        noValidate
      >
        <Field label="What to buy" error={errors.service?.message}>
          <Select {...form.register('service')}>
            {QUICK_SERVICES.map((service: QuickService) => (
              <option key={service} value={service}>
                {QUICK_SERVICE_LABELS[service]} ({UNIT_PRICES[service]} USDC each)
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
      </form>
      {launch.dialog}
    </Section>
  );
}

export function SocialForms() {
  return (
    <div className="space-y-6">
      <LaunchHeader
        title="Likes and views"
        intro="Engagement on a post, paid in USDC on Solana: the price is exact and shown before your wallet signs."
      />
      <LikesAndViews />
      <QuickOrder />
    </div>
  );
}
