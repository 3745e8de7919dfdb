'use client';

import dynamic from 'next/dynamic';

/** The job board (job-board), loaded only for a signed-in visitor. */
export const JobBoardLazy = dynamic(() => import('./job-board'));
