/**
 * Launching paid work in the pages: the exact price of what the form holds
 * (before anything is signed), the paid calls (first without a payment for
 * the challenge, then the identical call with it), the check that a challenge
 * asks no more than the price shown, recovery after an uncertain answer,
 * external social jobs, paying a job by id, and the catalogue.
 *
 * Every paid call takes the caller's idempotency key, made once per intended
 * purchase and kept for its challenge, its paid retry and any repeat: the
 * proxy journals the call under it before it leaves. An uncertain answer is
 * resolved with `recoverWork` (a wallet proof, never a second payment).
 * The entries of a launched job are read with the creator module's
 * `readEntries`, with the job's vault handle.
 */
import { queryOptions } from '@tanstack/react-query';
import { callRoute, requestOf, type RouteRef } from '../call';
import type { MarketplaceError } from '../errors';
import { callPaid, loadForPaying, type ChallengeOptions } from '../paid-call';
import { retryDelay } from '../polling';
import { IDEMPOTENCY_HEADER, pathOf, type RouteDef } from '../route';
import { newIdempotencyKey, type Network } from '../values';
import { SIWX_HEADER } from '../siwx';
import type {
  ExternalCreateBody,
  ExternalCreated,
  LaunchChallenge,
  PaidJob,
  QuickService,
  Recovered,
  launchRoutes,
} from './contract';
import { JOB_PAYMENT_KEY_SUFFIX, jobPaymentAt } from './job-payment';
import { LAUNCH_LIMITS, type ExternalJobType } from './terms';
import { agentToHumanPrice, minimumSolTotal, minimumUsdcTotal, socialPrice, type Price } from './price';
import { wireRoutes } from '../route';
import { launchWire } from './terms';

/** The area's routes as pages call them: no schemas, the proxy checks what goes and comes back. */
export const launchCalls = wireRoutes<typeof launchRoutes>(launchWire);

/** The quick routes by service, as pages call them. */
const QUICK_CALLS: Record<QuickService, RouteRef<RouteDef>> = {
  reposts: launchCalls.quickReposts,
  xlikes: launchCalls.quickXlikes,
  'insta-likes': launchCalls.quickInstaLikes,
  'dex-rocket': launchCalls.quickDexRocket,
};

export { type Price } from './price';

/** A fresh key for one intended launch (keep it, and the request, for every retry). */
export const newLaunchKey = () => newIdempotencyKey('launch');

// ---- prices the forms show -------------------------------------------------------------

/** The minimum total of an external job for the payment chosen, as the form shows it live. */
export function externalMinimum(
  maxCompletions: number,
  payment: 'usdc' | 'balance',
): { amount: string; asset: 'USDC' | 'SOL' } {
  return payment === 'usdc'
    ? { amount: minimumUsdcTotal(maxCompletions), asset: 'USDC' }
    : { amount: minimumSolTotal(maxCompletions), asset: 'SOL' };
}

/** The highest completion count of a job type (1000 reposts, 250 for the comment variants). */
export const maxCompletionsOf = (jobtype: ExternalJobType): number => LAUNCH_LIMITS.external.maxCompletionsMax[jobtype];

// ---- paid calls ------------------------------------------------------------------------

/** What a paid call is: a route of the table with its input, priced by the form before it is sent. */
export type PaidRequest =
  | { kind: 'agentToHuman'; network: Network; advanced: boolean; query: Record<string, string | number | undefined> }
  | { kind: 'social'; service: 'xlikes' | 'xviews'; query: { url: string; amount?: number } }
  | { kind: 'quick'; service: QuickService; count: number; url: string }
  | { kind: 'jobPay'; jobId: string; network: Network };

/** The price a paid request costs, computed exactly as the marketplace charges it. */
export function priceOf(request: PaidRequest): Price | undefined {
  switch (request.kind) {
    case 'agentToHuman': {
      const winners = Number(request.query.winners ?? LAUNCH_LIMITS.winners.default);
      return agentToHumanPrice(winners, String(request.query.perUser ?? LAUNCH_LIMITS.perUserDefault));
    }
    case 'social':
      return socialPrice(
        request.service,
        request.query.amount ??
          (request.service === 'xlikes' ? LAUNCH_LIMITS.likes.default : LAUNCH_LIMITS.views.default),
      );
    case 'quick':
      return socialPrice(request.service, request.count);
    case 'jobPay':
      // The job's price comes from its challenge (`readJobPayment`).
      return undefined;
  }
}

