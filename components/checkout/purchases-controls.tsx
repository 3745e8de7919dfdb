'use client';

/** The purchases page's controls in one module, so the page loads them as one chunk (purchases-controls-lazy.tsx). */
export { PurchasesExport } from '@/components/export/purchases-export';
export { OtherAccountOrdersNote } from './other-account-orders-note';
export { FetchedAtRefresh } from '@/components/ui/fetched-at-refresh';
export { LinkPending } from '@/components/ui/link-pending';
