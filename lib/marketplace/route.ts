/**
 * What one marketplace endpoint is, as data: its method and path, how it
 * authenticates, its limits and rate window, whether it is journaled, where its
 * response carries bearer secrets, and the zod schemas of its input and output.
 * Each area declares its entries with `defineRoute` in its contract module,
 * each spreading the route's id, method, path and window from the area's
 * zod-free terms module (where the browser reads them without the schemas);
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
 * - secret: an order or job secret, held in the vault; the browser names it by a
 *   handle and the server puts the secret where the route takes it (`secretIn`).
 * - x402: a paid route; the payment headers (PAYMENT-SIGNATURE, X-PAYMENT) pass
 *   through, no login header and no checkout token.
 */
type AuthKind = 'public' | 'account' | 'key' | 'siwx' | 'checkout' | 'status' | 'secret' | 'x402';

/** The bearer secrets the vault keeps: an order's (the buyer's order room) or a job's (its creator's entries). */
export type SecretKind = 'order-secret' | 'job-secret';

/** The name of the body field or query parameter where legacy secret routes take the secret. */
export const SECRET_FIELD = 'secret';

export interface RouteCodes {
  /** 400 for malformed or unexpected input (unknown fields/params, body on GET). */
  readonly input: string;
  /** 400 codes of their own for some body fields, by top-level name (e.g. an amount); the others get `input`. */
  readonly fields?: Readonly<Record<string, string>>;
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
  readonly vault?: readonly { readonly path: FieldPath; readonly kind: SecretKind; readonly ref?: FieldPath }[];
  /** Credentials the server already holds or never needs: removed. */
  readonly drop?: readonly FieldPath[];
}

export interface RouteDef {
  /** `<area>.<operation>`: the name the proxy, the sandbox and the tests use. */
  readonly id: string;
  readonly method: HttpMethod;
  /** Exact path; `:name` is one URL-encoded segment, `:name=a|b` only the listed values, `prefix-:name` the rest of a segment after a literal prefix. */
  readonly path: string;
  /** Other method/path pairs answering the same operation (aliases of the contract). */
  readonly variants?: readonly { readonly method: HttpMethod; readonly path: string }[];
  readonly auth: AuthKind;
  /**
   * Secret routes: which secret they take, and where: the X-Secret header (the
   * default), or the legacy `secret` body field or query parameter. The browser
   * puts a vault handle there (the header: X-Secret-Handle); the proxy swaps in
   * the secret.
   */
  readonly secretKind?: SecretKind;
  readonly secretIn?: 'header' | 'body' | 'query';
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
  /**
   * Where a journaled call's idempotency key travels: the body's
   * `idempotencyKey` (the default), or, for routes whose contract takes no key
   * (the paid x402 routes), the dashboard's own `X-Idempotency-Key` header,
   * which the proxy keeps and never forwards.
   */
  readonly keyIn?: 'body' | 'header';
  readonly window?: RateWindow;
  /**
   * The cached reads a success makes out of date (those of a window's bucket
   * under a path): the proxy drops the account's copies of them, so no read
   * after the change is answered with a copy from before it.
   */
  readonly outdates?: { readonly bucket: string; readonly under: string };
  /** The generic proxy refuses it: the dashboard reaches it through an endpoint of its own (the notification hub). */
  readonly proxied?: false;
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

/**
 * Declare a route from its terms entry and the rest; the defaults are the contract's common case (no alias, no
 * body, not journaled, JSON, reads for GET). The literal id, method, path and window of the entry are kept.
 */
export function defineRoute<const R extends RouteInput>(input: R): R & Pick<RouteDef, Defaults> {
  return {
    alias: false,
    bodyLimit: 0,
    bodyType: 'json',
    journaled: false,
    responseType: 'json',
    effect: input.method === 'GET' ? 'read' : 'write',
    ...input,
  };
}

/**
 * A route as a page's browser code holds it: what sending needs (its id, method,
 * path and rate window), typed by its full entry (`R`, a type only). Pages then
 * download no zod schemas for calling: the proxy checks bodies and answers
 * against the full entries. The entries are written in the area's zod-free
 * terms module; a unit test holds them to the table.
 */
export interface WireRoute<R extends RouteDef = RouteDef> {
  readonly id: R['id'];
  readonly method: HttpMethod;
  readonly path: string;
  readonly window: R extends { readonly window: infer W } ? W : RateWindow | undefined;
  /** Never set: the full entry's type, for the types of a call's input and answer. */
  readonly full?: R;
}

/** What a terms module writes for each route. */
export type WireEntry = Omit<WireRoute, 'window' | 'full'> & { readonly window?: RateWindow };

/** An area's browser table, typed by its full table (`wireRoutes<typeof storeRoutes>(storeWire)`). */
export const wireRoutes = <T extends Record<string, RouteDef>>(
  entries: NoInfer<{ readonly [K in keyof T]: WireEntry }>,
) => entries as { readonly [K in keyof T]: WireRoute<T[K]> };

type Output<S> = S extends z.core.$ZodType ? z.output<S> : undefined;
type Input<S> = S extends z.core.$ZodType ? z.input<S> : undefined;

export type ParamsOf<R extends RouteDef> = Output<R['params']>;
/** A query as the caller gives it: the parsed shape (numbers stay numbers); it is written as strings. */
export type QueryOf<R extends RouteDef> = R['query'] extends z.core.$ZodType
  ? Partial<z.output<R['query']>>
  : undefined;
export type BodyOf<R extends RouteDef> = Input<R['body']>;
export type ResponseOf<R extends RouteDef> = Output<R['response']>;

/**
 * The 400 code for a body the route's schema refused: a refinement's own
 * `params.code`, else the code of the field at fault, else the route's.
 */
export function inputCodeOf(codes: RouteCodes, error: z.core.$ZodError): string {
  const issue = error.issues[0];
  const own = issue?.code === 'custom' ? (issue.params as { code?: unknown } | undefined)?.code : undefined;
  if (typeof own === 'string') return own;
  const field = issue?.path[0];
  return (typeof field === 'string' ? codes.fields?.[field] : undefined) ?? codes.input;
}

export const ALIAS_PREFIX = '/api/agent';

/** The header that carries the idempotency key of routes journaled with `keyIn: 'header'` (browser to proxy only). */
export const IDEMPOTENCY_HEADER = 'x-idempotency-key';

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
