'use client';

import dynamic from 'next/dynamic';

// A job and the entries made, loaded only for a signed-in visitor: signed out, the page is a prompt rendered on the server.
export const JobViewLazy = dynamic(() => import('./job-view').then((m) => m.JobView));
export const SubmissionsHistoryLazy = dynamic(() => import('./submissions-history').then((m) => m.SubmissionsHistory));
