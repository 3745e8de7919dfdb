/**
 * The seller's forms' checks: the contract's own product schema (every rule
 * of spec 2.2) and profile patch schema (spec 4.5), so a form refuses exactly
 * what the marketplace would, with the words shown at each field. A price left
 * in the box while "price on request" is chosen is ignored rather than
 * refused, since it is never sent. Loaded with a form's first check; what the
 * forms hold is in `form-values.ts`.
 */
import * as z from 'zod/mini';
import { productFieldsSchema, profilePatchSchema, type ProductFields } from './contract';
import type { ListingFormValues } from './form-values';
import type { ProfileFields } from './terms';

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

/** The profile form's schema for react-hook-form: every field the form holds, checked by the patch schema's rules (spec 4.5). */
export const profileFormSchema = z.pipe(
  z.transform(({ olderPicture: _, ...values }: ProfileFields): z.input<typeof profilePatchSchema> => values),
  profilePatchSchema,
);
