'use client';

import dynamic from 'next/dynamic';

/**
 * A read that failed while the server rendered the page (see read-error-state).
 * Loaded only when one is shown: the error words stay out of first loads.
 */
export const ReadError = dynamic(() => import('./read-error-state'));
