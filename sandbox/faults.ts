/**
 * Fault injection for tests and demos (`POST /__sandbox/faults`): make the
 * next N requests of one route fail the way a real deployment can. Transport
 * faults act around the dispatcher (a lost answer or a bare 500 after the work
 * is committed, an answer that leaves late, a delay, a 503 with or without Retry-After, a 429, a busy
 * worker); `settle-uncertain` and `never-confirm`
 * act inside a checkout, at the moment a payment settles.
 */
import { z } from 'zod';
import type { RouteDef } from '@/lib/marketplace/route';
import { ROUTES, routeById, type RouteId } from '@/lib/marketplace/routes';
import { errorResponse, fail } from './http/errors';

export const TRANSPORT_FAULTS = [
  'drop-after-commit',
  'fail-after-commit',
  'answer-late',
  'delay',
  'unavailable',
  'rate-limit',
  'busy',
] as const;
export const SETTLEMENT_FAULTS = ['settle-uncertain', 'never-confirm'] as const;
export type TransportFaultKind = (typeof TRANSPORT_FAULTS)[number];
type SettlementFaultKind = (typeof SETTLEMENT_FAULTS)[number];
export type FaultKind = TransportFaultKind | SettlementFaultKind;

const CHECKOUT_POSTS = ['checkout.purchase', 'checkout.hire'];
const routeIds: string[] = ROUTES.map((r) => r.id);

export const faultBody = z
  .strictObject({
    route: z
      .string()
      .refine((id) => routeIds.includes(id), { message: `route must be a route id: ${routeIds.join(', ')}` }),
    kind: z.enum([...TRANSPORT_FAULTS, ...SETTLEMENT_FAULTS]),
    count: z.number().int().min(1).max(1000).default(1),
    delayMs: z.number().int().min(0).max(60_000).default(1_000),
    retryAfterSeconds: z.number().int().min(1).max(3600).optional(),
    /** `unavailable` without a Retry-After header: a 503 that does not say whether to try again. */
    withoutRetryAfter: z.boolean().default(false),
    errorCode: z
      .string()
      .regex(/^[A-Z][A-Z0-9_]{2,63}$/)
      .optional(),
  })
  .refine((f) => f.kind !== 'busy' || f.route === 'checkout.hire', { message: 'busy applies to checkout.hire only' })
  .refine((f) => !(SETTLEMENT_FAULTS as readonly string[]).includes(f.kind) || CHECKOUT_POSTS.includes(f.route), {
    message: 'settle-uncertain and never-confirm apply to checkout.purchase and checkout.hire only',
  });
export type FaultInput = z.infer<typeof faultBody>;

interface Fault {
  kind: FaultKind;
  remaining: number;
  delayMs: number;
  retryAfterSeconds?: number;
  withoutRetryAfter: boolean;
  errorCode?: string;
}

export class FaultBook {
  private byRoute = new Map<string, Fault[]>();

  add(input: FaultInput): void {
    const queue = this.byRoute.get(input.route) ?? [];
    queue.push({
      kind: input.kind,
      remaining: input.count,
      delayMs: input.delayMs,
      retryAfterSeconds: input.retryAfterSeconds,
      withoutRetryAfter: input.withoutRetryAfter,
      errorCode: input.errorCode,
    });
    this.byRoute.set(input.route, queue);
  }

  /** Use up one occurrence of the first queued fault of these kinds for the route. */
  take<K extends FaultKind>(route: string, kinds: readonly K[]): (Fault & { kind: K }) | undefined {
    const queue = this.byRoute.get(route);
    const fault = queue?.find((f): f is Fault & { kind: K } => (kinds as readonly FaultKind[]).includes(f.kind));
    if (!queue || !fault) return undefined;
    fault.remaining -= 1;
    if (fault.remaining <= 0) queue.splice(queue.indexOf(fault), 1);
    return fault;
  }

