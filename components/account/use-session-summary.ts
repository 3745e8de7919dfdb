'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { sessionKeys, type SessionSummary } from '@/lib/marketplace/account/session';

/**
 * Who is signed in, for the header on every page: the summary the server
 * renders into the page (see SessionSeed), followed in the query cache.
 * Signing in reads the summary into the cache again; signing out does so
 * through the account page's own query.
 * Reading the cache directly, rather than through useQuery, keeps the query
 * observer out of a signed-out visitor's first load.
 */
export function useSessionSummary(): SessionSummary | undefined {
  const client = useQueryClient();
  const subscribe = useCallback((onChange: () => void) => client.getQueryCache().subscribe(onChange), [client]);
  const read = () => client.getQueryData<SessionSummary>(sessionKeys.summary);
  return useSyncExternalStore(subscribe, read, read);
}
