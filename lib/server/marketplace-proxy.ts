/**
 * The generic marketplace proxy. Only routes in the route table pass, and only
 * with input the table's schemas accept: path parameters, query and body are
 * checked before anything is written or sent. Each route gets exactly the
 * headers its auth kind needs, with credentials added here on the server: the
 * session's API key, the journal's checkout token, the vault's order or job
 * secret (in the header, body field or query parameter the route takes it in).
 * Journaled mutations are written down before they leave; rate-limited reads
 * go through the per-account cache; uploads stream through under their size
 * cap; answers come back with an allowlist of headers, a content type of our
 * own, and without bearer secrets, and a success only if the route's response
 * schema accepts it (answer-check.ts): pages read answers without schemas.
 */
import 'server-only';
import { FETCHED_AT_HEADER } from '@/lib/marketplace/call';
import { parseRetryAfter } from '@/lib/marketplace/errors';
import { SECRET_HANDLE_HEADER, isVaultHandle } from '@/lib/marketplace/handles';
import { firstIssue, readQuery } from '@/lib/marketplace/query-params';
import { IDEMPOTENCY_HEADER, SECRET_FIELD, inputCodeOf, type RouteDef } from '@/lib/marketplace/route';
import { matchRoute } from '@/lib/marketplace/routes';
import { UNSTORABLE_MESSAGE, hasUnstorableText, isRecord, safeParse } from '@/lib/marketplace/schema';
import { BodyTooLarge, cappedStream, readBody } from '@/lib/read-body';
import { jsonOf, jsonOfBytes, refusedAnswer, refusedBody } from './answer-check';
import { bindAnswer, scrubSecrets, sealAnswer } from './answer-secrets';
import { keepApiKey } from './credentials';
import { sha256Hex } from './crypto';
import { errorResponse, isSameOrigin, jsonResponse } from './http';
import {
  beginOperation,
  checkoutTokenOf,
  findCheckout,
  findSwap,
  recordOutcome,
  recordStatus,
  settleFromAnswer,
  type JournalRow,
  type StoredAnswer,
} from './journal';
import { upstreamPathFrom } from './proxy-path';
import { getReadCache, NotSent } from './read-cache';
import { ReaderUnavailable, forgetReaderKey, readerApiKey } from './reader';
import { apiKeyOf, ensureSession, readSession, type Session } from './session';
import { UpstreamFailure, openUpstream, slowTransferLimitMs, type UpstreamAnswer } from './upstream';
import { secretFor } from './vault';

/** Response headers the browser may see; everything else (cookies, hop-by-hop, server details, content type) is dropped. */
const RESPONSE_HEADERS = ['retry-after', 'payment-required', 'payment-response', 'x-payment-response'] as const;

/** The x402 payment headers (v2, v1): a paid route's call without one moves no money. */
const PAYMENT_HEADERS = ['payment-signature', 'x-payment'] as const;

/** Request headers the browser may send through, per auth kind. */
const BROWSER_CREDENTIAL_HEADERS: Partial<Record<RouteDef['auth'], readonly string[]>> = {
  siwx: ['sign-in-with-x'],
  account: ['sign-in-with-x'],
  status: ['sign-in-with-x'],
  checkout: PAYMENT_HEADERS,
  x402: PAYMENT_HEADERS,
};

/** Whether a call carries an x402 payment. */
const carriesPayment = (headers: Record<string, string>) => PAYMENT_HEADERS.some((name) => name in headers);

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(;|$)/i;
/** The wait given for a gateway's 429 that names none. */
const GATEWAY_WAIT_SECONDS = 10;

const invalid = (route: RouteDef, message: string) => errorResponse(400, route.codes.input, { message });

/** `limitMs`: how long the call may take, the file's own sending included (see `slowTransferLimitMs`). */
type Upload = { stream: ReadableStream<Uint8Array>; contentType: string; limitMs: number };
type Checked = { ok: true; body?: Uint8Array; json?: unknown; upload?: Upload } | { ok: false; response: Response };

