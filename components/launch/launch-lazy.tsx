'use client';

import dynamic from 'next/dynamic';

// The launches made with the account's key, loaded only for a signed-in visitor: signed out, a prompt from the server.
export const PayJobFinder = dynamic(() => import('./pay-job-finder').then((m) => m.PayJobFinder));
export const ExternalJobForm = dynamic(() => import('./external-job-first-use').then((m) => m.ExternalJobOnFirstUse));
