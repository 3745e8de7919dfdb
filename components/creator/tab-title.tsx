'use client';

import { useEffect } from 'react';
import { documentTitle } from '@/lib/site-metadata';

/**
 * Names the tab after what the page shows: a page the server renders again in place (its read was refused for a
 * window's wait, then made) keeps the title of its first rendering otherwise.
 */
export function TabTitle({ title }: { title: string }) {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  return null;
}
