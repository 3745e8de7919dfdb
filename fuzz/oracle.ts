/**
 * What every answer must look like, whatever the input: never a 5xx; a 4xx in
 * the contract's error shape with a code the dashboard can put into words; a
 * 402 only as the free sign-in challenge, a checkout's quote or a paid route's
 * payment requirements; and a success in its route's response schema.
 */
import { ERROR_MESSAGES, SANDBOX_ASSUMED_CODES } from '@/lib/marketplace/error-words';
import { type RouteDef } from '@/lib/marketplace/route';
import { isRecord, safeParse } from '@/lib/marketplace/schema';
import { decodeBase64Json } from '@/lib/marketplace/siwx';
import { signInChallengeSchema } from '@/lib/marketplace/siwx-challenge';
import { quoteChallengeSchema } from '@/lib/marketplace/checkout/contract';
import { challengeSchema as paymentChallengeSchema } from '@/lib/marketplace/launch/contract';

/** A paid route's 402: x402 v2 with PAYMENT-REQUIRED, or v1 (quick and job-payment routes) in the body only. */
function paymentChallengeProblem(headers: Headers, body: unknown): string | undefined {
  const parsed = safeParse(paymentChallengeSchema, body);
  if (!parsed.success) return 'is a 402 that is not a payment challenge';
  if (parsed.data.x402Version === 2 && !headers.get('payment-required'))
    return 'is an x402 v2 challenge without PAYMENT-REQUIRED';
  return undefined;
}

export interface Answer {
  status: number;
  headers: Headers;
  /** The body text; undefined for an event stream (only its start is read). */
  text: string | undefined;
}

const ERROR_KEYS = new Set(['ok', 'errorCode', 'message', 'retryAfterSeconds', 'details']);

function parse(text: string | undefined): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text ?? '') };
  } catch {
    return { ok: false };
  }
}

function errorShapeProblem(
  status: number,
  headers: Headers,
  body: unknown,
  route: RouteDef | undefined,
): string | undefined {
  if (!isRecord(body)) return 'is not a JSON object';
  const extra = Object.keys(body).filter((key) => !ERROR_KEYS.has(key));
  if (extra.length > 0) return `has fields outside the error shape: ${extra.join(', ')}`;
  if (body.ok !== false) return 'lacks ok:false';
  if (typeof body.errorCode !== 'string') return 'lacks an errorCode';
  if (!Object.hasOwn(ERROR_MESSAGES, body.errorCode))
    return `has the code ${body.errorCode}, which the catalogue (lib/marketplace/errors.ts) does not know`;
  const assumedOn = SANDBOX_ASSUMED_CODES[body.errorCode];
  if (assumedOn && !assumedOn.includes(route?.id ?? ''))
    return `has the code ${body.errorCode}, a sandbox assumption that ${route?.id ?? 'this path'} may not answer`;
  if (typeof body.message !== 'string' || body.message.trim() === '') return 'lacks a message';
  if (
    body.retryAfterSeconds !== undefined &&
    !(Number.isInteger(body.retryAfterSeconds) && (body.retryAfterSeconds as number) >= 0)
  )
    return 'has a retryAfterSeconds that is not whole seconds';
  if (body.details !== undefined && !isRecord(body.details)) return 'has details that are not an object';
  if ((status === 429 || status === 503) && !headers.has('retry-after')) return `is a ${status} without Retry-After`;
  if (status === 405 && !headers.has('allow')) return 'is a 405 without Allow';
  return undefined;
}

function challengeProblem(route: RouteDef | undefined, headers: Headers, body: unknown): string | undefined {
  // Paid routes answer their requirements (or, for a recovery, the free sign-in challenge, which has the same shape).
  if (route?.auth === 'x402' || route?.id === 'launch.jobAccepts') return paymentChallengeProblem(headers, body);
  const header = headers.get('payment-required');
  if (!header) return 'is a 402 without PAYMENT-REQUIRED';
  if (route?.auth === 'checkout')
    return safeParse(quoteChallengeSchema, body).success ? undefined : 'is a 402 that is not a checkout quote';
  if (!safeParse(signInChallengeSchema, body).success) return 'is a 402 that is not the free sign-in challenge';
  if (!isRecord(body) || !Array.isArray(body.accepts) || body.accepts.length > 0)
    return 'is a sign-in challenge that asks for a payment';
  let decoded: unknown;
  try {
    decoded = decodeBase64Json(header);
  } catch {
    return 'has a PAYMENT-REQUIRED header that does not decode';
  }
  return JSON.stringify(decoded) === JSON.stringify(body) ? undefined : 'has a PAYMENT-REQUIRED header unlike its body';
}

/**
 * The problem with an answer, or undefined when it is one the contract allows.
 * `route` is the route the request reached (undefined when its path matches none).
 */
export function problemWith(answer: Answer, route: RouteDef | undefined, method: string): string | undefined {
  const { status, headers, text } = answer;
  if (status >= 500) return `answered ${status}: ${text?.slice(0, 300)}`;
  // A HEAD answer has no body to judge.
  if (method === 'HEAD')
    return status >= 200 && status < 300 && !route ? `answered ${status} on a path outside the route table` : undefined;
  if (text === undefined)
    return status === 200 && route?.responseType === 'event-stream'
      ? undefined
      : `answered ${status} with an event stream`;
  const body = parse(text);
  if (status >= 200 && status < 300) {
    if (!route) return `answered ${status} on a path outside the route table`;
    if (!body.ok) return `answered ${status} with a body that is not JSON`;
    return safeParse(route.response, body.value).success
      ? undefined
      : `answered ${status} outside ${route.id}'s response schema: ${text.slice(0, 300)}`;
  }
  if (!/^application\/json/i.test(headers.get('content-type') ?? ''))
    return `answered ${status} as ${headers.get('content-type') ?? 'no content type'}`;
  if (!body.ok) return `answered ${status} with a body that is not JSON`;
  const problem =
    status === 402
      ? challengeProblem(route, headers, body.value)
      : status >= 400
        ? errorShapeProblem(status, headers, body.value, route)
        : `answered ${status}`;
  return problem && `${status} ${problem}: ${text.slice(0, 300)}`;
}

/** Tallies of statuses and codes, printed at the end of a run to show what the input reached. */
export class Tally {
  inputs = 0;
  readonly byStatus = new Map<string, number>();

  add(answer: Answer) {
    this.inputs++;
    let key = String(answer.status);
    if (answer.status >= 400 && answer.text) {
      const body = parse(answer.text);
      if (body.ok && isRecord(body.value) && typeof body.value.errorCode === 'string')
        key += ` ${body.value.errorCode}`;
    }
    this.byStatus.set(key, (this.byStatus.get(key) ?? 0) + 1);
  }

  summary(): string {
    return [...this.byStatus.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([key, n]) => `${key}: ${n}`)
      .join(', ');
  }
}
