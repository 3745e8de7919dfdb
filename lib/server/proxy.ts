/**
 * The generic marketplace proxy. Only routes in the route table pass; each one
 * gets exactly the headers its auth kind needs, with credentials added here on
 * the server: the session's API key, the journal's checkout token, the vault's
 * order secret. Journaled mutations are written down before they leave;
 * rate-limited reads go through the per-account cache; answers come back with
 * an allowlist of headers and without bearer secrets.
 */
import 'server-only';
import { SECRET_HANDLE_HEADER } from '@/lib/marketplace/checkout';
import { matchRoute, type RouteSpec } from '@/lib/marketplace/routes';
import { isRecord } from '@/lib/marketplace/schema';
import { keepApiKey, keepOrderSecrets } from './credentials';
import { sha256Hex } from './crypto';
import { errorResponse, isSameOrigin, jsonResponse } from './http';
import { beginOperation, checkoutTokenOf, findCheckout, recordOutcome, type JournalRow } from './journal';
import { upstreamPathFrom } from './proxy-path';
import { readCache } from './read-cache';
import { apiKeyOf, ensureSession, readSession, type Session } from './session';
import { UpstreamFailure, fetchUpstream } from './upstream';
import { secretFor } from './vault';
import { readBody } from '@/lib/read-body';

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

function parseJson(bytes: Uint8Array | undefined): unknown {
  if (!bytes) return undefined;
  try {
    return JSON.parse(Buffer.from(bytes).toString('utf8'));
  } catch {
    return undefined;
  }
}

function filteredHeaders(route: RouteSpec, upstream: Response): Headers {
  const headers = new Headers({ 'cache-control': route.auth === 'public' ? 'no-cache' : 'private, no-store' });
  for (const name of RESPONSE_HEADERS) {
    const value = upstream.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  return headers;
}

/** What a checkout, status or send answer says about the journaled operation. */
function outcomeOf(route: RouteSpec, status: number, body: unknown): { outcome: string; purchaseId?: string; summary?: string } {
  if (isRecord(body) && isRecord(body.purchase) && typeof body.purchase.status === 'string') {
    const product = isRecord(body.purchase.product) ? body.purchase.product : {};
    return { outcome: body.purchase.status, purchaseId: String(body.purchase.purchaseId ?? ''), summary: typeof product.name === 'string' ? product.name : undefined };
  }
  if (isRecord(body) && isRecord(body.checkout) && typeof body.checkout.status === 'string') {
    return { outcome: body.checkout.status, purchaseId: String(body.checkout.id ?? ''), summary: typeof body.checkout.summary === 'string' ? body.checkout.summary : undefined };
  }
  if (status >= 200 && status < 300) return { outcome: route.id === 'order.send' ? 'sent' : 'answered' };
  // A refusal changed nothing upstream; a 429 or 5xx means the same operation may be retried.
  return { outcome: status >= 400 && status < 500 && status !== 429 ? 'refused' : 'retry' };
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
  const json = parseJson(body);

  for (const name of BROWSER_CREDENTIAL_HEADERS[route.auth] ?? []) {
    const value = request.headers.get(name);
    if (value !== null) headers[name] = value;
  }

  // The session: created for operations that must be journaled, only read otherwise.
  let session: Session | null;
  let setCookie: string | undefined;
  if (route.journaled) {
    ({ session, setCookie } = await ensureSession(request));
  } else {
    session = options.session !== undefined ? options.session : route.auth === 'public' ? null : await readSession(request);
  }

  let journalRow: JournalRow | undefined;
  let cacheScope: string | undefined;

  if (route.journaled && session) {
    const begun = await beginOperation(session.id, route, json);
    if (begun.kind === 'changed') return errorResponse(409, 'PROXY_IDEMPOTENCY_CHANGED');
    if (begun.kind === 'entry') {
      journalRow = begun.row;
      if (begun.checkoutToken) headers['x-checkout-token'] = begun.checkoutToken;
    }
  }

  switch (route.auth) {
    case 'account': {
      // The browser's own wallet proof, or else the session's key (never both).
      if (headers['sign-in-with-x']) break;
      const apiKey = apiKeyOf(session);
      if (!apiKey || !session?.accountId) return errorResponse(401, 'PROXY_SIGN_IN_REQUIRED');
      headers['x-api-key'] = apiKey;
      cacheScope = `account:${session.accountId}`;
      break;
    }
    case 'status': {
      // Exactly one credential: the browser's proof, else this session's checkout token, else its key.
      if (headers['sign-in-with-x'] || !session) break;
      journalRow = isRecord(json) ? await findCheckout(session.id, json) : undefined;
      if (journalRow) {
        headers['x-checkout-token'] = checkoutTokenOf(journalRow);
        cacheScope = `checkout:${journalRow.id}`;
      } else {
        const apiKey = apiKeyOf(session);
        if (apiKey && session.accountId) {
          headers['x-api-key'] = apiKey;
          cacheScope = `account:${session.accountId}`;
        }
      }
      break;
    }
    case 'secret': {
      const handle = request.headers.get(SECRET_HANDLE_HEADER);
      const secret = handle && session ? await secretFor(session.id, handle) : undefined;
      if (!secret) return errorResponse(400, 'PROXY_HANDLE_UNKNOWN');
      headers['x-secret'] = secret;
      cacheScope = `secret:${handle}`;
      break;
    }
    default:
      break;
  }

  const keepsSecrets = route.responseCredential === 'order-secret';

  const call = async (signal?: AbortSignal): Promise<Response> => {
    let upstream: Response;
    try {
      upstream = await fetchUpstream({ method: request.method, pathAndQuery, headers, body, signal });
    } catch (error) {
      if (!(error instanceof UpstreamFailure)) throw error;
      // No answer: the operation may or may not have happened upstream. Never redo it; check its status.
      if (journalRow && route.journaled) await recordOutcome(journalRow.id, { state: 'unknown' });
      return error.kind === 'timeout' ? errorResponse(504, 'PROXY_UPSTREAM_TIMEOUT') : errorResponse(502, 'PROXY_UPSTREAM_UNREACHABLE', { retryAfterSeconds: 5 });
    }
    const responseHeaders = filteredHeaders(route, upstream);
    if (route.responseCredential === 'apikey') return keepApiKey(request, route, upstream, responseHeaders);
    if (!keepsSecrets && !journalRow) return new Response(upstream.body, { status: upstream.status, headers: responseHeaders });

    let answer: unknown = await upstream.json().catch(() => undefined);
    if (keepsSecrets && session) answer = await keepOrderSecrets(session.id, answer, responseHeaders);
    if (journalRow) await recordOutcome(journalRow.id, { state: 'answered', httpStatus: upstream.status, ...outcomeOf(route, upstream.status, answer) });
    if (answer === undefined) return new Response(null, { status: upstream.status, headers: responseHeaders });
    return jsonResponse(upstream.status, answer, Object.fromEntries(responseHeaders));
  };

  let response: Response;
  if (cacheScope && route.readWindow) {
    const requestKey = `${request.method} ${pathAndQuery} ${body ? sha256Hex(body) : ''}`;
    // A shared read outlives any one browser request, so it does not take the request's abort signal.
    response = await readCache.read(cacheScope, route, requestKey, () => call());
  } else {
    // A journaled mutation runs to its end even if the browser goes away, so its outcome is recorded.
    response = await call(route.journaled ? undefined : request.signal);
  }
  if (setCookie) response.headers.append('set-cookie', setCookie);
  return response;
}
