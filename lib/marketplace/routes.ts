/**
 * The route table: every marketplace endpoint this project speaks, as data.
 * The proxy allowlists from it; the sandbox dispatches from it. One entry per
 * method and path, so both sides always agree on auth, body size and codes.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT';

/**
 * How a route authenticates upstream:
 * - public: nothing.
 * - account: the session's API key, or a SIWX proof the browser signed (never both).
 * - siwx: only a fresh SIWX proof; without one the upstream answers the free challenge.
 * - checkout: x402 checkout; payment headers pass through, the checkout token is server-held.
 * - status: exactly one of checkout token (server-held), API key or SIWX proof.
 * - secret: an order secret, held in the vault and added by the server as X-Secret.
 */
export type AuthKind = 'public' | 'account' | 'siwx' | 'checkout' | 'status' | 'secret';

export interface RouteCodes {
  /** 400 for malformed or unexpected input (unknown fields/params, body on GET). */
  input: string;
  /** 405 when the path exists with another method. */
  method?: string;
  /** 413 when the body is over the limit. */
  tooLarge?: string;
  /** 415 when a body is not declared as JSON. */
  mediaType?: string;
}

export interface RouteSpec {
  /** The operation; variants of one operation (aliases, methods) share it. */
  id: string;
  method: HttpMethod;
  /** Exact path; `:name` matches one (URL-encoded) path segment, `:name=a|b` only the listed values. */
  path: string;
  auth: AuthKind;
  /** Also served under the `/api/agent` prefix (every account route is). */
  alias: boolean;
  /** Largest accepted body in bytes; 0 means the route takes no body. */
  bodyLimit: number;
  /** The proxy writes a journal row before calling upstream (idempotent mutations). */
  journaled: boolean;
  /** The response carries a bearer credential the browser must never see (the proxy keeps it). */
  responseCredential?: 'apikey' | 'order-secret';
  /** Rate window for reads (part 8): repeats inside it are served from the per-account cache. */
  readWindow?: { seconds: number; bucket: string };
  codes: RouteCodes;
}

const KiB = 1024;

type RouteInput = Omit<RouteSpec, 'alias' | 'bodyLimit' | 'journaled'> & Partial<Pick<RouteSpec, 'alias' | 'bodyLimit' | 'journaled'>>;

function route(input: RouteInput): RouteSpec {
  return { alias: false, bodyLimit: 0, journaled: false, ...input };
}

const STORE_INPUT = { input: 'STORE_PRODUCT_INPUT_INVALID' };
const ACCOUNT_INPUT = { input: 'AGENT_UNEXPECTED_INPUT' };
const SIWX_INPUT = { input: 'SIWX_UNEXPECTED_INPUT' };
const CHECKOUT = { input: 'CHECKOUT_INPUT_INVALID', tooLarge: 'CHECKOUT_REQUEST_TOO_LARGE' };
const ORDER = { input: 'ORDER_INPUT_INVALID' };

