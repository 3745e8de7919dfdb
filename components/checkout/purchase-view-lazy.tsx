'use client';

import dynamic from 'next/dynamic';

/** The view that follows an order loads only for an order the page shows (not for one it was refused). */
export const PurchaseViewLazy = dynamic(() => import('./purchase-view').then((m) => m.PurchaseView));
