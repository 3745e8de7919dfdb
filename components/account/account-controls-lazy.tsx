'use client';

import dynamic from 'next/dynamic';

/**
 * The account's controls, each loaded only where the server renders it: imported statically by the page's server
 * components, they would be in the signed-out prompt's first load too (a page's client references all are).
 */
export const SignOutButton = dynamic(() => import('./sign-out-button').then((m) => m.SignOutButton));
export const ApiKeyActions = dynamic(() => import('./api-key-actions').then((m) => m.ApiKeyActions));
export const VerificationLinkButton = dynamic(() =>
  import('./verification-link').then((m) => m.VerificationLinkButton),
);
export const FetchedAtRefresh = dynamic(() =>
  import('@/components/ui/fetched-at-refresh').then((m) => m.FetchedAtRefresh),
);
export const CopyableValue = dynamic(() => import('@/components/ui/copyable-value').then((m) => m.CopyableValue));
