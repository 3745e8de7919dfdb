'use client';

import dynamic from 'next/dynamic';

// The launches made with the account's key, loaded only for a signed-in visitor: signed out, a prompt from the server.
export const ExternalJobFormLazy = dynamic(() => import('./external-job-form').then((m) => m.ExternalJobForm));
export const PayJobLazy = dynamic(() => import('./pay-job').then((m) => m.PayJob));
