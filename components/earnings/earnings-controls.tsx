'use client';

/** The earnings page's controls in one module, so the page loads them as one chunk (earnings-controls-lazy.tsx). */
export { EarningsExport } from './earnings-export';
export { FetchedAtRefresh } from '@/components/ui/fetched-at-refresh';
