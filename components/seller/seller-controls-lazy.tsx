'use client';

import dynamic from 'next/dynamic';

/**
 * The seller pages' browser code, loaded only where the server renders it (not in the signed-out prompt), as one
 * chunk (seller-controls.tsx); each `import()` is written out, so the page's HTML names that chunk.
 */
export const ListingsPage = dynamic(() => import('./seller-controls').then((m) => m.ListingsPage));
export const ReadsAgainAfterSave = dynamic(() => import('./seller-controls').then((m) => m.ReadsAgainAfterSave));
export const ToggleListing = dynamic(() => import('./seller-controls').then((m) => m.ToggleListing));
/** A listing its page could not read in the window, from what this tab knows of it: loaded only then. */
export const ListingFromMemory = dynamic(() => import('./listing-from-memory').then((m) => m.ListingFromMemory));
/** The forms' stand-ins and what loads their forms, apart from the pages' signed-out prompts. */
export const CreateListingOnFirstUse = dynamic(() =>
  import('./listing-forms-lazy').then((m) => m.CreateListingOnFirstUse),
);
export const EditListingOnFirstUse = dynamic(() => import('./listing-forms-lazy').then((m) => m.EditListingOnFirstUse));
export const ProfileFormOnFirstUse = dynamic(() => import('./profile-form-lazy').then((m) => m.ProfileFormOnFirstUse));
