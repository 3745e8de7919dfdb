'use client';

/** The inbox's browser code in one module, so the page loads it as one chunk (inbox-controls-lazy.tsx). */
export { ConnectionIndicator } from './connection-indicator';
export { FirstVisit } from './first-visit';
export { InboxList } from './inbox-list';
export { FetchedAtRefresh } from '@/components/ui/fetched-at-refresh';
