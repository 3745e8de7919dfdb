'use client';

/**
 * The listing form (spec 2.2): every field, the uploads for the thumbnail and
 * attachments, the tags as they will be saved, and beside it the public store
 * card it becomes with what the seller receives and what buyers pay.
 */
import { useRef } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { ProductCard } from '@/components/store/product-card';
import { Button } from '@/components/ui/button';
import { useFirstUse, type FirstUse } from '@/components/ui/form-on-first-use';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import type { ProductFields } from '@/lib/marketplace/seller/contract';
import { SELLER_LIMITS } from '@/lib/marketplace/seller/terms';
import { lazyZodResolver } from '@/lib/forms/lazy-resolver';
import { previewDraftOf, storeCardPreview, type ListingFormValues } from '@/lib/marketplace/seller/form-values';
import type { SellerSummary } from '@/lib/marketplace/store/contract';
import { CategoryFields } from './listing-category-fields';
import { AttachmentsField, ThumbnailField } from './listing-media-fields';
import { DeliveryFields, PriceField } from './listing-sale-fields';
import { TagsPreview } from './tags-preview';
import { ScriptForm } from '@/components/ui/script-form';

export type ListingFormApi = UseFormReturn<ListingFormValues, unknown, ProductFields>;

const resolver = lazyZodResolver<ListingFormValues, ProductFields>(
  async () => (await import('@/lib/marketplace/seller/form')).listingFormSchema,
);

export interface ListingFormProps {
  /** What the form starts with; a new one (a `key`) starts again. */
  defaultValues: ListingFormValues;
  onSave: (fields: ProductFields) => void;
  submitLabel: string;
  /** Sending, waiting to send, or uncertain (only the same change may be sent again). */
  disabled: boolean;
  /** Who the preview card shows as the seller. */
  seller: SellerSummary;
  /** What the stand-in held when the form took over from it (the fields left there are checked as left). */
  firstUse?: FirstUse;
}

const count = (n: number) => n.toLocaleString('en-US');

/** The form holds its own state: the editor around it, its reads and its save carry no form code of their own. */
export function ListingForm({ defaultValues, onSave, submitLabel, disabled, seller, firstUse }: ListingFormProps) {
  const form = useForm<ListingFormValues, unknown, ProductFields>({ resolver, defaultValues, mode: 'onTouched' });
  const submitButton = useRef<HTMLButtonElement>(null);
  useFirstUse(form, firstUse);
  const { errors } = form.formState;
  const values = useWatch({ control: form.control }) as ListingFormValues;
  const bodyError = (errors as Record<string, { message?: string } | undefined>)['']?.message;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <ScriptForm
        className="space-y-5 rounded-lg border border-slate-200 bg-white p-5"
        onSubmit={(e) => {
          e.preventDefault();
          if (disabled) return;
          // The fields lock while the change goes: focus moves off them first (an invalid field takes it back).
          submitButton.current?.focus();
          void form.handleSubmit(onSave)(e);
        }}
        onFocus={resolver.preload}
        aria-label="Listing"
      >
        {/* Locked while a change is on its way or held for its window: what is typed then would be lost when it saves. */}
        <fieldset disabled={disabled} className="min-w-0 space-y-5">
          <Field
            label="Name"
            hint={`${count(values.name?.trim().length ?? 0)} of ${SELLER_LIMITS.nameMax} characters`}
            error={errors.name?.message}
          >
            <Input {...form.register('name')} autoComplete="off" />
          </Field>
          <Field
            label="Description (optional)"
            hint={`${count(values.description?.trim().length ?? 0)} of ${count(SELLER_LIMITS.descriptionMax)} characters`}
            error={errors.description?.message}
          >
            <Textarea {...form.register('description')} rows={6} />
          </Field>

          <ThumbnailField form={form} values={values} />
          <AttachmentsField form={form} values={values} />

          <Field
            label="Tags (optional)"
            hint="Words buyers might search for, separated by commas."
            error={errors.tags?.message}
          >
            <Input {...form.register('tags')} autoComplete="off" placeholder="design, logo, branding" />
          </Field>
          <TagsPreview csv={values.tags ?? ''} />

          <CategoryFields form={form} values={values} />

          <PriceField form={form} values={values} />
          <DeliveryFields form={form} />

          {bodyError && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {bodyError}
            </p>
          )}
        </fieldset>
        {/* Outside the locked fields and never disabled, so focus has a place to stay: it says what is happening. */}
        <div className="flex justify-end">
          <Button ref={submitButton} type="submit" aria-disabled={disabled || undefined}>
            {submitLabel}
          </Button>
        </div>
      </ScriptForm>

      <aside aria-label="Preview" className="space-y-2 lg:sticky lg:top-20 lg:self-start">
        <h2 className="text-sm font-medium text-slate-700">How the store shows it</h2>
        {/* A picture of the card, not a way in: the preview has no page yet. */}
        <div inert className="flex">
          <ProductCard product={storeCardPreview(previewDraftOf(values), seller)} />
        </div>
      </aside>
    </div>
  );
}
