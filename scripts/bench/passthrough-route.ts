/**
 * Bench-only: the floor Next sets for a proxy, served at /api/bench/passthrough/….
 * It fetches the same upstream URL and streams it back, with none of the proxy's
 * work. `npm run bench:proxy` copies it into app/ as a `.bench.ts` route for its
 * own build (BENCH_BUILD=1, see next.config.mjs) and removes it once built, so
 * app/ holds only the product and no production server has this route.
 */
import { getEnv } from '@/lib/server/env';

const PREFIX = '/api/bench/passthrough';
/** BENCH_PASSTHROUGH_WHOLE=1: the answer is read whole before it is passed on, as the proxy reads it to check it. */
const WHOLE = process.env.BENCH_PASSTHROUGH_WHOLE === '1';

export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const upstream = await fetch(`${getEnv().upstreamUrl}${url.pathname.slice(PREFIX.length)}${url.search}`, {
    cache: 'no-store',
  });
  return new Response(WHOLE ? new Uint8Array(await upstream.arrayBuffer()) : upstream.body, {
    status: upstream.status,
    headers: { 'content-type': upstream.headers.get('content-type') ?? 'application/json' },
  });
}
