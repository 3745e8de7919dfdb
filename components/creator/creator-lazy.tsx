'use client';

import dynamic from 'next/dynamic';

// The creator's pages, loaded only for a signed-in visitor: signed out, the page is a prompt rendered on the server.
export const ActionQueueLazy = dynamic(() => import('./action-queue').then((m) => m.ActionQueue));
export const CreatedJobsLazy = dynamic(() => import('./created-jobs').then((m) => m.CreatedJobs));
export const CreatedJobViewLazy = dynamic(() => import('./created-job').then((m) => m.CreatedJobView));
