/**
 * Answers that match the contract, for tests that stand in for the
 * marketplace: the proxy passes on only answers its route's schema accepts.
 * A valid answer is derived from the schema (seeded, so always the same), and
 * the fields a test cares about are laid over it; the result is checked again.
 */
import fc from 'fast-check';
import { validFor } from '@/fuzz/schema-arbitrary';
import { matchRoute, routeById, type RouteId } from '@/lib/marketplace/routes';
import { isRecord, safeParse } from '@/lib/marketplace/schema';

/** Deriving one takes a while: a test's stand-in must answer within the proxy's timeout. */
const samples = new Map<string, unknown>();

function laidOver(base: unknown, fields: unknown): unknown {
  if (!isRecord(base) || !isRecord(fields)) return fields;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(fields)) out[key] = laidOver(base[key], value);
  return out;
}

/** A success answer of the route, with `fields` in place; throws when the result does not match the contract. */
export function validAnswer(routeId: RouteId, fields: Record<string, unknown> = {}): Record<string, unknown> {
  const route = routeById(routeId);
  const sample = samples.get(routeId) ?? fc.sample(validFor(route.response, {}), { numRuns: 1, seed: 7 })[0];
  samples.set(routeId, sample);
  const answer = laidOver(structuredClone(sample), fields);
  const parsed = safeParse(route.response, answer);
  if (!parsed.success) throw new Error(`${routeId}: ${JSON.stringify(parsed.error.issues.slice(0, 3))}`);
  return answer as Record<string, unknown>;
}

/** Derive the answers of these routes ahead (a test's `beforeAll`), so the stand-in answers at once. */
export function deriveAnswers(...routeIds: RouteId[]): void {
  for (const id of routeIds) validAnswer(id);
}

/** `validAnswer` of whatever route a request to the marketplace is for. */
export function validAnswerTo(
  method: string,
  url: string,
  fields: Record<string, unknown> = {},
): Record<string, unknown> {
  const match = matchRoute(method, new URL(url, 'http://upstream').pathname);
  if (match.kind !== 'route') throw new Error(`no route for ${method} ${url}`);
  return validAnswer(match.route.id as RouteId, fields);
}
