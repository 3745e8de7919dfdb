'use client';

import {
  HydrationBoundary,
  QueryClientContext,
  QueryClientProvider,
  type DehydratedState,
  type QueryClient,
} from '@tanstack/react-query';
import { useContext, useState, type ReactNode } from 'react';
import { sessionKeys } from '@/lib/marketplace/account/session';
import { followSession } from './account/follow-session';
import { SessionSeedContext, type SessionRead } from './account/session-store';
import { announceQueryClient } from './browser-query-client';
import { getQueryClient } from './query-client';

let followed = false;

/** The server's client for this render, holding the page's session summary; the browser's one client, following the tab's session. */
function clientFor(seed: SessionRead | undefined): QueryClient {
  const client = getQueryClient();
  if (typeof window === 'undefined') {
    if (seed) client.setQueryData(sessionKeys.summary, seed.summary, { updatedAt: seed.at });
  } else if (!followed) {
    followed = true;
    followSession(client);
    announceQueryClient(client);
  }
  return client;
}

/**
 * React Query's client for what is under it, with `state` (read on the server) put in its cache. Not in the shell:
 * what needs it brings it (`Queries`), so a page without a query never
 * downloads the client. Nested, it uses the client above it; in the browser there is one client for the tab.
 */
export default function QueryProvider({ state, children }: { state?: DehydratedState; children: ReactNode }) {
  const parent = useContext(QueryClientContext);
  const seed = useContext(SessionSeedContext);
  const [own] = useState(() => (parent ? undefined : clientFor(seed)));
  const body = state ? <HydrationBoundary state={state}>{children}</HydrationBoundary> : children;
  return own ? <QueryClientProvider client={own}>{body}</QueryClientProvider> : body;
}
