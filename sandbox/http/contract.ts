/**
 * The contract's conventions for every route, in one dispatcher driven by the
 * shared route table: exact paths and aliases, 404/405, path parameters,
 * bodies (JSON, or multipart forms on upload routes; 413, 415, GET with a
 * body, unknown fields), queries (unknown or duplicate parameters),
 * credentials, the rate windows of part 8, and the error shape. Handlers only
 * ever see valid, typed input.
 */
import type * as z from 'zod/mini';
import { firstIssue, readQuery } from '@/lib/marketplace/query-params';
import { inputCodeOf, type RouteDef } from '@/lib/marketplace/route';
import { matchRoute } from '@/lib/marketplace/routes';
import { UNSTORABLE_MESSAGE, hasUnstorableText, safeParse } from '@/lib/marketplace/schema';
import { readBody } from '@/lib/read-body';
import { ContractError, errorResponse, fail } from './errors';

export interface RequestInfo {
  request: Request;
  url: URL;
  route: RouteDef;
  params: Record<string, string>;
  aliased: boolean;
  /** The decoded JSON body (undefined when none was sent, and on multipart routes). */
  rawJson: unknown;
}

type Parsed<S> = S extends z.core.$ZodType ? z.output<S> : undefined;

/** What a handler receives besides the app's context: the request and its checked, typed input. */
export interface HandlerInput<R extends RouteDef> {
  info: RequestInfo;
  params: Parsed<R['params']>;
  query: R['query'] extends z.core.$ZodType ? z.output<R['query']> : Record<string, never>;
  body: Parsed<R['body']>;
  /** Spend the route's rate window for `scope` (routes whose window is counted by the handler); throws its 429. */
  spendWindow: (scope: string) => void;
}

export interface Handler<Ctx> {
  route: RouteDef;
  handle: (ctx: Ctx & HandlerInput<RouteDef>) => Promise<Response> | Response;
}

const JSON_TYPE = /^application\/json\s*(;\s*charset\s*=\s*"?utf-8"?\s*)?$/i;

/** Parse and check the body according to the route; undefined when none was sent. */
async function readJsonBody(request: Request, route: RouteDef): Promise<unknown> {
  const input = route.codes.input;
  const hasBodyHeaders = request.headers.has('content-length')
    ? request.headers.get('content-length') !== '0'
    : request.headers.has('transfer-encoding');
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
  if (
    (encoding && encoding.toLowerCase() !== 'identity') ||
    !JSON_TYPE.test(request.headers.get('content-type') ?? '')
  ) {
    throw fail(
      415,
      route.codes.mediaType ?? 'UNSUPPORTED_MEDIA_TYPE',
      'The body must be uncompressed UTF-8 JSON with Content-Type: application/json.',
    );
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw fail(400, input, 'The body is not valid UTF-8.');
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw fail(400, input, 'The body is not valid JSON.');
  }
  if (hasUnstorableText(json)) throw fail(400, input, UNSTORABLE_MESSAGE);
  return json;
}

const MULTIPART_TYPE = /^multipart\/form-data\s*;\s*boundary=/i;

/** A multipart route's form fields (strings and files), read within the body limit; a field sent twice is refused. */
async function readFormBody(request: Request, route: RouteDef): Promise<Record<string, FormDataEntryValue>> {
  const type = request.headers.get('content-type') ?? '';
  if (!MULTIPART_TYPE.test(type))
    throw fail(415, route.codes.mediaType ?? 'UNSUPPORTED_MEDIA_TYPE', 'Send this request as multipart/form-data.');
  const bytes = await readBody(request, route.bodyLimit);
  if (bytes === 'too-large')
    throw fail(413, route.codes.tooLarge ?? 'REQUEST_TOO_LARGE', `The body is larger than ${route.bodyLimit} bytes.`);
  let form: FormData;
  try {
    form = await new Response(bytes as Uint8Array<ArrayBuffer>, { headers: { 'content-type': type } }).formData();
  } catch {
    throw fail(400, route.codes.input, 'The body is not a valid multipart form.');
  }
  const fields: Record<string, FormDataEntryValue> = {};
  for (const [name, value] of form) {
    if (name in fields) throw fail(400, route.codes.input, `The form field "${name}" appears more than once.`);
    fields[name] = value;
  }
  return fields;
}

