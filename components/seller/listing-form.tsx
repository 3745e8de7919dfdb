'use client';

/**
 * The listing form (spec 2.2): every field, the uploads for the thumbnail and
 * attachments, the tags as they will be saved, and beside it the public store
 * card it becomes with what the seller receives and what buyers pay.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { FileText, Trash2 } from 'lucide-react';
import { Controller, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { ProductCard, Thumbnail } from '@/components/store/product-card';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { Money } from '@/components/ui/money';
import {
  DELIVERY_LABELS,
  DELIVERY_OPTIONS,
  SELLER_LIMITS,
  priceSummary,
  storeCardPreview,
  tagsPreview,
  type ProductFields,
} from '@/lib/marketplace/seller/contract';
import { listingFormSchema, previewDraftOf, type ListingFormValues } from '@/lib/marketplace/seller/form';
import type { SellerSummary } from '@/lib/marketplace/store/contract';
import { MediaUpload } from './media-upload';

export type ListingFormApi = UseFormReturn<ListingFormValues, unknown, ProductFields>;

export function useListingForm(defaultValues: ListingFormValues): ListingFormApi {
  return useForm<ListingFormValues, unknown, ProductFields>({
    resolver: zodResolver(listingFormSchema),
    defaultValues,
    mode: 'onTouched',
  });
}

const REVISIONS = Array.from(
  { length: SELLER_LIMITS.revisionsMax - SELLER_LIMITS.revisionsMin + 1 },
  (_, i) => SELLER_LIMITS.revisionsMin + i,
);
const count = (n: number) => n.toLocaleString('en-US');

/** The file name at the end of an upload URL, for a list of attachments. */
const fileLabel = (url: string, i: number) => {
  try {
    return decodeURIComponent(new URL(url).pathname.split('/').at(-1) ?? '') || `Attachment ${i + 1}`;
  } catch {
    return `Attachment ${i + 1}`;
  }
};

export function ListingForm({
  form,
  onSave,
  submitLabel,
  disabled,
  seller,
  replacing,
}: {
  form: ListingFormApi;
  onSave: (fields: ProductFields) => void;
  submitLabel: string;
  disabled: boolean;
  /** Who the preview card shows as the seller. */
  seller: SellerSummary;
  /** Editing: saving replaces the whole listing. */
  replacing: boolean;
}) {
  const { errors } = form.formState;
  const values = useWatch({ control: form.control }) as ListingFormValues;
  const tags = tagsPreview(values.tags ?? '');
  const price = values.priceOnRequest ? undefined : priceSummary(values.priceUsd ?? '');
  const bodyError = (errors as Record<string, { message?: string } | undefined>)['']?.message;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <form
        className="space-y-5 rounded-lg border border-slate-200 bg-white p-5"
        onSubmit={(e) => void form.handleSubmit(onSave)(e)}
        noValidate
        aria-label="Listing"
      >
        {replacing && (
          <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-700">
            Saving replaces the whole listing: every field below is sent as it stands, and a field you empty is saved
            empty.
          </p>
        )}
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

        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-800">Thumbnail (optional)</legend>
          {values.thumbnailUrl && (
            <div className="flex items-center gap-3">
              <Thumbnail url={values.thumbnailUrl} className="aspect-[16/10] w-40 rounded-md" />
              <Button
                variant="ghost"
                size="sm"
                onClick={() => form.setValue('thumbnailUrl', null, { shouldDirty: true })}
              >
                <Trash2 className="size-4" aria-hidden="true" /> Remove the thumbnail
              </Button>
            </div>
          )}
          <MediaUpload
            kind="thumbnail"
            label={values.thumbnailUrl ? 'Replace the thumbnail' : 'Upload a thumbnail'}
            onUploaded={(media) =>
              form.setValue('thumbnailUrl', media.url, { shouldDirty: true, shouldValidate: true })
            }
          />
          {errors.thumbnailUrl?.message && (
            <p className="text-xs font-medium text-red-700">{errors.thumbnailUrl.message}</p>
          )}
        </fieldset>

        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-800">
            Attachments (optional, up to {SELLER_LIMITS.attachmentsMax})
          </legend>
          {(values.attachments ?? []).length > 0 && (
            <ul className="space-y-1">
              {(values.attachments ?? []).map((url, i) => (
                <li key={url} className="flex items-center gap-2 text-sm">
                  <FileText className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
                  <span className="min-w-0 flex-1 truncate">{fileLabel(url, i)}</span>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Remove ${fileLabel(url, i)}`}
                    onClick={() =>
                      form.setValue(
                        'attachments',
                        (values.attachments ?? []).filter((_, j) => j !== i),
                        { shouldDirty: true },
                      )
                    }
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ul>
          )}
          {(values.attachments ?? []).length < SELLER_LIMITS.attachmentsMax && (
            <MediaUpload
              kind="attachment"
              label="Upload an attachment"
              onUploaded={(media) =>
                form.setValue('attachments', [...form.getValues('attachments'), media.url], {
                  shouldDirty: true,
                  shouldValidate: true,
                })
              }
            />
          )}
          {errors.attachments?.message && (
            <p className="text-xs font-medium text-red-700">{errors.attachments.message}</p>
          )}
        </fieldset>

        <Field
          label="Tags (optional)"
          hint={`Separated by commas. Repeats are dropped, ignoring case; up to ${SELLER_LIMITS.tagsMax} tags of ${SELLER_LIMITS.tagMax} characters each.`}
          error={errors.tags?.message}
        >
          <Input {...form.register('tags')} autoComplete="off" placeholder="design, logo, branding" />
        </Field>
        {tags.tags.length > 0 && (
          <div aria-live="polite" className="-mt-3 text-xs text-slate-600">
            <span className="sr-only">Saved as: </span>
            <ul aria-label="Tags as they will be saved" className="flex flex-wrap gap-1">
              {tags.tags.slice(0, 50).map((tag) => (
                <li
                  key={tag.toLowerCase()}
                  className="max-w-full truncate rounded-full bg-slate-100 px-2 py-0.5 text-slate-700"
                >
                  {tag}
                </li>
              ))}
            </ul>
            <p className="mt-1">
              {count(tags.tags.length)} of {SELLER_LIMITS.tagsMax} tags
              {tags.tags.length > 50 ? ' (the first 50 shown)' : ''}.
            </p>
          </div>
        )}

        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Category (optional)" error={errors.category?.message}>
            <Input {...form.register('category')} autoComplete="off" />
          </Field>
          <Field label="Subcategory (optional)" error={errors.subCategory?.message}>
            <Input {...form.register('subCategory')} autoComplete="off" />
          </Field>
        </div>

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
              hint={`Between ${SELLER_LIMITS.priceMin} and ${SELLER_LIMITS.priceMax}, at most 2 decimals. Buyers pay it plus the platform fee.`}
              error={errors.priceUsd?.message}
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
          {price && (
            <p className="text-sm text-slate-700" aria-live="polite">
              You receive <Money amount={price.youReceive} show="usd" className="font-semibold" />, buyers pay about{' '}
              <Money amount={price.buyersPayAbout} show="usd" className="font-semibold" />.
            </p>
          )}
        </fieldset>

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
          <Field label="Delivery within" error={errors.expectedDelivery?.message}>
            <Select {...form.register('expectedDelivery')}>
              {DELIVERY_OPTIONS.map((option) => (
                <option key={option} value={option}>
                  {DELIVERY_LABELS[option]}
                </option>
              ))}
            </Select>
          </Field>
        </div>

        {bodyError && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {bodyError}
          </p>
        )}
        <div className="flex justify-end">
          <Button type="submit" disabled={disabled}>
            {submitLabel}
          </Button>
        </div>
      </form>

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
