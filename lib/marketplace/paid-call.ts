/**
 * The gateway's 402 path: calls the marketplace may answer with an x402
 * challenge, a price to pay (checkout, the paid launch routes, a job's
 * payment) or a free sign-in challenge. They go the same way as `callRoute`
 * (its transport, its error words); a 402 with a readable challenge is an
 * answer of its own, not an error. A module of its own so that pages that
 * never pay do not bundle the challenge decoding.
 */
import {
  fullEntry,
  parsedAnswer,
  requestOf,
  sendCall,
  type CallInput,
  type Fetched,
  type FullOf,
  type RouteRef,
  worded,
} from './call';
import { MarketplaceError, errorFromResponse, loadErrorWords } from './errors';
import type { ResponseOf, RouteDef } from './route';
import type { Schema } from './schema';
import { isRecord, parseWith } from './values';
import { decodeBase64Json } from './siwx';
import type { Transport } from './transport';

/**
 * What the pay path loads when a person asks for a price or pays (its
 * challenge schemas, as the wallet libraries load then), never with the page;
 * a failed load is the network's error, as a failed call is.
 */
export const loadForPaying = <M>(load: () => Promise<M>): Promise<M> =>
  load().catch(() => {
    throw new MarketplaceError({ status: 0, code: 'NETWORK_ERROR' });
  });

export interface ChallengeOptions<C, T> {
  /** What a challenge must be. */
  challenge: Schema<C>;
  /**
   * Where a 402 carries it: the base64 JSON PAYMENT-REQUIRED header (x402 v2,
   * sign-in), the body (x402 v1), or either (the header when there is one).
   */
  challengeIn: 'header' | 'body' | 'either';
  /**
   * Fields the body may carry beside a header's challenge when the header leaves them out (a checkout's quote beside
   * its x402 requirements: the contract does not say which of the two holds it). The header's own fields win.
   */
  alsoInBody?: readonly string[];
  /** The signed payment of the repeat. */
  payment?: string;
  /** The x402 version of the challenge it answers: PAYMENT-SIGNATURE for 2, X-PAYMENT for 1; by default, the version `challengeIn` expects. */
  paymentVersion?: number;
  /** What any other successful answer must be, past the route's schema (the proxy's check), e.g. one of its variants. */
  response?: Schema<T>;
}

export type PaidResult<C, T> =
  | {
      kind: 'challenge';
      paymentRequired: C;
      /** Set when a payment was sent and the marketplace asks again: its refusal (nothing was charged). */
      refusal?: MarketplaceError;
    }
  | ({ kind: 'answer' } & Fetched<T>);

const NO_CHALLENGE = Symbol('no challenge');

/** The challenge a 402 carries where it is expected, or NO_CHALLENGE (a 402 without the header is an error). */
function challengeOf(
  answer: { response: Response; json: unknown },
  { challengeIn: where, alsoInBody = [] }: Pick<ChallengeOptions<unknown, unknown>, 'challengeIn' | 'alsoInBody'>,
): unknown {
  const header = where === 'body' ? null : answer.response.headers.get('payment-required');
  if (!header) return where === 'header' ? NO_CHALLENGE : answer.json;
  let decoded: unknown;
  try {
    decoded = decodeBase64Json(header);
  } catch {
    return undefined;
  }
  const body = answer.json;
  if (!isRecord(decoded) || !isRecord(body)) return decoded;
  const missing = alsoInBody.filter((field) => decoded[field] === undefined && body[field] !== undefined);
  return missing.length === 0 ? decoded : { ...decoded, ...Object.fromEntries(missing.map((f) => [f, body[f]])) };
}

/** A refusal in the marketplace's own words; a bare status (HTTP_402) is only the challenge again. */
function refusalOf(json: unknown): MarketplaceError | undefined {
  const refusal = errorFromResponse(402, json, null);
  return refusal.code.startsWith('HTTP_') ? undefined : refusal;
}

/** `callPaid` on a path: what the account's sign-in challenge of any request needs. */
export async function fetchPaid<C, T>(
  path: string,
  init: RequestInit,
  options: ChallengeOptions<C, T>,
  transport?: Transport,
  signal?: AbortSignal,
): Promise<PaidResult<C, T>> {
  return worded(() => paidAnswer(path, init, options, transport, signal));
}

async function paidAnswer<C, T>(
  path: string,
  init: RequestInit,
  options: ChallengeOptions<C, T>,
  transport?: Transport,
  signal?: AbortSignal,
): Promise<PaidResult<C, T>> {
  const { challenge, challengeIn, payment, response } = options;
  const headers = { ...(init.headers as Record<string, string> | undefined) };
  const version = options.paymentVersion ?? (challengeIn === 'body' ? 1 : 2);
  if (payment) headers[version === 1 ? 'x-payment' : 'payment-signature'] = payment;
  const answer = await sendCall(path, { ...init, headers }, transport, signal);
  if (answer.response.status === 402) {
    const carried = challengeOf(answer, options);
    if (carried !== NO_CHALLENGE) {
      const parsed = parseWith(challenge, carried);
      if (!parsed.success) throw new MarketplaceError({ status: 402, code: 'RESPONSE_INVALID', body: answer.json });
      const refusal = payment ? refusalOf(answer.json) : undefined;
      if (refusal) await loadErrorWords();
      return { kind: 'challenge', paymentRequired: parsed.data, refusal };
    }
  }
  return { kind: 'answer', ...(await parsedAnswer(answer, response)) };
}

/**
 * Call a route that may answer 402: without `payment`, its challenge; with the
 * signed payment, the paid answer (or the challenge again, with the refusal).
 * Other failures throw MarketplaceError as `callRoute` does.
 */
export async function callPaid<Ref extends RouteRef<RouteDef>, C, R extends RouteDef = FullOf<Ref>, T = ResponseOf<R>>(
  route: Ref,
  input: CallInput<R>,
  options: ChallengeOptions<C, T>,
): Promise<PaidResult<C, T>> {
  return worded(async () => {
    const { path, init } = requestOf<R>(route as unknown as RouteRef<R>, input);
    const response =
      options.response ?? (fullEntry(route as unknown as RouteRef<R>)?.response as Schema<T> | undefined);
    return fetchPaid(path, init, { ...options, response }, input.transport, input.signal);
  });
}
