'use client';

import { useEffect, useMemo, type ReactNode } from 'react';
import type { SessionSummary } from '@/lib/marketplace/account/session';
import { heldSession, seedSession, SessionSeedContext } from './session-store';

/**
 * Hands the session summary the server rendered the page with to everything under it (`useSessionSummary`), and to
 * the tab's session store. A newer summary wins: one the browser read after signing in is never replaced by an older
 * page's.
 */
export function SessionSeed({ summary, at, children }: { summary: SessionSummary; at: number; children: ReactNode }) {
  const read = useMemo(() => ({ summary, at }), [summary, at]);
  // The first render fills an empty store before anything reads it (nothing follows it yet); later pages update it after rendering.
  if (!heldSession()) seedSession(read);
  useEffect(() => seedSession(read), [read]);
  return <SessionSeedContext.Provider value={read}>{children}</SessionSeedContext.Provider>;
}
