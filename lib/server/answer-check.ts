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

/** The proxy's answer in place of a success the route's schema refuses; undefined when it may pass. */
export function refusedAnswer(route: RouteDef, status: number, answer: unknown): Response | undefined {
  if (status < 200 || status >= 300 || route.responseType !== 'json') return undefined;
  if (safeParse(route.response, answer).success) return undefined;
  // Only the route and status: the answer itself may hold what a log must not.
  console.error(`[proxy] ${route.id}: a ${status} answer that does not match the contract`);
  return errorResponse(502, 'PROXY_UPSTREAM_ANSWER_INVALID');
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