const MULTIPART_TYPE = /^multipart\/form-data\s*;\s*boundary=/i;

/**
 * An upload is never read here: it streams on to the marketplace under the
 * route's size cap (a declared length over it is refused at once), and the
 * marketplace checks its fields.
 */
function checkUpload(request: Request, route: RouteDef): Checked {
  const contentType = request.headers.get('content-type') ?? '';
  if (!MULTIPART_TYPE.test(contentType))
    return { ok: false, response: errorResponse(415, route.codes.mediaType ?? 'PROXY_MULTIPART_REQUIRED') };
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > route.bodyLimit)
    return { ok: false, response: errorResponse(413, route.codes.tooLarge ?? 'PROXY_BODY_TOO_LARGE') };
  if (!request.body) return { ok: false, response: invalid(route, 'This request needs a body.') };
  const bytes = declared === null ? route.bodyLimit : Number(declared);
  return {
    ok: true,
    upload: { stream: cappedStream(request.body, route.bodyLimit), contentType, limitMs: slowTransferLimitMs(bytes) },
  };
}

/** Everything the route table says about the request's input, before a session, a journal row or the upstream is touched. */
async function checkInput(
  request: Request,
  route: RouteDef,
  url: URL,
  params: Record<string, string>,
): Promise<Checked> {
  if (route.params && !safeParse(route.params, params).success)
    return { ok: false, response: invalid(route, 'That address is not valid.') };

  const names = route.query && 'shape' in route.query ? Object.keys(route.query.shape as object) : [];
  const query = readQuery(url.searchParams, names);
  if (!query.ok) return { ok: false, response: invalid(route, query.problem) };
  if (hasUnstorableText(query.query)) return { ok: false, response: invalid(route, UNSTORABLE_MESSAGE) };
  if (route.query) {
    const parsed = safeParse(route.query, query.query);
    if (!parsed.success) return { ok: false, response: invalid(route, firstIssue(parsed.error)) };
  }

  if (request.method === 'GET') return { ok: true };
  if (!isSameOrigin(request)) return { ok: false, response: errorResponse(403, 'PROXY_ORIGIN_REFUSED') };
  if (route.bodyType === 'multipart') return checkUpload(request, route);
  const bytes = await readBody(request, route.bodyLimit);
  // A route that takes no body (key rotation: "not even `{}`") refuses one as input, not as too large.
  if (bytes === 'too-large' && route.bodyLimit === 0)
    return { ok: false, response: invalid(route, 'This request takes no body.') };
  if (bytes === 'too-large')
    return { ok: false, response: errorResponse(413, route.codes.tooLarge ?? 'PROXY_BODY_TOO_LARGE') };
  if (bytes.byteLength === 0) {
    if (route.body && !route.bodyOptional) return { ok: false, response: invalid(route, 'This request needs a body.') };
    return { ok: true };
  }
  if (!JSON_TYPE.test(request.headers.get('content-type') ?? ''))
    return { ok: false, response: errorResponse(415, route.codes.mediaType ?? 'PROXY_JSON_REQUIRED') };
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return { ok: false, response: invalid(route, 'The body is not valid JSON.') };
  }
  if (hasUnstorableText(json)) return { ok: false, response: invalid(route, UNSTORABLE_MESSAGE) };
  if (!route.body) return { ok: false, response: invalid(route, 'This request takes no body.') };
  const parsed = safeParse(route.body, json);
  if (!parsed.success)
    return {
      ok: false,
      response: errorResponse(400, inputCodeOf(route.codes, parsed.error), { message: firstIssue(parsed.error) }),
    };
  return { ok: true, body: bytes, json };
}

function allowedHeaders(route: RouteDef, upstream: Headers): Headers {
  const headers = new Headers({ 'cache-control': route.auth === 'public' ? 'no-cache' : 'private, no-store' });
  for (const name of RESPONSE_HEADERS) {
    const value = upstream.get(name);
    if (value !== null) headers.set(name, value);
  }
  return headers;
}

