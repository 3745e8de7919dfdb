'use client';

import dynamic from 'next/dynamic';

/**
 * The controls of a job's page and of the submissions page, loaded only where the server renders them: imported
 * statically by the pages' server components, they would be in the signed-out prompt's first load too. One module
 * (work-controls.tsx) holds them, so they come as one chunk; each `import()` is written out, so the page's HTML names
 * that chunk.
 */
export const EntryFormOnFirstUse = dynamic(() => import('./work-controls').then((m) => m.EntryFormOnFirstUse));
export const ClosesIn = dynamic(() => import('./work-controls').then((m) => m.ClosesIn));
export const ResumedEntry = dynamic(() => import('./work-controls').then((m) => m.ResumedEntry));
export const FetchedAtRefresh = dynamic(() => import('./work-controls').then((m) => m.FetchedAtRefresh));
export const LinkPending = dynamic(() => import('./work-controls').then((m) => m.LinkPending));
export const AttachmentList = dynamic(() => import('./work-controls').then((m) => m.AttachmentList));
export const HistoryFilterChoice = dynamic(() => import('./work-controls').then((m) => m.HistoryFilterChoice));
export const JobTitlesReader = dynamic(() => import('./work-controls').then((m) => m.JobTitlesReader));
export const JobTitleText = dynamic(() => import('./work-controls').then((m) => m.JobTitleText));
