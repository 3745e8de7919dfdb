'use client';

import dynamic from 'next/dynamic';

/** The price and delivery look-through: its code, and the cache hydration it needs, load only when such a filter is set. */
export const LookThroughResults = dynamic(() => import('./look-through-results'));
