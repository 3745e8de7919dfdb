'use client';

import dynamic from 'next/dynamic';

/** The list's code loads only when there is an operation to show; rendered on the server, it is in the first paint. */
export const RecoveryOperationsLazy = dynamic(() => import('./recovery-operations'));
