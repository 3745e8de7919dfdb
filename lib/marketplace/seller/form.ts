/**
 * The listing form: what a seller types, checked with the contract's own
 * product schema (every rule of spec 2.2), so the form refuses exactly what
 * the marketplace would, with the words shown at each field. A price left in
 * the box while "price on request" is chosen is ignored rather than refused,
 * since it is never sent.
 */
import * as z from 'zod/mini';
import {
  EMPTY_PRODUCT_FIELDS,
  priceSummary,
  productDraftOf,
  productFieldsOf,
  productFieldsSchema,
  profilePatchSchema,
  type ProductDraft,
  type ProductFields,
  type SellerProduct,
} from './contract';
import type { Delivery, ProfileFields } from './terms';

/** What the listing form holds: text as typed, the uploads' URLs, numbers as numbers. */
export interface ListingFormValues {
  name: string;
  description: string;
  thumbnailUrl: string | null;
  attachments: string[];
  tags: string;
  category: string;
  subCategory: string;
  priceUsd: string;
  priceOnRequest: boolean;
  revisions: number;
  expectedDelivery: Delivery;
}

export const emptyListingForm = (): ListingFormValues => ({ ...EMPTY_PRODUCT_FIELDS, attachments: [] });

/** The form of a saved listing, to edit it. */
export function listingFormOf(product: SellerProduct): ListingFormValues {
  const fields = productFieldsOf(product);
  return {
    name: fields.name,
    description: fields.description ?? '',
    thumbnailUrl: fields.thumbnailUrl,
    attachments: [...fields.attachments],
    tags: fields.tags ?? '',
    category: fields.category ?? '',
    subCategory: fields.subCategory ?? '',
    priceUsd: typeof fields.priceUsd === 'string' ? fields.priceUsd : '',
    priceOnRequest: fields.priceOnRequest,
    revisions: fields.revisions,
    expectedDelivery: fields.expectedDelivery,
  };
}

/** The product fields a form stands for (the price dropped while it is on request). */
const fieldsOfForm = (values: ListingFormValues): ProductFields => ({
  ...values,
  priceUsd: values.priceOnRequest ? null : values.priceUsd,
});

/** The form's schema for react-hook-form: the form's values in, checked product fields out. */
export const listingFormSchema = z.pipe(
  z.transform((values: ListingFormValues) => fieldsOfForm(values)),
  productFieldsSchema,
);

/**
 * The listing a form would save, for the live card preview while the seller
 * types: never throws on a half-typed form. A price that cannot be saved yet
 * shows no price; a blank name shows a placeholder.
 */
export function previewDraftOf(values: ListingFormValues): ProductDraft {
  const summary = values.priceOnRequest ? undefined : priceSummary(values.priceUsd);
  const draft = productDraftOf({ ...values, priceUsd: null, priceOnRequest: true });
  return {
    ...draft,
    name: draft.name || 'Your listing’s name',
    priceUsd: summary?.youReceive ?? null,
    priceOnRequest: values.priceOnRequest,
  };
}

/** The profile form's schema for react-hook-form: every field the form holds, checked by the patch schema's rules (spec 4.5). */
export const profileFormSchema = z.pipe(
  z.transform((values: ProfileFields): z.input<typeof profilePatchSchema> => values),
  profilePatchSchema,
);
