'use client';

import dynamic from 'next/dynamic';

/**
 * The purchases page's controls, loaded only where the server renders them (not in the signed-out prompt), as one
 * chunk (purchases-controls.tsx); each `import()` is written out, so the page's HTML names that chunk.
 */
export const PurchasesExport = dynamic(() => import('./purchases-controls').then((m) => m.PurchasesExport));
export const OtherAccountOrdersNote = dynamic(() =>
  import('./purchases-controls').then((m) => m.OtherAccountOrdersNote),
);
export const FetchedAtRefresh = dynamic(() => import('./purchases-controls').then((m) => m.FetchedAtRefresh));
export const LinkPending = dynamic(() => import('./purchases-controls').then((m) => m.LinkPending));
