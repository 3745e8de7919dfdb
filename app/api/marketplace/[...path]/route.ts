/**
 * Every marketplace call, through the proxy (lib/server/marketplace-proxy.ts).
 *
 * Its origin and body checks depend on the route the path matches, so the
 * proxy runs them itself, after the route table has matched and checked the
 * path and query (a bad address is a 400 before any 403): the origin only for
 * writes and paid calls, under each route's own body limit and 413 code, and
 * an upload streams on instead of being read. The wrapper gives it what every
 * handler shares: a session that no longer opens ends in words.
 */
import { proxy } from '@/lib/server/marketplace-proxy';
import { routeHandler } from '@/lib/server/route-handler';

const handle = routeHandler({ session: 'none' }, ({ request }) => proxy(request));

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE };
