'use client';

/** The action queue's own controls in one module, so its page loads them as one chunk (creator-controls-lazy.tsx). */
export { ActionStateChoice } from './creator-filters';
export { RefreshEvery } from './refresh-every';
export { StepTimeLine } from './step-time';
