/**
 * A Transport for server components: runs the proxy in-process, so server
 * prefetches take the same allowlisted path as the browser's requests.
 */
import 'server-only';
import { proxy } from './marketplace-proxy';
import type { Session } from './session';
import { PROXY_PREFIX, type Transport } from '@/lib/marketplace/call';

export function inProcessTransport(session: Session | null = null): Transport {
  return (path, init) => {
    // This server is the page itself: its reads sent as a POST (a status, an earnings report) are same-origin.
    const headers = new Headers(init?.headers);
    headers.set('sec-fetch-site', 'same-origin');
    return proxy(new Request(`http://in-process${PROXY_PREFIX}${path}`, { ...init, headers }), { session });
  };
}
