'use client';

import dynamic from 'next/dynamic';

/**
 * The board's controls, loaded only where the server renders them: imported statically by the page's server
 * components, they would be in the signed-out prompt's first load too (a page's client references all are). One
 * module (job-board-controls.tsx) holds them, so they come as one chunk; each `import()` is written out, so the page's
 * HTML names that chunk.
 */
export const JobBoardFilters = dynamic(() => import('./job-board-controls').then((m) => m.JobBoardFilters));
export const JobBoardList = dynamic(() => import('./job-board-controls').then((m) => m.JobBoardList));
export const FetchedAtRefresh = dynamic(() => import('./job-board-controls').then((m) => m.FetchedAtRefresh));
export const ClosesIn = dynamic(() => import('./job-board-controls').then((m) => m.ClosesIn));
