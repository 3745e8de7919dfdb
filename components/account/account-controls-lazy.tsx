'use client';

import dynamic from 'next/dynamic';

/**
 * The account's controls, loaded only where the server renders them: imported statically by the page's server
 * components, they would be in the signed-out prompt's first load too (a page's client references all are). One
 * module (account-controls.tsx) holds them all, so they come as one chunk, not five sharing their code.
 */
const controls = () => import('./account-controls');

export const SignOutButton = dynamic(() => controls().then((m) => m.SignOutButton));
export const ApiKeyActions = dynamic(() => controls().then((m) => m.ApiKeyActions));
export const VerificationLinkButton = dynamic(() => controls().then((m) => m.VerificationLinkButton));
export const FetchedAtRefresh = dynamic(() => controls().then((m) => m.FetchedAtRefresh));
export const CopyableValue = dynamic(() => controls().then((m) => m.CopyableValue));