  list(): Array<{ route: string; kind: FaultKind; remaining: number }> {
    return [...this.byRoute.entries()].flatMap(([route, queue]) =>
      queue.map((f) => ({ route, kind: f.kind, remaining: f.remaining })),
    );
  }

  clear(): void {
    this.byRoute.clear();
  }
}

/** Sandbox assumption: injected 503s and 429s use the route's own code where the contract names one. */
const UNAVAILABLE_CODES: Record<string, string> = {
  'checkout.history': 'PURCHASE_HISTORY_UNAVAILABLE',
  'users.profile': 'AGENT_USER_UNAVAILABLE',
  'account.profile': 'AGENT_API_UNAVAILABLE',
  'swaps.create': 'AGENT_SWAP_UNAVAILABLE',
  'swaps.status': 'AGENT_SWAP_UNAVAILABLE',
  'swaps.history': 'SWAP_HISTORY_UNAVAILABLE',
  'earnings.report': 'EARNINGS_UNAVAILABLE',
  'jobs.submit': 'AGENT_SUBMISSION_UNAVAILABLE',
  'creator.created': 'AGENT_WORK_OVERVIEW_UNAVAILABLE',
  'creator.createdJob': 'AGENT_WORK_OVERVIEW_UNAVAILABLE',
  'creator.actions': 'AGENT_ACTIONS_UNAVAILABLE',
};
/** A route's own 429 code is its window's; routes without a window use the generic one. */
const rateCodeOf = (route: string): string => (routeById(route as RouteId) as RouteDef).window?.code ?? 'RATE_LIMITED';
/** The contract's retry hint for a busy hire target. */
const BUSY_RETRY_SECONDS = 2;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Run one request under a transport fault. `dispatch` processes it; `drop`
 * destroys the connection without an answer.
 */
export async function underFault(
  route: string,
  fault: Fault & { kind: TransportFaultKind },
  dispatch: () => Promise<Response>,
  drop: () => void,
): Promise<Response> {
  switch (fault.kind) {
    case 'delay':
      await sleep(fault.delayMs);
      return dispatch();
    case 'unavailable': {
      const code = fault.errorCode ?? UNAVAILABLE_CODES[route] ?? 'SERVICE_UNAVAILABLE';
      if (fault.withoutRetryAfter)
        return errorResponse(fail(503, code, 'The service is temporarily unavailable (injected fault).'));
      return errorResponse(
        fail(
          503,
          code,
          'The service is temporarily unavailable (injected fault). Nothing was processed; retry the same request.',
          fault.retryAfterSeconds ?? 5,
        ),
      );
    }
    case 'rate-limit':
      return errorResponse(
        fail(
          429,
          fault.errorCode ?? rateCodeOf(route),
          'Rate limited (injected fault). Nothing was processed; retry after the wait.',
          fault.retryAfterSeconds ?? 10,
        ),
      );
    case 'busy':
      return errorResponse(busyError(fault.retryAfterSeconds));
    case 'answer-late': {
      // Everything is committed at once; the answer leaves only after `delayMs` (a caller's timeout may come first).
      const response = await dispatch();
      await sleep(fault.delayMs);
      return response;
    }
    case 'fail-after-commit': {
      // Everything is committed; the caller hears a bare 500 that does not say so.
      await (await dispatch()).arrayBuffer().catch(() => undefined);
      return errorResponse(fail(500, 'INTERNAL_ERROR', 'An internal error occurred (injected fault).'));
    }
    case 'drop-after-commit': {
      const response = await dispatch();
      // Everything is committed; the caller never hears about it.
      await response.arrayBuffer().catch(() => undefined);
      drop();
      return new Response(null, { status: 502 });
    }
  }
}

export function busyError(retryAfterSeconds = BUSY_RETRY_SECONDS) {
  return fail(
    409,
    'DIRECT_HIRE_USER_BUSY',
    'This worker is busy with another hire that is settling. Keep this hire (same key, body and token) and retry after Retry-After.',
    retryAfterSeconds,
  );
}
