'use client';

/** The created jobs' own control in one module, so their page loads it as one chunk (creator-controls-lazy.tsx). */
export { CreatedStatusChoice } from './creator-filters';
