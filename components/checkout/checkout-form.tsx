'use client';

/** What the buyer asks for: the network to pay on, a hire's budget, notes or the brief, and attachment links. */
import { Controller, useFieldArray, type UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { CHECKOUT_LIMITS } from '@/lib/marketplace/checkout/terms';
import type {
  CheckoutForm as CheckoutFormOutput,
  CheckoutFormValues,
  CheckoutTarget,
} from '@/lib/marketplace/checkout/form';
import { NETWORK_LABEL } from '@/lib/marketplace/values';
import { Icon } from '@/components/ui/icon';
import { ScriptForm } from '@/components/ui/script-form';

const NETWORKS = (['solana', 'base'] as const).map((value) => ({ value, label: `${NETWORK_LABEL[value]} (USDC)` }));

export type CheckoutFormApi = UseFormReturn<CheckoutFormValues, unknown, CheckoutFormOutput>;

export function CheckoutForm({
  form,
  target,
  onQuote,
  onCancel,
  blocked = false,
}: {
  form: CheckoutFormApi;
  target: CheckoutTarget;
  onQuote: (values: CheckoutFormOutput) => void;
  onCancel: () => void;
  /** No quote can be asked for (the worker has no public profile). */
  blocked?: boolean;
}) {
  const attachments = useFieldArray({ control: form.control, name: 'attachments' });
  const { errors } = form.formState;
  const hire = target.kind === 'hire';
  return (
    <ScriptForm className="space-y-4" onSubmit={(e) => void form.handleSubmit(onQuote)(e)}>
      <Controller
        control={form.control}
        name="network"
        render={({ field, fieldState }) => (
          <ChoiceGroup
            legend="Pay on"
            name={field.name}
            choices={NETWORKS}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            inputRef={field.ref}
          />
        )}
      />
      {hire && (
        <Field
          label="Budget in US dollars, with the platform fee"
          hint={`Between ${CHECKOUT_LIMITS.budgetMin} and ${CHECKOUT_LIMITS.budgetMax}, at most 2 decimals. The worker receives 90%.`}
          error={errors.budgetUsd?.message}
        >
          <Input {...form.register('budgetUsd')} inputMode="decimal" placeholder="25.00" autoComplete="off" />
        </Field>
      )}
      <Field
        label={hire ? 'What should the work be?' : 'Notes for the seller (optional)'}
        hint={`Up to ${CHECKOUT_LIMITS.descriptionMax.toLocaleString('en-US')} characters.`}
        error={errors.description?.message}
      >
        <Textarea {...form.register('description')} maxLength={CHECKOUT_LIMITS.descriptionMax} rows={4} />
      </Field>
      <fieldset className="space-y-2" aria-describedby="attachments-hint">
        <legend className="text-sm font-medium text-slate-800">Attachments (optional)</legend>
        <p id="attachments-hint" className="text-xs text-slate-500">
          Up to {CHECKOUT_LIMITS.attachmentsMax} links to files you uploaded.
        </p>
        {attachments.fields.map((row, i) => (
          <div key={row.id} className="flex items-start gap-2">
            <Field
              label={`Attachment ${i + 1}`}
              labelHidden
              error={errors.attachments?.[i]?.url?.message}
              className="flex-1"
            >
              <Input
                {...form.register(`attachments.${i}.url`)}
                type="url"
                inputMode="url"
                maxLength={CHECKOUT_LIMITS.urlMax}
                placeholder="https://…"
                className="h-9 text-sm"
              />
            </Field>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Remove attachment ${i + 1}`}
              onClick={() => attachments.remove(i)}
            >
              <Icon name="trash" className="size-4" />
            </Button>
          </div>
        ))}
        {errors.attachments?.root?.message && (
          <p className="text-xs font-medium text-red-700">{errors.attachments.root.message}</p>
        )}
        {attachments.fields.length < CHECKOUT_LIMITS.attachmentsMax && (
          <Button variant="secondary" size="sm" onClick={() => attachments.append({ url: '' })}>
            <Icon name="plus" className="size-4" /> Add an attachment
          </Button>
        )}
      </fieldset>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={blocked}>
          Get a quote
        </Button>
      </div>
    </ScriptForm>
  );
}
