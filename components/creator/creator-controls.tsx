'use client';

/** The controls every creator page shows, in one module (creator-controls-lazy.tsx). */
export { FetchedAtRefresh } from '@/components/ui/fetched-at-refresh';
export { LinkPending } from '@/components/ui/link-pending';
