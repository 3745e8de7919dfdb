/**
 * A sign-in challenge, read when a wallet proof is asked for (signing in, rotating the key): apart from the account's
 * reads, so the pages and the header that read the profile carry none of the x402 answer checks.
 */
import { fetchPaid, loadForPaying } from '../paid-call';
import type { SignInChallenge } from '../siwx';

/**
 * Ask for the free sign-in challenge of a request: the same request without
 * credentials answers 402 with the challenge in PAYMENT-REQUIRED.
 */
export async function fetchChallenge(
  path: string,
  init: { method: 'GET' | 'POST'; body?: unknown },
): Promise<SignInChallenge> {
  const { method, body } = init;
  const request: RequestInit =
    body === undefined
      ? { method }
      : { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
  // Loaded when a proof is asked for: the pages that sign carry no schemas before.
  const { signInChallengeSchema, noAnswerSchema } = await loadForPaying(() => import('../siwx-challenge'));
  const answer = await fetchPaid(path, request, {
    challenge: signInChallengeSchema,
    challengeIn: 'header',
    response: noAnswerSchema,
  });
  return answer.kind === 'challenge' ? answer.paymentRequired : answer.data;
}
