import { hashKey, type QueryClient } from '@tanstack/react-query';
import { sessionKeys, type SessionSummary } from '@/lib/marketplace/account/session';
import { heldSession, putSession, subscribeSession, type SessionRead } from './session-store';

const SESSION_HASH = hashKey(sessionKeys.summary);

function cache(client: QueryClient, read: SessionRead): void {
  // Never dated later than now: a server clock ahead of this browser's would keep the query fresh, and signing in would not read it again.
  if (client.getQueryData(sessionKeys.summary) !== read.summary)
    client.setQueryData(sessionKeys.summary, read.summary, { updatedAt: Math.min(read.at, Date.now()) });
}

/**
 * Makes the browser's query client and the tab's session store one: the session query starts from the held summary
 * and takes every newer one (a page's seed, signing in), and every summary the query reads (signing out, a page's
 * read that finds the session gone) goes to the store, so the header and every page follow it at once.
 */
export function followSession(client: QueryClient): void {
  const held = heldSession();
  if (held) cache(client, held);
  subscribeSession(() => {
    const now = heldSession();
    if (now) cache(client, now);
  });
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || event.query.queryHash !== SESSION_HASH) return;
    const summary = event.query.state.data as SessionSummary | undefined;
    if (summary) putSession({ summary, at: event.query.state.dataUpdatedAt });
  });
}