export const ROUTES: readonly RouteSpec[] = [
  // 4.1 Store browsing
  route({ id: 'store.list', method: 'GET', path: '/store/products', auth: 'public', codes: STORE_INPUT }),
  route({ id: 'store.detail', method: 'GET', path: '/store/products/:id', auth: 'public', codes: STORE_INPUT }),
  route({ id: 'store.categories', method: 'GET', path: '/store/categories', auth: 'public', codes: STORE_INPUT }),

  // 4.9 Account access
  // Account access answers on three paths and both methods; POST on the first is the one to use.
  ...['/:network=solana|base/siwx/account-create', '/:network=solana|base/account-create', '/api/x402/quick/:network=solana|base/account-create'].flatMap((path) =>
    (['POST', 'GET'] as const).map((method) => route({ id: 'account.create', method, path, auth: 'siwx', responseCredential: 'apikey', codes: SIWX_INPUT })),
  ),
  route({ id: 'account.profile', method: 'GET', path: '/profile', auth: 'account', alias: true, readWindow: { seconds: 10, bucket: 'profile' }, codes: ACCOUNT_INPUT }),
  route({ id: 'account.proofOfHuman', method: 'POST', path: '/proofofhuman', auth: 'account', alias: true, bodyLimit: 16 * KiB, codes: ACCOUNT_INPUT }),
  route({
    id: 'account.rotateKey',
    method: 'POST',
    path: '/apikey/rotate',
    auth: 'siwx',
    alias: true,
    responseCredential: 'apikey',
    codes: { input: 'AGENT_API_KEY_INPUT_INVALID', method: 'AGENT_API_KEY_METHOD_INVALID' },
  }),
  route({
    id: 'account.legacyBalance',
    method: 'GET',
    path: '/api/external/balance',
    auth: 'account',
    readWindow: { seconds: 20, bucket: 'legacy-balance' },
    codes: ACCOUNT_INPUT,
  }),

  // 4.12 Public user profiles
  route({
    id: 'users.profile',
    method: 'GET',
    path: '/user/:nickname',
    auth: 'account',
    alias: true,
    readWindow: { seconds: 10, bucket: 'user' },
    codes: { input: 'AGENT_USER_INPUT_INVALID', method: 'AGENT_USER_METHOD_INVALID' },
  }),

  // 4.2 Checkout
  route({
    id: 'checkout.purchase',
    method: 'POST',
    path: '/store/purchase',
    auth: 'checkout',
    responseCredential: 'order-secret',
    bodyLimit: 16 * KiB,
    journaled: true,
    codes: CHECKOUT,
  }),
  route({ id: 'checkout.hire', method: 'POST', path: '/hire', auth: 'checkout', responseCredential: 'order-secret', bodyLimit: 16 * KiB, journaled: true, codes: CHECKOUT }),
  route({
    id: 'checkout.purchaseStatus',
    method: 'POST',
    path: '/store/purchase/status',
    auth: 'status',
    responseCredential: 'order-secret',
    bodyLimit: 16 * KiB,
    readWindow: { seconds: 10, bucket: 'order-status' },
    codes: CHECKOUT,
  }),
  route({
    id: 'checkout.hireStatus',
    method: 'POST',
    path: '/hire/status',
    auth: 'status',
    responseCredential: 'order-secret',
    bodyLimit: 16 * KiB,
    readWindow: { seconds: 10, bucket: 'order-status' },
    codes: CHECKOUT,
  }),
  route({
    id: 'purchases.list',
    method: 'GET',
    path: '/purchases',
    auth: 'account',
    alias: true,
    readWindow: { seconds: 10, bucket: 'purchases' },
    codes: { input: 'PURCHASE_HISTORY_INPUT_INVALID' },
  }),

  // 4.3 Buyer actions on an activated order
  route({
    id: 'order.messages',
    method: 'GET',
    path: '/api/preselection/agenttohumanadvanced/chat/messages',
    auth: 'secret',
    readWindow: { seconds: 10, bucket: 'order-chat' },
    codes: ORDER,
  }),
  route({ id: 'order.send', method: 'POST', path: '/api/preselection/agenttohumanadvanced/chat/send', auth: 'secret', bodyLimit: 16 * KiB, journaled: true, codes: ORDER }),
  route({ id: 'order.finalize', method: 'POST', path: '/api/preselection/agenttohumanadvanced/finalize', auth: 'secret', bodyLimit: 16 * KiB, codes: ORDER }),
  route({ id: 'order.review', method: 'POST', path: '/api/preselection/agenttohumanadvanced/review', auth: 'secret', bodyLimit: 16 * KiB, codes: ORDER }),
];

export const ALIAS_PREFIX = '/api/agent';

export type RouteMatch =
  | { kind: 'route'; route: RouteSpec; params: Record<string, string>; aliased: boolean }
  | { kind: 'method-not-allowed'; allowed: HttpMethod[]; codes: RouteCodes }
  | { kind: 'not-found' };

interface CompiledRoute {
  route: RouteSpec;
  segments: string[];
}

const compiled: CompiledRoute[] = ROUTES.map((r) => ({ route: r, segments: r.path.split('/').slice(1) }));

/** Match path segments (still URL-encoded) against a route's pattern. */
function matchSegments(pattern: string[], actual: string[]): Record<string, string> | null {
  if (pattern.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const expected = pattern[i]!;
    const got = actual[i]!;
    if (expected.startsWith(':')) {
      if (got === '') return null;
      let decoded: string;
      try {
        decoded = decodeURIComponent(got);
      } catch {
        return null;
      }
      const [name = '', choices] = expected.slice(1).split('=');
      if (choices && !choices.split('|').includes(decoded)) return null;
      params[name] = decoded;
    } else if (expected !== got) {
      return null;
    }
  }
  return params;
}

/**
 * Find the route for a method and an exact, still-encoded path (no query).
 * Paths are case-sensitive and have no trailing slash, as the contract says.
 */
export function matchRoute(method: string, path: string): RouteMatch {
  const aliased = path.startsWith(`${ALIAS_PREFIX}/`);
  const candidates: { path: string; aliased: boolean }[] = [{ path, aliased: false }];
  if (aliased) candidates.push({ path: path.slice(ALIAS_PREFIX.length), aliased: true });

  const allowed = new Set<HttpMethod>();
  let codes: RouteCodes | undefined;
  for (const candidate of candidates) {
    const actual = candidate.path.split('/').slice(1);
    for (const entry of compiled) {
      if (candidate.aliased && !entry.route.alias) continue;
      const params = matchSegments(entry.segments, actual);
      if (!params) continue;
      if (entry.route.method === method) return { kind: 'route', route: entry.route, params, aliased: candidate.aliased };
      allowed.add(entry.route.method);
      codes ??= entry.route.codes;
    }
  }
  if (allowed.size > 0 && codes) return { kind: 'method-not-allowed', allowed: [...allowed], codes };
  return { kind: 'not-found' };
}

export function routeById(id: string): RouteSpec {
  const found = ROUTES.find((r) => r.id === id);
  if (!found) throw new Error(`unknown route id ${id}`);
  return found;
}
