'use client';

/** The seller pages' browser code in one module, so a page loads it as one chunk (seller-controls-lazy.tsx). */
export { ListingsPage } from './listings-page';
export { ReadsAgainAfterSave } from './reads-again-after-save';
export { ToggleListing } from './toggle-listing';
