/**
 * The one check of a marketplace answer against the contract: a successful JSON
 * answer must match its route's response schema before any page reads it. The
 * proxy makes it (so the browser needs no schemas for answers); an answer that
 * does not match becomes the proxy's 502, which pages word as "check its
 * status" (the marketplace did answer, so the operation may have happened).
 */
import 'server-only';
import type { RouteDef } from '@/lib/marketplace/route';
import { safeParse } from '@/lib/marketplace/schema';
import { errorResponse } from './http';
import { LruMap } from './lru';

const checked = (route: RouteDef, status: number) => status >= 200 && status < 300 && route.responseType === 'json';

/** The proxy's answer in place of a success the route's schema refuses; undefined when it may pass. */
export function refusedAnswer(route: RouteDef, status: number, answer: unknown): Response | undefined {
  if (!checked(route, status)) return undefined;
  if (safeParse(route.response, answer).success) return undefined;
  // Only the route and status: the answer itself may hold what a log must not.
  console.error(`[proxy] ${route.id}: a ${status} answer that does not match the contract`);
  return errorResponse(502, 'PROXY_UPSTREAM_ANSWER_INVALID');
}

/** Answers kept to compare with: the largest a route is likely to repeat, and at most this much of them in all. */
const KEPT_ANSWER_BYTES = 256 * 1024;
/**
 * The last answer that passed, per public route and read. The check is a function of the answer's bytes alone
 * (its route's schema, of the JSON they hold), so the very same bytes again pass without being parsed or
 * checked: a catalogue read by many visitors changes far less often than it is read. Only answers anyone may
 * read are kept: nothing of an account's (or a secret a call carried) stays in memory for longer than its call.
 */
const passed = new LruMap<string, Buffer>({
  maxEntries: 512,
  maxWeight: 8 * 1024 * 1024,
  weigh: (answer) => answer.byteLength,
});

/**
 * `refusedAnswer` for an answer as it came: its bytes, and the read that asked (path and query), under which
 * the bytes that pass are kept (a copy, so that nothing done later to the caller's bytes changes what was checked).
 */
export function refusedBody(
  route: RouteDef,
  status: number,
  body: Uint8Array | null,
  read: string,
): Response | undefined {
  if (!checked(route, status)) return undefined;
  const key = route.auth === 'public' && body ? `${route.id} ${read}` : undefined;
  if (key && passed.get(key)?.equals(body!)) return undefined;
  const refused = refusedAnswer(route, status, jsonOfBytes(body));
  if (key && !refused && body!.byteLength <= KEPT_ANSWER_BYTES) passed.set(key, Buffer.from(body!));
  return refused;
}

/** A stored or streamed answer's text as JSON; undefined when there is none or it is not JSON. */
export function jsonOf(text: string | null): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** UTF-8, a byte order mark dropped and bad bytes replaced: as `Response.text()` reads a body. */
const utf8 = new TextDecoder();

/** An answer's bytes as JSON; undefined when there are none or they are not JSON. */
export const jsonOfBytes = (body: Uint8Array | null): unknown => jsonOf(body && utf8.decode(body));
