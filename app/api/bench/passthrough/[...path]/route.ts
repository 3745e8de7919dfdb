/**
 * Bench-only: the floor Next sets for a proxy. It fetches the same upstream URL
 * and streams it back, with none of the proxy's work. 404 unless the server was
 * started with BENCH_ROUTES=true (by `npm run bench:proxy`).
 */
import { getEnv } from '@/lib/server/env';

const PREFIX = '/api/bench/passthrough';

export async function GET(request: Request): Promise<Response> {
  const env = getEnv();
  if (!env.benchRoutes) return new Response('Not found', { status: 404 });
  const url = new URL(request.url);
  const upstream = await fetch(`${env.upstreamUrl}${url.pathname.slice(PREFIX.length)}${url.search}`, { cache: 'no-store' });
  return new Response(upstream.body, { status: upstream.status, headers: { 'content-type': upstream.headers.get('content-type') ?? 'application/json' } });
}
