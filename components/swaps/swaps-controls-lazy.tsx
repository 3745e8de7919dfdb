'use client';

import dynamic from 'next/dynamic';

/**
 * The swaps page's controls, loaded only where the server renders them (not in the signed-out prompt), as one chunk
 * (swaps-controls.tsx); each `import()` is written out, so the page's HTML names that chunk.
 */
export const SwapsExport = dynamic(() => import('./swaps-controls').then((m) => m.SwapsExport));
export const FetchedAtRefresh = dynamic(() => import('./swaps-controls').then((m) => m.FetchedAtRefresh));
export const SwapDesk = dynamic(() => import('./swaps-controls').then((m) => m.SwapDesk));
export const SwapHistoryList = dynamic(() => import('./swaps-controls').then((m) => m.SwapHistoryList));
