'use client';

import { loadWithQueries } from '@/components/queries';
import { formOnFirstUse } from '@/components/ui/form-on-first-use';

/**
 * The listing forms, each loaded when a person starts with it (its stand-in holds its place until then), with React
 * Query's client, which their change and the store's categories read through.
 */
export const CreateListingOnFirstUse = formOnFirstUse(() =>
  loadWithQueries(import('./listing-forms').then((m) => m.CreateListingForm)),
);
export const EditListingOnFirstUse = formOnFirstUse(() =>
  loadWithQueries(import('./listing-forms').then((m) => m.EditListingForm)),
);
