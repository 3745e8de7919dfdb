/**
 * How a call leaves the browser and how its answer is read: the transports (the
 * marketplace through this app's proxy, this dashboard's own endpoints), and
 * the one place a call is sent and a failure becomes a MarketplaceError. The
 * gateway (`callRoute`, `callPaid`) is built on it.
 *
 * It imports not even the error class: every page's header reads the session
 * through `callDashboard`, which loads it only when a read fails. Callers that
 * already hold it (the gateway) pass it in. Either way a failure waits for the
 * error words (`loadErrorWords`) before it is thrown, so whoever shows it reads
 * its own sentence; without a network they cannot load, and the status's
 * sentence stands in.
 */
import type { MarketplaceError, errorFromResponse, loadErrorWords } from './errors';

export const PROXY_PREFIX = '/api/marketplace';

/** The proxy says when it fetched a (possibly cached) read; pages show it. */
export const FETCHED_AT_HEADER = 'x-fetched-at';

/** When a response's data was fetched from the marketplace: the proxy's header, or now. */
export function fetchedAtOf(headers: Headers): number {
  const at = Date.parse(headers.get(FETCHED_AT_HEADER) ?? '');
  return Number.isNaN(at) ? Date.now() : at;
}

export type Transport = (path: string, init: RequestInit) => Promise<Response>;

/** The marketplace, through this app's proxy. */
export const browserTransport: Transport = (path, init) =>
  fetch(`${PROXY_PREFIX}${path}`, { ...init, credentials: 'same-origin' });

/** This dashboard's own endpoints (`/api/session`, `/api/recovery`): the path as it is. */
const dashboardTransport: Transport = (path, init) => fetch(path, { ...init, credentials: 'same-origin' });

interface ErrorModule {
  MarketplaceError: typeof MarketplaceError;
  errorFromResponse: typeof errorFromResponse;
  loadErrorWords: typeof loadErrorWords;
}

/** Where the error class comes from: already loaded, or loaded on the first failure. */
export type LoadErrors = () => ErrorModule | Promise<ErrorModule>;

const loadLazily: LoadErrors = () => import('./errors');

/** An answer as it came back: its response and its JSON (undefined when it had none). */
export interface Answer {
  response: Response;
  json: unknown;
}

export interface SendOptions {
  transport?: Transport;
  signal?: AbortSignal;
  errors?: LoadErrors;
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

/**
 * Send a request and read its answer. No answer at all is NETWORK_ERROR, and so is one cut off on its way (its
 * status came, its body broke off): neither can be read. An abort stays an abort.
 */
export async function send(
  path: string,
  init: RequestInit,
  { transport = browserTransport, signal, errors = loadLazily }: SendOptions = {},
): Promise<Answer> {
  try {
    const response = await transport(path, init);
    return { response, json: await readJson(response) };
  } catch (cause) {
    if (signal?.aborted) throw cause;
    const { MarketplaceError, loadErrorWords } = await errors();
    await loadErrorWords();
    throw new MarketplaceError({ status: 0, code: 'NETWORK_ERROR' });
  }
}

/**
 * The error an answer stands for when it cannot be used: its own code, words
 * and Retry-After when it failed; RESPONSE_INVALID when it succeeded in a shape
 * the caller does not expect.
 */
export async function errorOf({ response, json }: Answer, errors: LoadErrors = loadLazily): Promise<MarketplaceError> {
  const { MarketplaceError, errorFromResponse, loadErrorWords } = await errors();
  await loadErrorWords();
  return response.ok
    ? new MarketplaceError({ status: response.status, code: 'RESPONSE_INVALID', body: json })
    : errorFromResponse(response.status, json, response.headers.get('retry-after'));
}

/**
 * A call without the gateway: no route table and no error class until a failure, for what every signed-in page's
 * header reads (the session, the private profile). `read` checks the answer (undefined: not one).
 */
async function callPlain<T>(
  transport: Transport,
  path: string,
  init: RequestInit,
  read: (json: unknown, response: Response) => T | undefined,
): Promise<T> {
  const headers = { accept: 'application/json', ...(init.headers as Record<string, string> | undefined) };
  const answer = await send(path, { ...init, headers }, { transport, signal: init.signal ?? undefined });
  const data = answer.response.ok ? read(answer.json, answer.response) : undefined;
  if (data !== undefined) return data;
  throw await errorOf(answer);
}

/** Call one of this dashboard's own endpoints; `read` checks the answer (undefined: not one). */
export const callDashboard = <T>(path: string, init: RequestInit, read: (json: unknown) => T | undefined): Promise<T> =>
  callPlain(dashboardTransport, path, init, read);

/**
 * Read the marketplace through this app's proxy, which checks the answer against the route's schema; `read` checks
 * the fields the caller uses.
 */
export const readThroughProxy = <T>(
  path: string,
  init: RequestInit,
  read: (json: unknown, response: Response) => T | undefined,
): Promise<T> => callPlain(browserTransport, path, init, read);
