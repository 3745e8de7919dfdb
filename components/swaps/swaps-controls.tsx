'use client';

/** The swaps page's controls in one module, so the page loads them as one chunk (swaps-controls-lazy.tsx). */
export { SwapsExport } from '@/components/export/swaps-export';
export { FetchedAtRefresh } from '@/components/ui/fetched-at-refresh';
export { SwapDesk } from './swap-desk';
export { SwapHistoryList } from './swap-history-list';
