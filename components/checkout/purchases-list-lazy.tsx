'use client';

import dynamic from 'next/dynamic';

/** The purchase history (purchases-list), loaded only for a signed-in visitor. */
export const PurchasesListLazy = dynamic(() => import('./purchases-list').then((m) => m.PurchasesList));
