/**
 * The one way this app's pages call the marketplace: `callRoute(route, input)`
 * with a route entry of the table. The path, method and query come from the
 * entry; the body is checked against the entry's schema before it leaves, and
 * the answer is parsed with the entry's response schema. In the browser the
 * call goes to this app's proxy; on the server a transport that runs the proxy
 * in-process is passed in, so both go through the same allowlist and cache.
 *
 * The entry itself is passed, not its id string: a page then bundles only the
 * entries (and schemas) of the areas it uses, never the whole table.
 *
 * The gateway's other doors share this one's sending and error mapping
 * (transport.ts): `callPaid` (paid-call.ts) for calls answered with an x402
 * challenge, `callDashboard` for this dashboard's own endpoints. Nothing else
 * calls `fetch` (the lint rule `no-restricted-globals` says so).
 */
import { MarketplaceError, errorFromResponse, loadErrorWords } from './errors';
import { toQueryString } from './query-string';
import {
  pathOf,
  type BodyOf,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
  type RouteDef,
  type WireRoute,
} from './route';
import type { Schema } from './schema';
import { parseWith } from './values';
import { browserTransport, errorOf, send, type Answer, type LoadErrors, type Transport } from './transport';

export { PROXY_PREFIX, type Transport } from './transport';

/** The proxy says when it fetched a (possibly cached) read; pages show it. */
export const FETCHED_AT_HEADER = 'x-fetched-at';

/** When a response's data was fetched from the marketplace: the proxy's header, or now. */
function fetchedAtOf(headers: Headers): number {
  const at = Date.parse(headers.get(FETCHED_AT_HEADER) ?? '');
  return Number.isNaN(at) ? Date.now() : at;
}

export interface Fetched<T> {
  data: T;
  status: number;
  headers: Headers;
  /** When the marketplace answered (reads may come from the proxy's cache). */
  fetchedAt: number;
}

type Field<K extends string, T> = [T] extends [undefined] ? { [P in K]?: undefined } : { [P in K]: T };

export type CallInput<R extends RouteDef> = Field<'params', ParamsOf<R>> &
  Field<'body', BodyOf<R>> & {
    query?: QueryOf<R>;
    headers?: Record<string, string>;
    signal?: AbortSignal;
    transport?: Transport;
  };

/** A route entry, or a browser one whose full entry loads on the first call. */
export type RouteRef<R extends RouteDef> = R | WireRoute<R>;

/** The full entry a route reference stands for. */
export type FullOf<Ref> = Ref extends WireRoute<infer R> ? R : Extract<Ref, RouteDef>;

/**
 * The full entry of a route, loaded when it is a browser one; a failed load
 * (the network went) is the network's error, as a failed call is.
 */
export function fullRoute<R extends RouteDef>(route: RouteRef<R>): R | Promise<R> {
  if (!('load' in route)) return route;
  return route.load().catch(() => {
    throw new MarketplaceError({ status: 0, code: 'NETWORK_ERROR' });
  });
}

/** A body the route's schema refuses never leaves: forms check their input first, this is the last guard. */
function checkBody(route: RouteDef, body: unknown): void {
  if (body !== undefined && route.body && !parseWith(route.body, body).success)
    throw new MarketplaceError({ status: 0, code: 'REQUEST_INVALID' });
}

/**
 * The request of a route call: path with parameters and query, and the init to
 * send. The body is checked here when the full entry is at hand; callers with a
 * browser entry check it with `bodyChecked`.
 */
export function requestOf<R extends RouteDef>(
  route: RouteRef<R>,
  input: CallInput<R>,
): { path: string; init: RequestInit } {
  const {
    params,
    body,
    query,
    headers = {},
    signal,
  } = input as {
    params?: Record<string, string>;
    body?: unknown;
    query?: Record<string, string | number | undefined>;
    headers?: Record<string, string>;
    signal?: AbortSignal;
  };
  if (!('load' in route)) checkBody(route, body);
  const init: RequestInit = { method: route.method, signal, headers: { accept: 'application/json', ...headers } };
  if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)['content-type'] = 'application/json';
  }
  return { path: `${pathOf(route, params)}${toQueryString(query ?? {})}`, init };
}

/** Call a route; resolves with the parsed answer or throws MarketplaceError. */
export async function callRoute<Ref extends RouteRef<RouteDef>, R extends RouteDef = FullOf<Ref>>(
  route: Ref,
  ...[input]: Partial<CallInput<R>> extends CallInput<R> ? [CallInput<R>?] : [CallInput<R>]
): Promise<Fetched<ResponseOf<R>>> {
  return worded(async () => {
    const call = input ?? ({} as CallInput<R>);
    const { path, init } = requestOf<R>(route as unknown as RouteRef<R>, call);
    const full = fullRoute<R>(route as unknown as RouteRef<R>);
    await bodyChecked<R>(route as unknown as RouteRef<R>, full, call.body);
    // A read leaves at once; its answer's schema loads meanwhile.
    const [answer, loaded] = await Promise.all([sendCall(path, init, call.transport, call.signal), full]);
    return parsedAnswer(answer, loaded.response as Schema<ResponseOf<R>>);
  });
}

/** A call whose MarketplaceError is thrown once its words have loaded, so whoever shows it reads its own sentence. */
export async function worded<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof MarketplaceError) await loadErrorWords();
    throw error;
  }
}

/** A browser entry's body is checked once its schema has loaded, before the call leaves. */
export async function bodyChecked<R extends RouteDef>(
  route: RouteRef<R>,
  full: R | Promise<R>,
  body: unknown,
): Promise<void> {
  if (body !== undefined && 'load' in route) checkBody(await full, body);
}

/** The gateway holds the error class: its failures wait only for the words. */
const errorWords: LoadErrors = () => ({ MarketplaceError, errorFromResponse, loadErrorWords });

/** Send a request through a transport: no answer is NETWORK_ERROR (an abort stays an abort). */
export const sendCall = (
  path: string,
  init: RequestInit,
  transport: Transport = browserTransport,
  signal?: AbortSignal,
) => send(path, init, { transport, signal, errors: errorWords });

/** A successful answer parsed with its schema, or the error it stands for (with its Retry-After). */
export async function parsedAnswer<T>(answer: Answer, schema: Schema<T>): Promise<Fetched<T>> {
  const { response, json } = answer;
  const parsed = response.ok ? parseWith(schema, json) : undefined;
  if (!parsed?.success) throw await errorOf(answer, errorWords);
  return {
    data: parsed.data,
    status: response.status,
    headers: response.headers,
    fetchedAt: fetchedAtOf(response.headers),
  };
}

/** Fetch through a transport and parse the answer; the shared tail of every call. */
export async function fetchParsed<T>(
  path: string,
  init: RequestInit,
  schema: Schema<T>,
  transport: Transport = browserTransport,
  signal?: AbortSignal,
): Promise<Fetched<T>> {
  return parsedAnswer(await sendCall(path, init, transport, signal), schema);
}
