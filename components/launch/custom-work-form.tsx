'use client';

/**
 * Custom work for people and agents (the agent-to-human routes): basic, or
 * advanced with creator or random selection, a selection window, human
 * verification and a contest's unlimited entries; on Solana or Base. The
 * exact total (winners x reward per winner) shows as it is typed, before
 * anything is signed. Loaded when a person starts with its stand-in
 * (`custom-work.tsx`), whose values, focus and send it takes over.
 */
import { Controller, useForm, useWatch } from 'react-hook-form';
import { NETWORK_LABEL } from '@/lib/marketplace/values';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { Field } from '@/components/ui/field';
import { type FirstUse, useFirstUse } from '@/components/ui/form-on-first-use';
import { Input, Textarea } from '@/components/ui/input';
import { Section } from '@/components/ui/section';
import { LAUNCH_LIMITS } from '@/lib/marketplace/launch/terms';
import { customWorkPrice, customWorkRequest, type CustomWorkValues } from '@/lib/marketplace/launch/form-values';
import { lazyZodResolver } from '@/lib/forms/lazy-resolver';
import type { Network } from '@/lib/marketplace/schema';
import { startingCustomWork } from './custom-work-start';
import {
  DESCRIPTION_HINT,
  ENTRIES,
  KINDS,
  NETWORKS,
  PER_USER_HINT,
  SELECTIONS,
  WINNERS_HINT,
  breakdownOf,
} from './custom-work-words';
import { PaySubmit, PriceLine } from './price-line';
import { UncertainNotice } from './uncertain-notice';
import { useLaunch } from './use-launch';
import { ScriptForm } from '@/components/ui/script-form';

const resolver = lazyZodResolver<CustomWorkValues>(
  async () => (await import('@/lib/marketplace/launch/form')).customWorkSchema,
);

export function CustomWorkForm({ firstUse }: { firstUse?: FirstUse }) {
  const form = useForm<CustomWorkValues>({
    resolver,
    defaultValues: startingCustomWork(firstUse),
    mode: 'onTouched',
  });
  useFirstUse(form, firstUse);
  const launch = useLaunch();
  const values = useWatch({ control: form.control }) as CustomWorkValues;
  const price = customWorkPrice(values);
  const { errors } = form.formState;

  const submit = (v: CustomWorkValues) => {
    const priced = customWorkPrice(v);
    if (!priced) return;
    launch.start({
      request: customWorkRequest(v),
      price: priced,
      network: v.network,
      title: `a custom job for ${v.winners.trim()} winners`,
    });
  };

  return (
    <div className="space-y-6">
      <UncertainNotice uncertain={launch.uncertain} />
      <Section title="The job">
        <ScriptForm
          aria-label="Custom work"
          className="space-y-4"
          onSubmit={(e) => void form.handleSubmit(submit)(e)}
          onFocus={resolver.preload}
        >
          <Controller
            control={form.control}
            name="network"
            render={({ field }) => (
              <ChoiceGroup
                legend="Pay on"
                name={field.name}
                choices={NETWORKS}
                value={field.value}
                onChange={(v: Network) => field.onChange(v)}
                inputRef={field.ref}
              />
            )}
          />
          <Controller
            control={form.control}
            name="advanced"
            render={({ field }) => (
              <ChoiceGroup
                legend="Kind of job"
                name={field.name}
                choices={KINDS}
                value={field.value ? 'advanced' : 'basic'}
                onChange={(v) => field.onChange(v === 'advanced')}
              />
            )}
          />
          <Field label="What should be done?" hint={DESCRIPTION_HINT} error={errors.description?.message}>
            <Textarea {...form.register('description')} rows={4} maxLength={LAUNCH_LIMITS.descriptionMax} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Winners" hint={WINNERS_HINT} error={errors.winners?.message}>
              <Input {...form.register('winners')} inputMode="numeric" autoComplete="off" />
            </Field>
            <Field label="Reward per winner, in USDC" hint={PER_USER_HINT} error={errors.perUser?.message}>
              <Input {...form.register('perUser')} inputMode="decimal" autoComplete="off" />
            </Field>
          </div>
          {values.advanced && (
            <fieldset className="space-y-4 rounded-md border border-slate-200 p-4">
              <legend className="px-1 text-sm font-medium text-slate-800">Advanced</legend>
              <Controller
                control={form.control}
                name="selectionType"
                render={({ field }) => (
                  <ChoiceGroup
                    legend="Winners"
                    name={field.name}
                    choices={SELECTIONS}
                    value={field.value}
                    onChange={field.onChange}
                  />
                )}
              />
              <Field
                label="Selection window, in minutes"
                hint={`How long the job takes entries: ${LAUNCH_LIMITS.selectionMinutes.min} minutes to 30 days (${LAUNCH_LIMITS.selectionMinutes.max.toLocaleString('en-US')}).`}
                error={errors.selectionTimeMinutes?.message}
              >
                <Input {...form.register('selectionTimeMinutes')} inputMode="numeric" autoComplete="off" />
              </Field>
              <label className="flex items-start gap-2 text-sm">
                <input type="checkbox" className="mt-1 size-4" {...form.register('humanVerified')} />
                <span>Only verified humans may enter</span>
              </label>
              <Controller
                control={form.control}
                name="entries"
                render={({ field }) => (
                  <ChoiceGroup
                    legend="Entries"
                    name={field.name}
                    choices={ENTRIES}
                    value={field.value}
                    onChange={field.onChange}
                  />
                )}
              />
              {values.entries === 'limited' && (
                <Field
                  label="Places"
                  hint="Not fewer than the winners; the places are raffled among those who ask."
                  error={errors.maxEntries?.message}
                >
                  <Input {...form.register('maxEntries')} inputMode="numeric" autoComplete="off" />
                </Field>
              )}
            </fieldset>
          )}
          <PriceLine
            price={price}
            network={NETWORK_LABEL[values.network]}
            breakdown={price ? breakdownOf(values) : undefined}
          />
          <PaySubmit price={price} />
        </ScriptForm>
      </Section>
      {launch.dialog}
    </div>
  );
}
