'use client';

import dynamic from 'next/dynamic';

/**
 * The creator pages' controls, loaded only where the server renders them: imported statically by the pages' server
 * components, they would be in the signed-out prompt's first load too. The ones every page shows come as one chunk
 * (creator-controls.tsx), and each page's own as another (action-queue-, created-jobs-, created-job-controls.tsx), so
 * a page loads no other page's controls; each `import()` is written out, so the page's HTML names those chunks.
 */
export const FetchedAtRefresh = dynamic(() => import('./creator-controls').then((m) => m.FetchedAtRefresh));
export const LinkPending = dynamic(() => import('./creator-controls').then((m) => m.LinkPending));

export const ActionStateChoice = dynamic(() => import('./action-queue-controls').then((m) => m.ActionStateChoice));
export const RefreshEvery = dynamic(() => import('./action-queue-controls').then((m) => m.RefreshEvery));
export const StepTimeLine = dynamic(() => import('./action-queue-controls').then((m) => m.StepTimeLine));

export const CreatedStatusChoice = dynamic(() => import('./created-jobs-controls').then((m) => m.CreatedStatusChoice));

export const EntriesReview = dynamic(() => import('./created-job-controls').then((m) => m.EntriesReview));
export const ClosesIn = dynamic(() => import('./created-job-controls').then((m) => m.ClosesIn));
export const TabTitle = dynamic(() => import('./created-job-controls').then((m) => m.TabTitle));
/** Only an entry with files shows their previews: apart, so the other entries load none of it. */
export const AttachmentLinks = dynamic(() =>
  import('@/components/jobs/attachment-links').then((m) => m.AttachmentLinks),
);
