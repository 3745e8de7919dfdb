'use client';

/** The tab's notification center as the bell, its panel and the inbox read it (given by NotificationCenterProvider). */
import { createContext, useContext } from 'react';
import type { NotificationCenter } from './center';

export const NotificationCenterContext = createContext<NotificationCenter | null>(null);

export function useNotificationCenter(): NotificationCenter {
  const center = useContext(NotificationCenterContext);
  if (!center) throw new Error('useNotificationCenter outside NotificationCenterProvider');
  return center;
}