function routeCall(request: PaidRequest): {
  route: RouteRef<RouteDef>;
  input: Record<string, unknown>;
  /** Where its challenge comes: the PAYMENT-REQUIRED header (v2), the body (v1), or whichever the answer has. */
  challengeIn: ChallengeOptions<unknown, unknown>['challengeIn'];
} {
  switch (request.kind) {
    case 'agentToHuman':
      return {
        route: request.advanced ? launchCalls.agentToHumanAdvanced : launchCalls.agentToHuman,
        input: { params: { network: request.network }, query: request.query },
        challengeIn: 'header',
      };
    case 'social':
      return {
        route: request.service === 'xlikes' ? launchCalls.xlikes : launchCalls.xviews,
        input: { query: request.query },
        challengeIn: 'header',
      };
    case 'quick':
      return {
        route: QUICK_CALLS[request.service],
        input: { params: { count: String(request.count) }, query: { url: request.url } },
        challengeIn: 'body',
      };
    case 'jobPay':
      // Spec 2.14's form is v1; the live service may answer in v2, so the answer decides.
      return {
        route: request.network === 'base' ? launchCalls.jobPayBase : launchCalls.jobPay,
        input: { params: { jobId: request.jobId } },
        challengeIn: 'either',
      };
  }
}

export type PaidAnswer =
  | {
      kind: 'challenge';
      /** What the x402 client signs: the decoded PAYMENT-REQUIRED (v2) or the body (v1). */
      paymentRequired: LaunchChallenge;
      /** Set when a payment was refused and the marketplace asks again (nothing was charged). */
      refusal?: MarketplaceError;
    }
  | { kind: 'paid'; job: PaidJob | { ok: true; paid: true; jobId: string } }
  | { kind: 'already-paid'; jobId: string };

/** A signed payment, with the x402 version of the challenge it answers (which names its header). */
export interface SignedPayment {
  signature: string;
  x402Version: number;
}

/**
 * Send a paid request: without `payment`, its challenge; with the signed
 * payment (PAYMENT-SIGNATURE for a v2 challenge, X-PAYMENT for v1), the paid
 * answer. The same `idempotencyKey` for both: the proxy journals it before the call.
 */
export async function sendPaid(
  request: PaidRequest,
  idempotencyKey: string,
  payment?: SignedPayment,
): Promise<PaidAnswer> {
  const { route, input, challengeIn } = routeCall(request);
  const { challengeSchema, paidV2Schema, jobPayResponseSchema, isAlreadyConfirmed } = await loadForPaying(
    () => import('./pay-schemas'),
  );
  const answer = await callPaid(route, { ...input, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } } as never, {
    challenge: challengeSchema,
    challengeIn,
    payment: payment?.signature,
    paymentVersion: payment?.x402Version,
    response: challengeIn === 'header' ? paidV2Schema : jobPayResponseSchema,
  });
  if (answer.kind === 'challenge') return answer;
  const { data } = answer;
  return isAlreadyConfirmed(data) ? { kind: 'already-paid', jobId: data.jobId } : { kind: 'paid', job: data };
}

/**
 * How the dashboard's journal knows this request (its route, path and query),
 * to find an earlier payment for it still in doubt: a job's payment on either
 * network, since a job is paid once.
 */
export function journaledIntentsOf(request: PaidRequest): {
  routeId: string;
  intent: { path: string; query: Record<string, string> };
  /** The request the journal would know this way (a job's payment: on that network). */
  request: PaidRequest;
}[] {
  const requests: PaidRequest[] =
    request.kind === 'jobPay' ? (['solana', 'base'] as const).map((network) => ({ ...request, network })) : [request];
  return requests.map((each) => {
    const { route, input } = routeCall(each);
    const url = new URL(requestOf(route, input as never).path, 'http://intent');
    return {
      routeId: route.id,
      intent: { path: url.pathname, query: Object.fromEntries(url.searchParams) },
      request: each,
    };
  });
}

