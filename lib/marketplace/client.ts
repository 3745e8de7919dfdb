/**
 * The one fetcher for marketplace calls made by this app's pages. In the browser
 * it talks to this app's proxy; on the server a transport that runs the proxy
 * in-process is passed in, so both go through the same allowlist and cache.
 */
import { MarketplaceError, errorFromResponse } from './errors';
import { safeParse, type Schema } from './schema';

export const PROXY_PREFIX = '/api/marketplace';

/** The proxy says when it fetched a (possibly cached) read; pages show it. */
export const FETCHED_AT_HEADER = 'x-fetched-at';

/** When a response's data was fetched from the marketplace: the proxy's header, or now. */
export function fetchedAtOf(headers: Headers): number {
  const at = Date.parse(headers.get(FETCHED_AT_HEADER) ?? '');
  return Number.isNaN(at) ? Date.now() : at;
}

export type Transport = (path: string, init: RequestInit) => Promise<Response>;

export const browserTransport: Transport = (path, init) => fetch(`${PROXY_PREFIX}${path}`, { ...init, credentials: 'same-origin' });

export interface CallOptions<T> {
  method?: 'GET' | 'POST' | 'PUT';
  body?: unknown;
  headers?: Record<string, string>;
  schema: Schema<T>;
  signal?: AbortSignal;
  transport?: Transport;
}

export interface Fetched<T> {
  data: T;
  status: number;
  headers: Headers;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Call a marketplace route; resolves with the parsed body or throws MarketplaceError. */
export async function callMarketplace<T>(path: string, options: CallOptions<T>): Promise<Fetched<T>> {
  const { method = 'GET', body, headers = {}, schema, signal, transport = browserTransport } = options;
  const init: RequestInit = { method, signal, headers: { accept: 'application/json', ...headers } };
  if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)['content-type'] = 'application/json';
  }
  let response: Response;
  try {
    response = await transport(path, init);
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new MarketplaceError({ status: 0, code: 'NETWORK_ERROR' });
  }
  const json = await readJson(response);
  if (!response.ok) throw errorFromResponse(response.status, json, response.headers.get('retry-after'));
  const parsed = safeParse(schema, json);
  if (!parsed.success) throw new MarketplaceError({ status: response.status, code: 'RESPONSE_INVALID', body: json });
  return { data: parsed.data, status: response.status, headers: response.headers };
}

/** The common case: GET and just the data. */
export async function getMarketplace<T>(path: string, schema: Schema<T>, options: { signal?: AbortSignal; transport?: Transport } = {}): Promise<T> {
  return (await callMarketplace(path, { schema, ...options })).data;
}
