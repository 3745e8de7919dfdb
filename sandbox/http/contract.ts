/**
 * The contract's conventions for every route, in one dispatcher: exact paths
 * and aliases from the shared route table, 404/405, bodies (413, 415, GET with a
 * body, unknown fields), queries (unknown or duplicate parameters), credentials,
 * and the error shape. Handlers only ever see valid, typed input.
 */
import { matchRoute, type RouteSpec } from '@/lib/marketplace/routes';
import { firstIssue, readQuery } from '@/lib/marketplace/query-params';
import { safeParse, type Schema } from '@/lib/marketplace/schema';
import { ContractError, errorResponse, fail } from './errors';
import { readBody } from '@/lib/read-body';

export interface RequestInfo {
  request: Request;
  url: URL;
  route: RouteSpec;
  params: Record<string, string>;
  aliased: boolean;
  /** The decoded JSON body (undefined when none was sent). */
  rawJson: unknown;
}

export interface HandlerDef<Q, B, Ctx> {
  /** Query parameter names this route takes; none when omitted. */
  query?: { names: readonly string[]; schema: Schema<Q> };
  /** Body schema (strict); the route takes no body when omitted. */
  body?: Schema<B>;
  /** A body may be left out entirely and is then parsed as `{}`. */
  bodyOptional?: boolean;
  /** Account routes that only take X-API-Key (the legacy balance). */
  credentials?: 'key';
  /** What a wallet proof for this route says it is for (the SIWX statement's purpose). */
  purpose?: (serviceName: string) => string;
  handle: (ctx: Ctx & { info: RequestInfo; query: Q; body: B }) => Promise<Response> | Response;
}

// The context type is filled in by the app (database, clock, auth).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyHandler<Ctx> = HandlerDef<any, any, Ctx>;

const JSON_TYPE = /^application\/json\s*(;\s*charset\s*=\s*"?utf-8"?\s*)?$/i;

/** Parse and check the body according to the route and handler; undefined when none was sent. */
async function readJsonBody(request: Request, route: RouteSpec): Promise<unknown> {
  const input = route.codes.input;
  const hasBodyHeaders = request.headers.has('content-length') ? request.headers.get('content-length') !== '0' : request.headers.has('transfer-encoding');
  // The Fetch API drops a GET's body, so the framing headers are what tell.
  if (request.method === 'GET') {
    if (hasBodyHeaders) throw fail(400, input, 'A GET request takes no body.');
    return undefined;
  }
  if (route.bodyLimit === 0) {
    if (!hasBodyHeaders) return undefined;
    const bytes = await readBody(request, 64 * 1024);
    if (bytes === 'too-large' || bytes.byteLength > 0) throw fail(400, input, 'This route takes no body, not even {}.');
    return undefined;
  }
  const bytes = await readBody(request, route.bodyLimit);
  if (bytes === 'too-large') {
    throw fail(413, route.codes.tooLarge ?? 'REQUEST_TOO_LARGE', `The body is larger than ${route.bodyLimit} bytes.`);
  }
  if (bytes.byteLength === 0) return undefined;
  const encoding = request.headers.get('content-encoding');
  if ((encoding && encoding.toLowerCase() !== 'identity') || !JSON_TYPE.test(request.headers.get('content-type') ?? '')) {
    throw fail(415, route.codes.mediaType ?? 'UNSUPPORTED_MEDIA_TYPE', 'The body must be uncompressed UTF-8 JSON with Content-Type: application/json.');
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw fail(400, input, 'The body is not valid UTF-8.');
  }
  try {
    return JSON.parse(text);
  } catch {
    throw fail(400, input, 'The body is not valid JSON.');
  }
}

export interface Dispatcher<Ctx> {
  handlers: Record<string, AnyHandler<Ctx>>;
  /** Builds the per-request context: credentials, challenges. May throw ContractError or return a Response (e.g. a 402). */
  context: (info: RequestInfo, parsed: { query: unknown; body: unknown }, def: AnyHandler<Ctx>) => Promise<Ctx | Response>;
  onError?: (error: unknown, request: Request) => void;
}

export function createDispatch<Ctx>(dispatcher: Dispatcher<Ctx>) {
  return async function dispatch(request: Request): Promise<Response> {
    try {
      const url = new URL(request.url);
      const match = matchRoute(request.method, url.pathname);
      if (match.kind === 'not-found') throw fail(404, 'NOT_FOUND', `No route ${url.pathname}.`);
      if (match.kind === 'method-not-allowed') {
        const error = fail(405, match.codes.method ?? 'METHOD_NOT_ALLOWED', `Use ${match.allowed.join(' or ')} for this path.`);
        error.headers.allow = match.allowed.join(', ');
        throw error;
      }
      const { route, params, aliased } = match;
      const def = dispatcher.handlers[route.id];
      if (!def) throw fail(404, 'NOT_FOUND', `No route ${url.pathname}.`);

      const rawJson = await readJsonBody(request, route);
      const queryRead = readQuery(url.searchParams, def.query?.names ?? []);
      if (!queryRead.ok) throw fail(400, route.codes.input, queryRead.problem);

      let query: unknown = {};
      if (def.query) {
        const parsed = safeParse(def.query.schema, queryRead.query);
        if (!parsed.success) throw fail(400, route.codes.input, firstIssue(parsed.error));
        query = parsed.data;
      }

      let body: unknown = undefined;
      if (def.body) {
        if (rawJson === undefined && !def.bodyOptional) throw fail(400, route.codes.input, 'A JSON body is required.');
        const parsed = safeParse(def.body, rawJson ?? {});
        if (!parsed.success) throw fail(400, route.codes.input, firstIssue(parsed.error));
        body = parsed.data;
      } else if (rawJson !== undefined) {
        throw fail(400, route.codes.input, 'This route takes no body.');
      }

      const info: RequestInfo = { request, url, route, params, aliased, rawJson };
      const ctx = await dispatcher.context(info, { query, body }, def);
      if (ctx instanceof Response) return ctx;
      return await def.handle({ ...ctx, info, query, body });
    } catch (error) {
      if (error instanceof ContractError) return errorResponse(error);
      dispatcher.onError?.(error, request);
      return errorResponse(fail(500, 'INTERNAL_ERROR', 'The sandbox hit an unexpected error.'));
    }
  };
}
