/**
 * Every marketplace call, through the proxy (lib/server/marketplace-proxy.ts).
 *
 * Not a `routeHandler` (lib/server/route-handler.ts) like the dashboard's own
 * routes: the proxy's origin and body checks depend on the route the path
 * matches, so they run after the route table has matched and checked the path
 * and query (a bad address is a 400 before any 403), the origin only for
 * writes and paid calls, under each route's own body limit and 413 code, and
 * an upload streams on instead of being read.
 */
import { proxy } from '@/lib/server/marketplace-proxy';
import { withReadableSession } from '@/lib/server/session';

const handle = (request: Request) => withReadableSession(request, () => proxy(request));

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE };
