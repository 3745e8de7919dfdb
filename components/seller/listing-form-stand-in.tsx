/**
 * The listing form as it first shows, rendered on the server: the same fields, labels, hints, saved values and
 * store card, without the form's code (the form library, its checks, the uploads, the store's categories), which
 * loads when a person starts with it (`listing-forms-lazy.tsx`) and takes over what was typed or chosen here.
 */
import { ProductCard } from '@/components/store/product-card';
import { Thumbnail } from '@/components/store/thumbnail';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { previewDraftOf, storeCardPreview, type ListingFormValues } from '@/lib/marketplace/seller/form-values';
import { DELIVERY_LABELS, DELIVERY_OPTIONS, SELLER_LIMITS } from '@/lib/marketplace/seller/terms';
import type { SellerSummary } from '@/lib/marketplace/store/contract';
import { categoryChoices } from './category-choices';
import { PriceSummary } from './price-summary';
import { TagsPreview } from './tags-preview';
import { UploadStandIn } from './upload-stand-in';
import { ScriptForm } from '@/components/ui/script-form';

const count = (n: number) => n.toLocaleString('en-US');

const REVISIONS = Array.from(
  { length: SELLER_LIMITS.revisionsMax - SELLER_LIMITS.revisionsMin + 1 },
  (_, i) => SELLER_LIMITS.revisionsMin + i,
);

export function ListingFormStandIn({
  values,
  seller,
  submitLabel,
}: {
  values: ListingFormValues;
  seller: SellerSummary;
  submitLabel: string;
}) {
  const choices = categoryChoices(undefined, values.category, values.subCategory);
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <ScriptForm className="space-y-5 rounded-lg border border-slate-200 bg-white p-5" aria-label="Listing">
        <Field label="Name" hint={`${count(values.name.trim().length)} of ${SELLER_LIMITS.nameMax} characters`}>
          <Input name="name" defaultValue={values.name} autoComplete="off" />
        </Field>
        <Field
          label="Description (optional)"
          hint={`${count(values.description.trim().length)} of ${count(SELLER_LIMITS.descriptionMax)} characters`}
        >
          <Textarea name="description" defaultValue={values.description} rows={6} />
        </Field>

        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-800">Thumbnail (optional)</legend>
          {values.thumbnailUrl && <Thumbnail url={values.thumbnailUrl} className="aspect-[16/10] w-40 rounded-md" />}
          <UploadStandIn
            kind="thumbnail"
            label={values.thumbnailUrl ? 'Replace the thumbnail' : 'Upload a thumbnail'}
          />
        </fieldset>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-800">
            Attachments (optional, up to {SELLER_LIMITS.attachmentsMax})
          </legend>
          {values.attachments.length > 0 && (
            <p className="text-sm text-slate-700">
              {values.attachments.length} attachment{values.attachments.length === 1 ? '' : 's'}
            </p>
          )}
          {values.attachments.length < SELLER_LIMITS.attachmentsMax && (
            <UploadStandIn kind="attachment" label="Upload an attachment" />
          )}
        </fieldset>

        <Field label="Tags (optional)" hint="Words buyers might search for, separated by commas.">
          <Input name="tags" defaultValue={values.tags} autoComplete="off" placeholder="design, logo, branding" />
        </Field>
        <TagsPreview csv={values.tags} />

        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Category (optional)">
            <Select name="category" defaultValue={values.category}>
              <option value="">No category</option>
              {choices.categories.map((name) => (
                <option key={name}>{name}</option>
              ))}
            </Select>
          </Field>
          <Field label="Subcategory (optional)" hint={values.category ? undefined : 'Choose a category first.'}>
            <Select name="subCategory" defaultValue={values.subCategory}>
              <option value="">No subcategory</option>
              {choices.subCategories.map((name) => (
                <option key={name}>{name}</option>
              ))}
            </Select>
          </Field>
        </div>

        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-800">Price</legend>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="priceOnRequest" defaultChecked={values.priceOnRequest} />
            Price on request (buyers contact you for a price)
          </label>
          {!values.priceOnRequest && (
            <Field
              label="What you receive, in US dollars"
              hint="In dollars and cents. Buyers pay this plus the platform fee."
            >
              <Input
                name="priceUsd"
                defaultValue={values.priceUsd}
                inputMode="decimal"
                autoComplete="off"
                placeholder="9.00"
                className="sm:max-w-xs"
              />
            </Field>
          )}
          <PriceSummary priceUsd={values.priceUsd} onRequest={values.priceOnRequest} />
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Revisions included">
            <Select name="revisions" defaultValue={String(values.revisions)}>
              {REVISIONS.map((n) => (
                <option key={n} value={n}>
                  {n === 0 ? 'None' : n}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Delivery within">
            <Select name="expectedDelivery" defaultValue={values.expectedDelivery}>
              {DELIVERY_OPTIONS.map((option) => (
                <option key={option} value={option}>
                  {DELIVERY_LABELS[option]}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <div className="flex justify-end">
          <Button type="submit">{submitLabel}</Button>
        </div>
      </ScriptForm>

      <aside aria-label="Preview" className="space-y-2 lg:sticky lg:top-20 lg:self-start">
        <h2 className="text-sm font-medium text-slate-700">How the store shows it</h2>
        <div inert className="flex">
          <ProductCard product={storeCardPreview(previewDraftOf(values), seller)} />
        </div>
      </aside>
    </div>
  );
}
