'use client';

import dynamic from 'next/dynamic';

/** Swaps (swaps-view), loaded only for a signed-in visitor. */
export const SwapsViewLazy = dynamic(() => import('./swaps-view').then((m) => m.SwapsView));
