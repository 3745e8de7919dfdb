'use client';

import dynamic from 'next/dynamic';

/**
 * The account's controls, loaded only where the server renders them: imported statically by the page's server
 * components, they would be in the signed-out prompt's first load too (a page's client references all are). One
 * module (account-controls.tsx) holds them all, so they come as one chunk, not five sharing their code; each
 * `import()` is written out, so the page's HTML names that chunk.
 */
export const SignOutButton = dynamic(() => import('./account-controls').then((m) => m.SignOutButton));
export const ApiKeyActions = dynamic(() => import('./account-controls').then((m) => m.ApiKeyActions));
export const VerificationLinkButton = dynamic(() => import('./account-controls').then((m) => m.VerificationLinkButton));
export const FetchedAtRefresh = dynamic(() => import('./account-controls').then((m) => m.FetchedAtRefresh));
export const CopyableValue = dynamic(() => import('./account-controls').then((m) => m.CopyableValue));
