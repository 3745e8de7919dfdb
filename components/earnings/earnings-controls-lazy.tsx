'use client';

import dynamic from 'next/dynamic';

/**
 * The earnings page's controls, loaded only where the server renders them: imported statically by the page's server
 * components, they would be in the signed-out prompt's first load too. One module (earnings-controls.tsx) holds the
 * export and the refresh, so they come as one chunk; each `import()` is written out, so the page's HTML names that chunk.
 */
export const EarningsExport = dynamic(() => import('./earnings-controls').then((m) => m.EarningsExport));
export const FetchedAtRefresh = dynamic(() => import('./earnings-controls').then((m) => m.FetchedAtRefresh));
/** Only the vault's rows copy a transaction id: apart, so the other views load none of it. */
export const CopyableValue = dynamic(() => import('@/components/ui/copyable-value').then((m) => m.CopyableValue));
