'use client';

import dynamic from 'next/dynamic';

/**
 * ErrorState (states.tsx) for a control whose call loads when it is used: the error words and their countdown load
 * with the first failure shown, not with the page.
 */
export const ErrorStateLazy = dynamic(() => import('./states').then((m) => m.ErrorState));
