'use client';

/** A created job's own controls in one module, so its page loads them as one chunk (creator-controls-lazy.tsx). */
export { EntriesReview } from './entries-review';
export { TabTitle } from './tab-title';
export { ClosesIn } from '@/components/jobs/closes-in';
