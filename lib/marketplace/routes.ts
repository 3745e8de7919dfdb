/**
 * The route table: every marketplace endpoint this project speaks, gathered
 * from the areas' contract modules. The proxy allowlists from it, the sandbox
 * dispatches from it, and the bad-input suite walks it. Adding an endpoint is
 * one entry in its area's terms (id, method, path, window) and one
 * `defineRoute` in its contract that spreads it (plus its handlers): nothing
 * here changes but the area's line below.
 *
 * Server, sandbox and tests import this module; pages import their area's
 * contract instead, so a page never bundles the whole table.
 */
import { accountRoutes } from './account/contract';
import { checkoutRoutes } from './checkout/contract';
import { creatorRoutes } from './creator/contract';
import { jobRoutes } from './jobs/contract';
import { launchRoutes } from './launch/contract';
import { earningsRoutes } from './earnings/contract';
import { mediaRoutes } from './media/contract';
import { notificationRoutes } from './notifications/contract';
import { orderRoutes } from './orders/contract';
import { ALIAS_PREFIX, decodeSegment, type HttpMethod, type RouteCodes, type RouteDef } from './route';
import { sellerRoutes } from './seller/contract';
import { storeRoutes } from './store/contract';
import { swapRoutes } from './swaps/contract';
import { userRoutes } from './users/contract';

const AREAS = [
  storeRoutes,
  accountRoutes,
  userRoutes,
  checkoutRoutes,
  orderRoutes,
  notificationRoutes,
  swapRoutes,
  earningsRoutes,
  jobRoutes,
  creatorRoutes,
  sellerRoutes,
  mediaRoutes,
  launchRoutes,
] as const;

type Entries<T> = T extends Record<string, infer R> ? R : never;
export type AnyRoute = Entries<(typeof AREAS)[number]>;
export type RouteId = AnyRoute['id'];

export const ROUTES: readonly AnyRoute[] = AREAS.flatMap((area) => Object.values(area) as AnyRoute[]);

const BY_ID = new Map<string, AnyRoute>(ROUTES.map((route) => [route.id, route]));

export function routeById<Id extends RouteId>(id: Id): Extract<AnyRoute, { id: Id }> {
  const found = BY_ID.get(id);
  if (!found) throw new Error(`unknown route id ${id}`);
  return found as Extract<AnyRoute, { id: Id }>;
}

export type RouteMatch =
  | { kind: 'route'; route: AnyRoute; params: Record<string, string>; aliased: boolean }
  | { kind: 'method-not-allowed'; allowed: HttpMethod[]; codes: RouteCodes }
  | { kind: 'not-found' };

interface Pattern {
  route: AnyRoute;
  method: HttpMethod;
  segments: string[];
}

/** Literal segments before prefixed parameters before parameters, position by position: `/jobs/created` wins over `/jobs/:customId`. */
const specificity = (segments: string[]) =>
  segments.map((s) => (s.startsWith(':') ? '2' : s.includes(':') ? '1' : '0')).join('');

const PATTERNS: Pattern[] = ROUTES.flatMap((route) =>
  [{ method: route.method, path: route.path }, ...((route as RouteDef).variants ?? [])].map(({ method, path }) => ({
    route,
    method,
    segments: path.split('/').slice(1),
  })),
).sort((a, b) => specificity(a.segments).localeCompare(specificity(b.segments)));

/** Match path segments (still URL-encoded) against a pattern; parameters come back decoded. */
function matchSegments(pattern: string[], actual: string[]): Record<string, string> | null {
  if (pattern.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const expected = pattern[i]!;
    const got = actual[i]!;
    const colon = expected.indexOf(':');
    if (colon > 0) {
      // `prefix-:name`: a literal prefix, then the parameter (at least one character).
      const prefix = expected.slice(0, colon);
      const decoded =
        got.startsWith(prefix) && got.length > prefix.length ? decodeSegment(got.slice(prefix.length)) : undefined;
      if (decoded === undefined) return null;
      params[expected.slice(colon + 1)] = decoded;
    } else if (colon === 0) {
      const decoded = got === '' ? undefined : decodeSegment(got);
      if (decoded === undefined) return null;
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
  const candidates: { path: string; aliased: boolean }[] = [{ path, aliased: false }];
  if (path.startsWith(`${ALIAS_PREFIX}/`)) candidates.push({ path: path.slice(ALIAS_PREFIX.length), aliased: true });

  const allowed = new Set<HttpMethod>();
  let codes: RouteCodes | undefined;
  for (const candidate of candidates) {
    const actual = candidate.path.split('/').slice(1);
    for (const pattern of PATTERNS) {
      if (candidate.aliased && !pattern.route.alias) continue;
      const params = matchSegments(pattern.segments, actual);
      if (!params) continue;
      if (pattern.method === method) return { kind: 'route', route: pattern.route, params, aliased: candidate.aliased };
      allowed.add(pattern.method);
      codes ??= pattern.route.codes;
    }
  }
  if (allowed.size > 0 && codes) return { kind: 'method-not-allowed', allowed: [...allowed], codes };
  return { kind: 'not-found' };
}

/** The SIWX purpose of a route, with the service name the challenge advertises. */
export function purposeOf(route: RouteDef, serviceName: string): string {
  return (route.purpose ?? 'Sign in to {service}').replaceAll('{service}', serviceName);
}
