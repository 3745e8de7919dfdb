/**
 * What one marketplace endpoint is, as data: its method and path, how it
 * authenticates, its limits and rate window, whether it is journaled, where its
 * response carries bearer secrets, and the zod schemas of its input and output.
 * Each area declares its entries with `defineRoute` in its contract module;
 * `routes.ts` gathers them into the one table the proxy, the sandbox, the
 * browser's `callRoute` and the bad-input suite all read.
 */
import type * as z from 'zod/mini';

export type HttpMethod = 'GET' | 'POST' | 'PUT';

/**
 * How a route authenticates upstream:
 * - public: nothing.
 * - account: the session's API key, or a SIWX proof the browser signed (never both).
 * - key: only the API key (the legacy routes).
 * - siwx: only a fresh SIWX proof; without one the upstream answers the free challenge.
 * - checkout: x402 checkout; payment headers pass through, the checkout token is server-held.
 * - status: exactly one of checkout token (server-held), API key or SIWX proof.
 * - secret: an order or job secret, held in the vault and added by the server as X-Secret.
 */
export type AuthKind = 'public' | 'account' | 'key' | 'siwx' | 'checkout' | 'status' | 'secret';

export interface RouteCodes {
  /** 400 for malformed or unexpected input (unknown fields/params, body on GET). */
  readonly input: string;
  /** 405 when the path exists with another method. */
  readonly method?: string;
  /** 413 when the body is over the limit. */
  readonly tooLarge?: string;
  /** 415 when a body is not declared as JSON. */
  readonly mediaType?: string;
}

/**
 * A rate window of part 8. The sandbox enforces it; the dashboard's read cache
 * answers repeats of a read inside it instead of spending the account's window.
 */
export interface RateWindow {
  readonly seconds: number;
  /** Routes sharing a bucket share one window (e.g. both order-status routes). */
  readonly bucket: string;
  /** The 429 code. */
  readonly code: string;
  /** Calls allowed per window; 1 when omitted. */
  readonly max?: number;
  /** The handler decides when a call counts (replays bypass, the scope needs a lookup); otherwise every valid, authenticated call counts. */
  readonly counted?: 'by-handler';
}

/** A dotted path to a string field of a JSON answer, e.g. `purchase.secret`. */
export type FieldPath = string;

/** Bearer credentials in a route's answers: kept on the server, never passed to the browser. */
export interface ResponseSecrets {
  /** An API key (account access, rotation): sealed into the session. */
  readonly apikey?: FieldPath;
  /** Secrets the browser later needs to act with: sealed into the vault, replaced by a handle. */
  readonly vault?: readonly { readonly path: FieldPath; readonly kind: 'order-secret' | 'job-secret'; readonly ref?: FieldPath }[];
  /** Credentials the server already holds or never needs: removed. */
  readonly drop?: readonly FieldPath[];
}

export interface RouteDef {
  /** `<area>.<operation>`: the name the proxy, the sandbox and the tests use. */
  readonly id: string;
  readonly method: HttpMethod;
  /** Exact path; `:name` is one URL-encoded segment, `:name=a|b` only the listed values. */
  readonly path: string;
  /** Other method/path pairs answering the same operation (aliases of the contract). */
  readonly variants?: readonly { readonly method: HttpMethod; readonly path: string }[];
  readonly auth: AuthKind;
  /** Also served under the `/api/agent` prefix (every account route is). */
  readonly alias: boolean;
  /** Largest accepted body in bytes; 0 means the route takes no body. */
  readonly bodyLimit: number;
  /**
   * How the body travels: JSON (the contract's rule), or multipart/form-data
   * (uploads), which the proxy streams through under `bodyLimit` without
   * holding it, and the sandbox reads as form fields checked by `body`.
   */
  readonly bodyType: 'json' | 'multipart';
  /** `read` answers never change anything upstream (the read cache may answer them). */
  readonly effect: 'read' | 'write';
  /** The proxy writes a journal row (idempotency key, body hash) before the call leaves. */
  readonly journaled: boolean;
  readonly window?: RateWindow;
  /** A public read the dashboard answers for signed-out visitors with its own reader account (account routes only). */
  readonly readerFallback?: boolean;
  readonly secrets?: ResponseSecrets;
  /** The SIWX statement's purpose; `{service}` is the name the challenge advertises. */
  readonly purpose?: string;
  /** Path parameters, decoded; strict, with the characters the contract allows. */
  readonly params?: z.core.$ZodType;
  /** The query as a record of strings (each name at most once); strict. */
  readonly query?: z.core.$ZodType;
  /** The JSON body (or the multipart form's fields: strings and files); strict. */
  readonly body?: z.core.$ZodType;
  /** A body may be left out entirely; it is then read as `{}`. */
  readonly bodyOptional?: boolean;
  /** The success answer (loose: unknown extra fields pass). */
  readonly response: z.core.$ZodType;
  /** What the answer is; JSON answers are re-typed by the proxy, never passed through. */
  readonly responseType: 'json' | 'event-stream';
  readonly codes: RouteCodes;
}

type Defaults = 'alias' | 'bodyLimit' | 'bodyType' | 'journaled' | 'responseType' | 'effect';
export type RouteInput = Omit<RouteDef, Defaults> & Partial<Pick<RouteDef, Defaults>>;

/** Declare a route; the defaults are the contract's common case (no alias, no body, not journaled, JSON, reads for GET). */
export function defineRoute<const R extends RouteInput>(input: R): R & Pick<RouteDef, Defaults> {
  return { alias: false, bodyLimit: 0, bodyType: 'json', journaled: false, responseType: 'json', effect: input.method === 'GET' ? 'read' : 'write', ...input };
}

type Output<S> = S extends z.core.$ZodType ? z.output<S> : undefined;
type Input<S> = S extends z.core.$ZodType ? z.input<S> : undefined;

export type ParamsOf<R extends RouteDef> = Output<R['params']>;
/** A query as the caller gives it: the parsed shape (numbers stay numbers); it is written as strings. */
export type QueryOf<R extends RouteDef> = R['query'] extends z.core.$ZodType ? Partial<z.output<R['query']>> : undefined;
export type BodyOf<R extends RouteDef> = Input<R['body']>;
export type ResponseOf<R extends RouteDef> = Output<R['response']>;

export const ALIAS_PREFIX = '/api/agent';

/** Try to decode one path segment; undefined when it is not valid percent-encoding. The one place paths are decoded. */
export function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** The path of a route with its parameters filled in, each encoded as one segment. */
export function pathOf(route: Pick<RouteDef, 'path'>, params: Record<string, string> = {}): string {
  return route.path.replace(/:([A-Za-z]+)(=[^/]*)?/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${route.path}`);
    return encodeURIComponent(value);
  });
}
