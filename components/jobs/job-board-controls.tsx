'use client';

/**
 * The board's controls and a card's countdown in one module, so the page loads them as one chunk
 * (job-board-controls-lazy.tsx).
 */
export { JobBoardFilters } from './job-board-filters';
export { JobBoardList } from './job-board-list';
export { FetchedAtRefresh } from '@/components/ui/fetched-at-refresh';
export { ClosesIn } from './closes-in';
