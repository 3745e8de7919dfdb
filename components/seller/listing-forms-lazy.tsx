'use client';

import { loadWithQueries } from '@/components/queries';
import { formOnFirstUse } from '@/components/ui/form-on-first-use';
import { hasKeptChange } from './listing-change-kept';

/**
 * The listing forms, each loaded when a person starts with it (its stand-in holds its place until then), with React
 * Query's client, which their change and the store's categories read through.
 */
export const CreateListingOnFirstUse = formOnFirstUse(
  () => loadWithQueries(import('./listing-forms').then((m) => m.CreateListingForm)),
  // A change in doubt from an earlier page of the tab: the form comes at once, locked, saying so.
  () => hasKeptChange('new-listing'),
);
export const EditListingOnFirstUse = formOnFirstUse(
  () => loadWithQueries(import('./listing-forms').then((m) => m.EditListingForm)),
  ({ listing }) => hasKeptChange(`listing:${listing.product.id}`),
);
