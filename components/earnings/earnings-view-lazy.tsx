'use client';

import dynamic from 'next/dynamic';

/** The earnings (earnings-view), loaded only for a signed-in visitor. */
export const EarningsViewLazy = dynamic(() => import('./earnings-view').then((m) => m.EarningsView));
