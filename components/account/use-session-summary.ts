'use client';

import { useContext, useSyncExternalStore } from 'react';
import type { SessionSummary } from '@/lib/marketplace/account/session';
import { heldSession, SessionSeedContext, subscribeSession, type SessionRead } from './session-store';

/** The newest session summary: the tab's held one in the browser, the page's own on the server and while hydrating. */
function useSessionRead(): SessionRead | undefined {
  const seed = useContext(SessionSeedContext);
  return useSyncExternalStore(
    subscribeSession,
    () => heldSession() ?? seed,
    () => seed,
  );
}

/**
 * Who is signed in, for the header and every page: the summary the server renders into the page (see SessionSeed),
 * then the newest this tab read (session-store.ts), without React Query.
 */
export const useSessionSummary = (): SessionSummary | undefined => useSessionRead()?.summary;
