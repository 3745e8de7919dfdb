/**
 * A Transport for server components: runs the proxy in-process, so server
 * prefetches take the same allowlisted path as the browser's requests.
 */
import 'server-only';
import { proxy } from './marketplace-proxy';
import type { Session } from './session';
import { PROXY_PREFIX, type Transport } from '@/lib/marketplace/call';

export function inProcessTransport(session: Session | null = null): Transport {
  return (path, init) => proxy(new Request(`http://in-process${PROXY_PREFIX}${path}`, init), { session });
}
