/**
 * The generic marketplace proxy. Only routes in the route table pass; each one
 * gets exactly the headers its auth kind needs, credentials are added here on
 * the server, rate-limited reads go through the per-account cache, and
 * upstream answers stream back with an allowlist of headers.
 */
import 'server-only';
import { matchRoute, type RouteSpec } from '@/lib/marketplace/routes';
import { keepApiKey } from './credentials';
import { sha256Hex } from './crypto';
import { errorResponse, isSameOrigin } from './http';
import { upstreamPathFrom } from './proxy-path';
import { readCache } from './read-cache';
import { apiKeyOf, readSession, type Session } from './session';
import { UpstreamFailure, fetchUpstream } from './upstream';

/** Response headers the browser may see; everything else (cookies, hop-by-hop, server details) is dropped. */
const RESPONSE_HEADERS = ['content-type', 'retry-after', 'payment-required', 'payment-response', 'x-payment-response'] as const;

/** Request headers the browser may send through, per auth kind. */
const BROWSER_CREDENTIAL_HEADERS: Partial<Record<RouteSpec['auth'], readonly string[]>> = {
  siwx: ['sign-in-with-x'],
  account: ['sign-in-with-x'],
  status: ['sign-in-with-x'],
  checkout: ['payment-signature', 'x-payment'],
};

function isJson(request: Request): boolean {
  return /^application\/json\s*(;|$)/i.test(request.headers.get('content-type') ?? '');
}

/** Read a request body, stopping as soon as it passes `limit` bytes. */
async function readBody(request: Request, limit: number): Promise<Uint8Array | 'too-large'> {
  if (Number(request.headers.get('content-length') ?? '0') > limit) return 'too-large';
  if (!request.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return 'too-large';
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

function filteredHeaders(route: RouteSpec, upstream: Response): Headers {
  const headers = new Headers({ 'cache-control': route.auth === 'public' ? 'no-cache' : 'private, no-store' });
  for (const name of RESPONSE_HEADERS) {
    const value = upstream.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  return headers;
}

function upstreamFailure(error: unknown): Response {
  if (!(error instanceof UpstreamFailure)) throw error;
  return error.kind === 'timeout' ? errorResponse(504, 'PROXY_UPSTREAM_TIMEOUT') : errorResponse(502, 'PROXY_UPSTREAM_UNREACHABLE', { retryAfterSeconds: 5 });
}

export interface ProxyOptions {
  /** Server components calling in-process pass the session they already read. */
  session?: Session | null;
}

export async function proxy(request: Request, options: ProxyOptions = {}): Promise<Response> {
  const url = new URL(request.url);
  const parsed = upstreamPathFrom(url.pathname);
  if (!parsed.ok) return errorResponse(400, 'PROXY_PATH_INVALID');

  const match = matchRoute(request.method, parsed.path);
  if (match.kind === 'not-found') return errorResponse(404, 'PROXY_ROUTE_NOT_ALLOWED');
  if (match.kind === 'method-not-allowed') return errorResponse(405, 'METHOD_NOT_ALLOWED', { headers: { allow: match.allowed.join(', ') } });
  const { route } = match;
  const pathAndQuery = `${parsed.path}${url.search}`;

  const headers: Record<string, string> = { accept: request.headers.get('accept')?.includes('text/event-stream') ? 'text/event-stream' : 'application/json' };
  let body: Uint8Array | undefined;
  if (request.method !== 'GET') {
    if (!isSameOrigin(request)) return errorResponse(403, 'PROXY_ORIGIN_REFUSED');
    const read = await readBody(request, route.bodyLimit);
    if (read === 'too-large') return errorResponse(413, 'PROXY_BODY_TOO_LARGE');
    if (read.byteLength > 0) {
      if (!isJson(request)) return errorResponse(415, 'PROXY_JSON_REQUIRED');
      headers['content-type'] = 'application/json';
      body = read;
    }
  }

  for (const name of BROWSER_CREDENTIAL_HEADERS[route.auth] ?? []) {
    const value = request.headers.get(name);
    if (value !== null) headers[name] = value;
  }

  // Account routes: the browser's own wallet proof, or else the session's key (never both).
  let cacheScope: string | undefined;
  if (route.auth === 'account' && !headers['sign-in-with-x']) {
    const session = options.session !== undefined ? options.session : await readSession(request);
    const apiKey = apiKeyOf(session);
    if (!apiKey || !session?.accountId) return errorResponse(401, 'PROXY_SIGN_IN_REQUIRED');
    headers['x-api-key'] = apiKey;
    cacheScope = `account:${session.accountId}`;
  }

  const call = async (signal?: AbortSignal): Promise<Response> => {
    let upstream: Response;
    try {
      upstream = await fetchUpstream({ method: request.method, pathAndQuery, headers, body, signal });
    } catch (error) {
      return upstreamFailure(error);
    }
    const responseHeaders = filteredHeaders(route, upstream);
    if (route.responseCredential === 'apikey') return keepApiKey(request, route, upstream, responseHeaders);
    return new Response(upstream.body, { status: upstream.status, headers: responseHeaders });
  };

  if (cacheScope && route.readWindow) {
    const requestKey = `${request.method} ${pathAndQuery} ${body ? sha256Hex(body) : ''}`;
    // A shared read outlives any one browser request, so it does not take the request's abort signal.
    return readCache.read(cacheScope, route, requestKey, () => call());
  }
  return call(request.signal);
}