/** A refusal of input: the code the failing check names (e.g. a price that cannot be represented), else the route's input code. */
const invalidInput = (route: RouteDef, error: z.core.$ZodError) =>
  fail(400, inputCodeOf(route.codes, error), firstIssue(error));

/** The names a route's query schema takes (a strict object's keys). */
function queryNames(route: RouteDef): string[] {
  return route.query && 'shape' in route.query ? Object.keys(route.query.shape as object) : [];
}

export interface Dispatcher<Ctx> {
  handlers: ReadonlyMap<string, Handler<Ctx>>;
  /** Builds the per-request context: credentials, challenges. May throw ContractError or return a Response (e.g. a 402). */
  context: (info: RequestInfo, parsed: { query: unknown; body: unknown }) => Promise<Ctx | Response>;
  /** Takes one call of a window, or throws its 429. */
  spend: (route: RouteDef, scope: string) => void;
  /** Whose window a call spends when the dispatcher counts it (the account, the secret, ...). */
  windowScope: (ctx: Ctx) => string;
  onError?: (error: unknown, request: Request) => void;
}

export function createDispatch<Ctx>(dispatcher: Dispatcher<Ctx>) {
  return async function dispatch(request: Request): Promise<Response> {
    try {
      const url = new URL(request.url);
      const match = matchRoute(request.method, url.pathname);
      if (match.kind === 'not-found') throw fail(404, 'NOT_FOUND', `No route ${url.pathname}.`);
      if (match.kind === 'method-not-allowed') {
        const error = fail(
          405,
          match.codes.method ?? 'METHOD_NOT_ALLOWED',
          `Use ${match.allowed.join(' or ')} for this path.`,
        );
        error.headers.allow = match.allowed.join(', ');
        throw error;
      }
      const { params, aliased } = match;
      const route: RouteDef = match.route;
      const handler = dispatcher.handlers.get(route.id);
      if (!handler) throw fail(404, 'NOT_FOUND', `No route ${url.pathname}.`);

      let checkedParams: unknown = params;
      if (route.params) {
        const parsed = safeParse(route.params, params);
        if (!parsed.success) throw invalidInput(route, parsed.error);
        checkedParams = parsed.data;
      }

      const multipart = route.bodyType === 'multipart' && request.method !== 'GET';
      const formFields = multipart ? await readFormBody(request, route) : undefined;
      const rawJson = multipart ? undefined : await readJsonBody(request, route);
      const queryRead = readQuery(url.searchParams, queryNames(route));
      if (!queryRead.ok) throw fail(400, route.codes.input, queryRead.problem);
      if (hasUnstorableText(queryRead.query)) throw fail(400, route.codes.input, UNSTORABLE_MESSAGE);

      let query: unknown = {};
      if (route.query) {
        const parsed = safeParse(route.query, queryRead.query);
        if (!parsed.success) throw invalidInput(route, parsed.error);
        query = parsed.data;
      }

      let body: unknown = undefined;
      if (route.body) {
        const input = formFields ?? rawJson;
        if (input === undefined && !route.bodyOptional) throw fail(400, route.codes.input, 'A JSON body is required.');
        const parsed = safeParse(route.body, input ?? {});
        if (!parsed.success) throw invalidInput(route, parsed.error);
        body = parsed.data;
      } else if (rawJson !== undefined) {
        throw fail(400, route.codes.input, 'This route takes no body.');
      }

      const info: RequestInfo = { request, url, route, params, aliased, rawJson };
      const ctx = await dispatcher.context(info, { query, body });
      if (ctx instanceof Response) return ctx;
      if (route.window && route.window.counted !== 'by-handler') dispatcher.spend(route, dispatcher.windowScope(ctx));
      const spendWindow = (scope: string) => dispatcher.spend(route, scope);
      return await handler.handle({ ...ctx, info, params: checkedParams, query, body, spendWindow } as Ctx &
        HandlerInput<RouteDef>);
    } catch (error) {
      if (error instanceof ContractError) return errorResponse(error);
      dispatcher.onError?.(error, request);
      return errorResponse(fail(500, 'INTERNAL_ERROR', 'The sandbox hit an unexpected error.'));
    }
  };
}
