'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sessionKeys, type SessionSummary } from '@/lib/marketplace/account/session';

/**
 * Puts the session summary the server rendered the page with into the query
 * cache, where every component reads who is signed in. A newer summary wins:
 * one the browser read after signing in is never replaced by an older page's.
 */
export function SessionSeed({ summary, at }: { summary: SessionSummary; at: number }) {
  const client = useQueryClient();
  // The first render fills an empty cache before anything reads it (nothing observes it yet); later pages update it after rendering.
  if (client.getQueryState(sessionKeys.summary) === undefined)
    client.setQueryData(sessionKeys.summary, summary, { updatedAt: at });
  useEffect(() => {
    const state = client.getQueryState(sessionKeys.summary);
    if (!state || state.dataUpdatedAt < at) client.setQueryData(sessionKeys.summary, summary, { updatedAt: at });
  }, [client, summary, at]);
  return null;
}