export interface ProxyOptions {
  /** Server components calling in-process pass the session they already read. */
  session?: Session | null;
}

export async function proxy(request: Request, options: ProxyOptions = {}): Promise<Response> {
  const url = new URL(request.url);
  const parsedPath = upstreamPathFrom(url.pathname);
  if (!parsedPath.ok) return errorResponse(400, 'PROXY_PATH_INVALID');

  const match = matchRoute(request.method, parsedPath.path);
  if (match.kind === 'not-found') return errorResponse(404, 'PROXY_ROUTE_NOT_ALLOWED');
  if (match.kind === 'method-not-allowed')
    return errorResponse(405, 'METHOD_NOT_ALLOWED', { headers: { allow: match.allowed.join(', ') } });
  const route: RouteDef = match.route;
  if (route.proxied === false) return errorResponse(404, 'PROXY_ROUTE_NOT_ALLOWED');

  const input = await checkInput(request, route, url, match.params);
  if (!input.ok) return input.response;
  let { body, json } = input;
  const { upload } = input;
  // The read cache tells reads apart by what the browser asked, never by a secret swapped in below.
  const requestedPathAndQuery = `${parsedPath.path}${url.search}`;
  let pathAndQuery = requestedPathAndQuery;

  const headers: Record<string, string> = {
    accept: route.responseType === 'event-stream' ? 'text/event-stream' : 'application/json',
  };
  if (body) headers['content-type'] = 'application/json';
  if (upload) headers['content-type'] = upload.contentType;
  for (const name of BROWSER_CREDENTIAL_HEADERS[route.auth] ?? []) {
    const value = request.headers.get(name);
    if (value !== null) headers[name] = value;
  }

  // A paid or debiting call goes out only from this dashboard's own pages, GETs included: another
  // site could otherwise start one, or spend the anonymous sessions of everyone behind one address.
  if (route.journaled && !isSameOrigin(request)) return errorResponse(403, 'PROXY_ORIGIN_REFUSED');

  // The session: a checkout or a paid launch creates one to journal into (and to keep a paid
  // job's secret in); everything else only reads it (an order-room send without a session has
  // no handle to act with).
  let session: Session | null;
  let setCookie: string | undefined;
  if (route.journaled && (route.auth === 'checkout' || route.auth === 'x402')) {
    const ensured = await ensureSession(request);
    if (ensured.refused) return ensured.refused;
    ({ session, setCookie } = ensured);
  } else {
    session =
      options.session !== undefined ? options.session : route.auth === 'public' ? null : await readSession(request);
  }

  let operation: JournalRow | undefined;
  let replay: StoredAnswer | undefined;
  let statusRow: JournalRow | undefined;
  let cacheScope: string | undefined;
  let asReader = false;
  /** A secret put in place of the browser's handle: it never comes back in the answer. */
  let swapped: { secret: string; handle: string } | undefined;

  if (route.journaled && session) {
    // Header-keyed routes (the paid x402 ones) are identified by their whole request: path, query and any body.
    const intent =
      route.keyIn === 'header'
        ? {
            path: parsedPath.path,
            query: Object.fromEntries(url.searchParams),
            ...(json === undefined ? {} : { body: json }),
          }
        : json;
    const begun = await beginOperation(
      session.id,
      route,
      intent,
      request.headers.get(IDEMPOTENCY_HEADER),
      carriesPayment(headers),
    );
    if (begun.kind === 'changed') return errorResponse(409, 'PROXY_IDEMPOTENCY_CHANGED');
    if (begun.kind === 'in-flight') return errorResponse(409, 'PROXY_OPERATION_IN_FLIGHT', { retryAfterSeconds: 2 });
    if (begun.kind === 'uncertain') return errorResponse(409, 'PROXY_OUTCOME_UNCERTAIN');
    if (begun.kind === 'full') return errorResponse(429, 'PROXY_JOURNAL_FULL');
    if (begun.kind === 'replay') replay = begun.answer;
    if (begun.kind === 'entry') {
      operation = begun.row;
      if (begun.checkoutToken) headers['x-checkout-token'] = begun.checkoutToken;
    }
  }

  /** Answered before anything was sent: a journaled operation may go again under its key, not wait as if in flight. */
  const notSent = async (response: Response): Promise<Response> => {
    if (operation)
      await recordOutcome(operation.id, { state: 'answered', httpStatus: response.status, outcome: 'retry' });
    return response;
  };

  switch (route.auth) {
    case 'account':
    case 'key': {
      // The browser's own wallet proof, or else the session's key (never both).
      if (route.auth === 'account' && headers['sign-in-with-x']) break;
      const apiKey = apiKeyOf(session);
      if (apiKey && session?.accountId) {
        headers['x-api-key'] = apiKey;
        cacheScope = `account:${session.accountId}`;
        // A swap this session made without an answer, read by its key: what the read finds settles the doubt.
        if (route.id === 'swaps.status' && isRecord(json)) statusRow = await findSwap(session.id, json.idempotencyKey);
        break;
      }
      if (!route.readerFallback) return notSent(errorResponse(401, 'PROXY_SIGN_IN_REQUIRED'));
      // A signed-out visitor reads public data with the dashboard's own reader account (one shared window).
      try {
        headers['x-api-key'] = await readerApiKey();
      } catch (error) {
        if (!(error instanceof ReaderUnavailable || error instanceof UpstreamFailure)) throw error;
        console.error(`[proxy] reader account unavailable: ${error.message}`);
        return notSent(errorResponse(503, 'PROXY_READER_UNAVAILABLE', { retryAfterSeconds: 10 }));
      }
      cacheScope = 'reader';
      asReader = true;
      break;
    }
    case 'status': {
      // Exactly one credential: the browser's proof, else this session's checkout token, else its key.
      if (headers['sign-in-with-x'] || !session) break;
      statusRow = isRecord(json) ? await findCheckout(session.id, json) : undefined;
      if (statusRow) {
        headers['x-checkout-token'] = checkoutTokenOf(statusRow);
        cacheScope = `checkout:${statusRow.id}`;
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
      // The browser names the secret by its vault handle, where the route takes the secret; the secret goes there instead.
      const where = route.secretIn ?? 'header';
      const handle =
        where === 'header'
          ? request.headers.get(SECRET_HANDLE_HEADER)
          : where === 'query'
            ? url.searchParams.get(SECRET_FIELD)
            : isRecord(json)
              ? json[SECRET_FIELD]
              : undefined;
      const secret =
        isVaultHandle(handle as string) && session
          ? await secretFor(session.id, handle as string, route.secretKind)
          : undefined;
      if (!secret) return notSent(errorResponse(400, 'PROXY_HANDLE_UNKNOWN'));
      if (where === 'header') headers['x-secret'] = secret;
      if (where === 'query') {
        const query = new URLSearchParams(url.search);
        query.set(SECRET_FIELD, secret);
        pathAndQuery = `${parsedPath.path}?${query}`;
      }
      if (where === 'body' && isRecord(json)) {
        json = { ...json, [SECRET_FIELD]: secret };
        body = new TextEncoder().encode(JSON.stringify(json));
      }
      swapped = { secret, handle: handle as string };
      cacheScope = `secret:${sha256Hex(secret)}`;
      break;
    }
    default:
      break;
  }

  /** Set when the call never left this server (no connection was made). */
  let neverSent = false;
  /**
   * No answer, or one cut off: the operation may or may not have happened upstream. Never redo it; check its status.
   * Two failures moved nothing, and leave the key free to send again: a call that never left this server, and a
   * paid route's call that carried no payment (a quote, a challenge), which charges nothing whatever became of it.
   */
  const failed = async (error: unknown): Promise<Response> => {
    // The upload passed the cap on its way through, so the stream was cut.
    if (error instanceof BodyTooLarge) return errorResponse(413, route.codes.tooLarge ?? 'PROXY_BODY_TOO_LARGE');
    if (!(error instanceof UpstreamFailure)) throw error;
    neverSent = error.neverSent;
    const unpaid = (route.auth === 'checkout' || route.auth === 'x402') && !carriesPayment(headers);
    if (operation)
      await recordOutcome(
        operation.id,
        neverSent || unpaid ? { state: 'answered', outcome: 'retry', httpStatus: 503 } : { state: 'unknown' },
      );
    if (neverSent) return errorResponse(503, 'PROXY_UPSTREAM_NOT_REACHED', { retryAfterSeconds: 5 });
    return error.kind === 'timeout'
      ? errorResponse(504, 'PROXY_UPSTREAM_TIMEOUT')
      : errorResponse(502, 'PROXY_UPSTREAM_UNREACHABLE', { retryAfterSeconds: 5 });
  };

  /**
   * An answer that is not the marketplace's JSON (a gateway's page): a wait it
   * names, a 429 or a 503 with Retry-After, is "not now" (spec 7) and reaches
   * the page as one; anything else cannot be read, and may have happened.
   */
  const unreadable = async (status: number, retryAfter: string | null): Promise<Response> => {
    const seconds = parseRetryAfter(retryAfter);
    const notNow = status === 429 || (status === 503 && seconds !== undefined);
    if (operation)
      await recordOutcome(
        operation.id,
        notNow
          ? { state: 'answered', ...settleFromAnswer(route, status, undefined, retryAfter) }
          : { state: 'unknown' },
      );
    if (!notNow) return errorResponse(502, 'PROXY_UPSTREAM_ANSWER_INVALID');
    return errorResponse(status, status === 429 ? 'PROXY_UPSTREAM_RATE_LIMITED' : 'PROXY_UPSTREAM_BUSY', {
      retryAfterSeconds: seconds ?? GATEWAY_WAIT_SECONDS,
    });
  };

  /** What the upstream answered, ready to cache: our own content type, secrets sealed or dropped, never raw. */
  const call = async (signal?: AbortSignal): Promise<Response> => {
    let upstream: UpstreamAnswer;
    try {
      upstream = await openUpstream({
        method: request.method,
        pathAndQuery,
        headers,
        body: upload?.stream ?? body,
        timeoutMs: upload?.limitMs,
        signal,
        resendable: route.effect === 'read' && !carriesPayment(headers),
      });
    } catch (error) {
      return failed(error);
    }
    if (asReader && upstream.status === 401) forgetReaderKey();
    const responseHeaders = allowedHeaders(route, upstream.headers);
    const type = upstream.headers.get('content-type') ?? '';
    if (route.responseType === 'event-stream' && /^text\/event-stream/i.test(type)) {
      responseHeaders.set('content-type', 'text/event-stream');
      return new Response(upstream.streamed().body, { status: upstream.status, headers: responseHeaders });
    }
    const hasBody = upstream.status !== 204 && upstream.status !== 304;
    if (!hasBody) await upstream.drop();
    if (hasBody && !JSON_TYPE.test(type)) {
      await upstream.drop();
      return unreadable(upstream.status, upstream.headers.get('retry-after'));
    }
    responseHeaders.set('content-type', 'application/json; charset=utf-8');
    if (route.secrets?.apikey) return keepApiKey(request, route, upstream.streamed(), responseHeaders);
    // Refusals with nothing to keep or record stream straight through; a success is checked first.
    if (!route.secrets && !operation && !statusRow && !upstream.ok)
      return new Response(hasBody ? upstream.streamed().body : null, {
        status: upstream.status,
        headers: responseHeaders,
      });

    // Read whole, the watch over the call ending with the read; a body cut off is the same failure as no answer.
    let received: Uint8Array<ArrayBuffer> | null = null;
    if (hasBody)
      try {
        received = await upstream.bytes();
      } catch (error) {
        return failed(error);
      }
    // Passed on as the bytes that came (and were checked), not decoded and encoded again.
    if (!route.secrets && !operation && !statusRow)
      return (
        refusedBody(route, upstream.status, received, requestedPathAndQuery) ??
        new Response(received, { status: upstream.status, headers: responseHeaders })
      );
    const answer = jsonOfBytes(received);
    sealAnswer(route, answer, responseHeaders);
    const text = answer === undefined ? null : JSON.stringify(answer);
    // A success the contract does not describe (or that cannot be read) reaches the page as a 502, and is no outcome:
    // what it did is not known, so an operation stays in doubt (never replayed, never sent again under its key).
    const refused = refusedAnswer(route, upstream.status, answer);
    if (operation && refused) await recordOutcome(operation.id, { state: 'unknown' });
    else if (operation) {
      // When the change was answered, by this server's clock, as its reads are stamped: a page read before it is older.
      responseHeaders.set(FETCHED_AT_HEADER, new Date().toISOString());
      const settled = settleFromAnswer(route, upstream.status, answer, upstream.headers.get('retry-after'));
      await recordOutcome(operation.id, {
        state: 'answered',
        ...settled,
        answer: { status: upstream.status, headers: Object.fromEntries(responseHeaders), body: text },
      });
    } else if (statusRow && upstream.ok && !refused)
      await recordStatus(statusRow.id, settleFromAnswer(route, upstream.status, answer));
    if (route.outdates && cacheScope && upstream.ok) await getReadCache().forget(cacheScope, route.outdates);
    return refused ?? new Response(text, { status: upstream.status, headers: responseHeaders });
  };

  let response: Response;
  if (replay) {
    // The operation already finished: its answer again, marked as a replay; nothing is sent.
    response =
      refusedAnswer(route, replay.status, jsonOf(replay.body)) ??
      new Response(replay.body, {
        status: replay.status,
        headers: { ...replay.headers, 'idempotent-replayed': 'true' },
      });
  } else if (cacheScope && route.window && route.effect === 'read') {
    const requestKey = `${request.method} ${requestedPathAndQuery} ${input.body ? sha256Hex(input.body) : ''}`;
    // A shared read outlives any one browser request, so it does not take the request's abort signal.
    response = await getReadCache().read(cacheScope, route, requestKey, async () => {
      const answer = await call();
      return neverSent ? new NotSent(answer) : answer;
    });
  } else {
    // A journaled mutation runs to its end even if the browser goes away, so its outcome is recorded.
    response = await call(route.journaled ? undefined : request.signal);
  }
  if (route.secrets?.vault?.length && response.body) response = await bound(route, response, session);
  if (swapped && response.body && route.responseType === 'json') response = await withoutSecret(response, swapped);
  if (setCookie) response.headers.append('set-cookie', setCookie);
  return response;
}

/** A JSON answer rewritten by `change`; one that is not JSON is the proxy's 502. */
async function rewritten(
  response: Response,
  change: (answer: unknown) => unknown | Promise<unknown>,
): Promise<Response> {
  let answer: unknown;
  try {
    answer = JSON.parse(await response.text());
  } catch {
    return jsonResponse(502, {
      ok: false,
      errorCode: 'PROXY_UPSTREAM_ANSWER_INVALID',
      message: 'The marketplace answered in an unexpected shape.',
    });
  }
  return new Response(JSON.stringify(await change(answer)), { status: response.status, headers: response.headers });
}

/** An answer that repeats the secret the proxy sent (a next-page URL with `secret=`) gets the browser's handle back in its place. */
const withoutSecret = (response: Response, { secret, handle }: { secret: string; handle: string }) =>
  rewritten(response, (answer) => scrubSecrets(answer, [secret], handle));

/** The answer as this session may see it: its sealed secrets bound to the session's own vault handles (or dropped). */
const bound = (route: RouteDef, response: Response, session: Session | null) =>
  rewritten(response, async (answer) => {
    await bindAnswer(route, answer, session?.id);
    return answer;
  });