/** The network a journaled launch (an intent of `journaledIntentsOf`) pays on: every launch path paid on Base names it. */
export const networkOfIntent = (intent: Record<string, unknown>): Network =>
  typeof intent.path === 'string' && intent.path.split('/').includes('base') ? 'base' : 'solana';

/** Where a signed payment goes, and under which key. */
export interface PaidTarget {
  request: PaidRequest;
  key: string;
}

/**
 * Where the signed payment for `request` goes: the challenge's resource is the canonical paid retry target (spec
 * 4.14). New work whose challenge names its new job's own payment address is paid there, under a key made from the
 * launch's, so that a reload finds it; anything else goes back to the route first asked.
 */
export function paidRetryOf(request: PaidRequest, key: string, resourcePath: string | undefined): PaidTarget {
  if (request.kind === 'jobPay' || !resourcePath || resourcePath.endsWith(paidPathOf(request))) return { request, key };
  const job = jobPaymentAt(resourcePath);
  return job ? { request: { kind: 'jobPay', ...job }, key: `${key}${JOB_PAYMENT_KEY_SUFFIX}` } : { request, key };
}

/** The marketplace path a paid request pays for: the resource its challenge must name. */
export function paidPathOf(request: PaidRequest): string {
  const { route, input } = routeCall(request);
  return pathOf(route, input.params as Record<string, string> | undefined);
}

// ---- recovery --------------------------------------------------------------------------

/**
 * After an uncertain answer: the latest work the wallet paid for on this
 * network, with its secret (held by the proxy's vault; a handle here). Needs
 * a fresh wallet proof for this exact request (its challenge comes from the
 * same call without `proof`, see the account module's `fetchChallenge`).
 */
export async function recoverWork(network: Network, proof: string, signal?: AbortSignal): Promise<Recovered> {
  return (await callRoute(launchCalls.recover, { params: { network }, headers: { [SIWX_HEADER]: proof }, signal }))
    .data;
}

/** The path whose sign-in challenge `recoverWork` needs. */
export const recoverPath = (network: Network) => `/${network}/siwx/agenttohuman/recover`;

// ---- external social jobs ----------------------------------------------------------------

/** Create an external social job with the session's key; journaled under the caller's key, since a repeat would create (and debit) again. */
export async function createExternalJob(
  body: ExternalCreateBody,
  idempotencyKey: string,
  signal?: AbortSignal,
): Promise<ExternalCreated> {
  return (
    await callRoute(launchCalls.externalCreate, { body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey }, signal })
  ).data;
}

/** An unpaid job's payment requirements (its price), or that it is already paid. */
export type JobPaymentRead =
  { kind: 'challenge'; paymentRequired: LaunchChallenge } | { kind: 'already-paid'; jobId: string };

async function readJobPayment(jobId: string, signal?: AbortSignal): Promise<JobPaymentRead> {
  const { challengeSchema } = await loadForPaying(() => import('./pay-schemas'));
  const answer = await callPaid(
    launchCalls.jobAccepts,
    { params: { jobId }, signal },
    { challenge: challengeSchema, challengeIn: 'body' },
  );
  return answer.kind === 'challenge'
    ? { kind: 'challenge', paymentRequired: answer.paymentRequired }
    : { kind: 'already-paid', jobId: answer.data.jobId };
}

// ---- a job's payment -------------------------------------------------------------------------

const launchKeys = {
  all: ['launch'] as const,
  jobPayment: (jobId: string) => ['launch', 'job-payment', jobId] as const,
};

export const launchQueries = {
  /** What paying a job costs, read before the pay button is offered; never retried on its own (it is an account read). */
  jobPayment: (jobId: string) =>
    queryOptions({
      queryKey: launchKeys.jobPayment(jobId),
      queryFn: ({ signal }) => readJobPayment(jobId, signal),
      retry: false,
      // Refused for now (a payment of the job being confirmed, a window): read again once the wait is over.
      refetchInterval: (query) => retryDelay(query.state.error) ?? false,
      staleTime: 30_000,
    }),
};
