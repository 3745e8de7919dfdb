/**
 * What the listing form holds (text as typed, the uploads' URLs, numbers as
 * numbers), a saved listing as a form, and the card preview of a half-typed
 * form. The checks are in `form.ts`, loaded with the form's first check.
 */
import {
  EMPTY_PRODUCT_FIELDS,
  priceSummary,
  productDraftOf,
  productFieldsOf,
  type ProductDraft,
  type SellerProduct,
} from './contract';
import type { Delivery } from './terms';

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
