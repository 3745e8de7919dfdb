'use client';

import dynamic from 'next/dynamic';

/** The inbox (inbox), loaded only for a signed-in visitor. */
export const NotificationInboxLazy = dynamic(() => import('./inbox').then((m) => m.NotificationInbox));
