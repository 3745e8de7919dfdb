/**
 * The one way this app's pages call the marketplace: `callRoute(route, input)`
 * with a route entry of the table. The path, method and query come from the
 * entry. In the browser the call goes to this app's proxy, which checks the
 * body and the answer against the route's schemas (the answer's one check), so
 * pages hold only the wire entries (`<area>Calls`, no schemas) and read typed
 * answers. On the server a transport that runs the proxy in-process is passed
 * in with the full entry, whose schemas check the body and the answer here too.
 *
 * The entry itself is passed, not its id string: a page then bundles only the
 * entries of the areas it uses, never the whole table.
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
import {
  browserTransport,
  errorOf,
  fetchedAtOf,
  send,
  type Answer,
  type LoadErrors,
  type Transport,
} from './transport';

export { FETCHED_AT_HEADER, PROXY_PREFIX, type Transport } from './transport';

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

/** A route entry, or a browser one (its wire entry). */
export type RouteRef<R extends RouteDef> = R | WireRoute<R>;

/** The full entry a route reference stands for. */
export type FullOf<Ref> = Ref extends RouteDef ? Ref : Ref extends WireRoute<infer R> ? R : never;

/** The full entry, when the caller holds it (the server, tests): its schemas are then at hand. */
export const fullEntry = <R extends RouteDef>(route: RouteRef<R>): R | undefined =>
  'response' in route ? route : undefined;

/** A body the route's schema refuses never leaves: forms check their input first, the proxy every body, this a full entry's. */
function checkBody(route: RouteDef, body: unknown): void {
  if (body !== undefined && route.body && !parseWith(route.body, body).success)
    throw new MarketplaceError({ status: 0, code: 'REQUEST_INVALID' });
}

/**
 * The request of a route call: path with parameters and query, and the init to
 * send. The body is checked here when the full entry is at hand; a browser
 * entry's is checked by the proxy, before anything is written or sent.
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
  const full = fullEntry(route);
  if (full) checkBody(full, body);
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
    const answer = await sendCall(path, init, call.transport, call.signal);
    const full = fullEntry(route as unknown as RouteRef<R>);
    return parsedAnswer(answer, full?.response as Schema<ResponseOf<R>> | undefined);
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

/** The gateway holds the error class: its failures wait only for the words. */
const errorWords: LoadErrors = () => ({ MarketplaceError, errorFromResponse, loadErrorWords });

/** Send a request through a transport: no answer is NETWORK_ERROR (an abort stays an abort). */
export const sendCall = (
  path: string,
  init: RequestInit,
  transport: Transport = browserTransport,
  signal?: AbortSignal,
) => send(path, init, { transport, signal, errors: errorWords });

/**
 * A successful answer, parsed with its schema when one is given; without one it
 * is the proxy's, which checked it against the route's. Otherwise the error it
 * stands for (with its Retry-After).
 */
export async function parsedAnswer<T>(answer: Answer, schema: Schema<T> | undefined): Promise<Fetched<T>> {
  const { response, json } = answer;
  const parsed = !response.ok ? undefined : schema ? parseWith(schema, json) : { success: true, data: json as T };
  if (!parsed?.success) throw await errorOf(answer, errorWords);
  return {
    data: parsed.data,
    status: response.status,
    headers: response.headers,
    fetchedAt: fetchedAtOf(response.headers),
  };
}
