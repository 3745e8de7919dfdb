'use client';

import dynamic from 'next/dynamic';

/**
 * The inbox's controls, loaded only where the server renders them (a signed-out visit's prompt carries none), as one
 * chunk; each `import()` is written out, so the page's HTML names that chunk.
 */
export const ConnectionIndicator = dynamic(() => import('./inbox-controls').then((m) => m.ConnectionIndicator));
export const FirstVisit = dynamic(() => import('./inbox-controls').then((m) => m.FirstVisit));
export const InboxList = dynamic(() => import('./inbox-controls').then((m) => m.InboxList));
export const FetchedAtRefresh = dynamic(() => import('./inbox-controls').then((m) => m.FetchedAtRefresh));
