/**
 * Bench-only: the floor Next sets for a proxy. It fetches the same upstream URL
 * and streams it back, with none of the proxy's work. The `.bench.ts` extension
 * keeps it out of every build but the one `npm run bench:proxy` makes
 * (BENCH_BUILD=1, see next.config.mjs), so no production server has this route.
 */
import { getEnv } from '@/lib/server/env';

const PREFIX = '/api/bench/passthrough';

export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const upstream = await fetch(`${getEnv().upstreamUrl}${url.pathname.slice(PREFIX.length)}${url.search}`, {
    cache: 'no-store',
  });
  return new Response(upstream.body, {
    status: upstream.status,
    headers: { 'content-type': upstream.headers.get('content-type') ?? 'application/json' },
  });
}
