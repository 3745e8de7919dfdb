'use client';

import dynamic from 'next/dynamic';

/** The signed-in account page (account-view), loaded only for a signed-in visitor. */
export const AccountViewLazy = dynamic(() => import('./account-view'));
