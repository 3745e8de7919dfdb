'use client';

/** The listing's terms of sale: its price (or price on request) with what buyers pay, revisions and delivery time. */
import { Controller } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { DELIVERY_LABELS, DELIVERY_OPTIONS, SELLER_LIMITS } from '@/lib/marketplace/seller/terms';
import type { ListingFormValues } from '@/lib/marketplace/seller/form-values';
import type { ListingFormApi } from './listing-form';
import { PriceSummary } from './price-summary';

const REVISIONS = Array.from(
  { length: SELLER_LIMITS.revisionsMax - SELLER_LIMITS.revisionsMin + 1 },
  (_, i) => SELLER_LIMITS.revisionsMin + i,
);

export function PriceField({ form, values }: { form: ListingFormApi; values: ListingFormValues }) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-800">Price</legend>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          {...form.register('priceOnRequest', { onChange: () => void form.trigger('priceUsd') })}
        />
        Price on request (buyers contact you for a price)
      </label>
      {!values.priceOnRequest && (
        <Field
          label="What you receive, in US dollars"
          hint="In dollars and cents. Buyers pay this plus the platform fee."
          error={form.formState.errors.priceUsd?.message}
        >
          <Input
            {...form.register('priceUsd')}
            inputMode="decimal"
            autoComplete="off"
            placeholder="9.00"
            className="sm:max-w-xs"
          />
        </Field>
      )}
      <PriceSummary priceUsd={values.priceUsd ?? ''} onRequest={values.priceOnRequest} />
    </fieldset>
  );
}

export function DeliveryFields({ form }: { form: ListingFormApi }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Controller
        control={form.control}
        name="revisions"
        render={({ field, fieldState }) => (
          <Field label="Revisions included" error={fieldState.error?.message}>
            <Select
              name={field.name}
              ref={field.ref}
              value={String(field.value)}
              onBlur={field.onBlur}
              onChange={(e) => field.onChange(Number(e.target.value))}
            >
              {REVISIONS.map((n) => (
                <option key={n} value={n}>
                  {n === 0 ? 'None' : n}
                </option>
              ))}
            </Select>
          </Field>
        )}
      />
      <Field label="Delivery within" error={form.formState.errors.expectedDelivery?.message}>
        <Select {...form.register('expectedDelivery')}>
          {DELIVERY_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {DELIVERY_LABELS[option]}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}
