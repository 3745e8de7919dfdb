'use client';

/**
 * The listing forms, loaded when a person starts with one (`listing-forms-lazy.tsx`), taking over from its stand-in:
 * creating a listing, and editing one (a full replacement) with its states, which follow what was saved.
 */
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { FirstUse } from '@/components/ui/form-on-first-use';
import { toast } from '@/components/ui/toaster';
import type { ListingRead } from '@/lib/marketplace/seller/client';
import type { ProductFields } from '@/lib/marketplace/seller/contract';
import {
  emptyListingForm,
  listingFieldsOf,
  listingFormOf,
  listingFormOfSent,
  listingFormWith,
} from '@/lib/marketplace/seller/form-values';
import type { SellerSummary } from '@/lib/marketplace/store/contract';
import { ChangeStatus, useChangeLabel } from './change-status';
import { ListingBadges } from './listing-badges';
import { ListingForm } from './listing-form';
import { listingHref } from './listings-url';
import { useListingChange } from './use-listing-change';

export function CreateListingForm({ seller, firstUse }: { seller: SellerSummary; firstUse?: FirstUse }) {
  const router = useRouter();
  const change = useListingChange({
    slot: 'new-listing',
    onSaved: (answer) => {
      toast.success(answer.replayed ? 'Already saved: this listing had been created before.' : 'Listing created.');
      router.push(listingHref(answer.product.id));
    },
  });
  // A create left in doubt shows what its retry sends, not an empty form.
  const [defaultValues] = useState(() =>
    change.keptIntent?.kind === 'create'
      ? listingFormOfSent(change.keptIntent.fields)
      : listingFormWith(emptyListingForm(), firstUse?.values),
  );
  const createLabel = useChangeLabel(change, 'Create listing', 'Creating');
  const save = (fields: ProductFields) => change.submit({ kind: 'create', fields: listingFieldsOf(fields) });
  return (
    <div className="space-y-6">
      <ListingForm
        defaultValues={defaultValues}
        firstUse={firstUse}
        onSave={save}
        submitLabel={createLabel}
        disabled={change.busy || change.uncertain}
        seller={seller}
      />
      <ChangeStatus change={change} />
    </div>
  );
}

export function EditListingForm({
  listing,
  seller,
  firstUse,
}: {
  listing: ListingRead;
  seller: SellerSummary;
  firstUse?: FirstUse;
}) {
  const [product, setProduct] = useState(listing.product);
  const fresh = product === listing.product;
  const change = useListingChange({ slot: `listing:${product.id}`, onSaved: (answer) => setProduct(answer.product) });
  // The form starts with what the stand-in held, or with a replacement left in doubt (what its retry sends); after a
  // save, with what was saved.
  const [started] = useState(() =>
    change.keptIntent?.kind === 'replace'
      ? listingFormOfSent(change.keptIntent.fields)
      : listingFormWith(listingFormOf(listing.product), firstUse?.values),
  );
  const saveLabel = useChangeLabel(change, 'Save the listing', 'Saving');
  const save = (fields: ProductFields) =>
    change.submit({ kind: 'replace', id: product.id, fields: listingFieldsOf(fields) });
  return (
    <div className="space-y-6">
      <ListingBadges product={product} />
      {/* Keyed by the saved version, so after a save the form holds what was saved (omitted fields at their defaults). */}
      <ListingForm
        key={product.updatedAt}
        defaultValues={fresh ? started : listingFormOf(product)}
        firstUse={fresh ? firstUse : undefined}
        onSave={save}
        submitLabel={saveLabel}
        disabled={change.busy || change.uncertain}
        seller={seller}
      />
      <ChangeStatus change={change} savedText="Listing saved." />
    </div>
  );
}
