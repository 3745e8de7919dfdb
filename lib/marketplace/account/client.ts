/** The account in the pages: the private profile, the legacy balance, proof of human, and reading a sign-in challenge. */
import { queryOptions } from '@tanstack/react-query';
import { callRoute, type Transport } from '../call';
import { fetchPaid, loadForPaying } from '../paid-call';
import type { SignInChallenge } from '../siwx';
import { wireRoutes } from '../route';
import type { accountRoutes } from './contract';
import { accountKeys } from './keys';
import { accountWire } from './terms';

/** The area's routes as pages call them: no schemas, the proxy checks what goes and comes back. */
export const accountCalls = wireRoutes<typeof accountRoutes>(accountWire);

export { accountKeys };

export const accountQueries = {
  profile: (transport?: Transport) =>
    queryOptions({
      queryKey: accountKeys.profile(),
      queryFn: async ({ signal }) => {
        const { data, fetchedAt } = await callRoute(accountCalls.profile, { signal, transport });
        return { data, fetchedAt };
      },
      staleTime: 10_000,
    }),
  legacyBalance: () =>
    queryOptions({
      queryKey: accountKeys.legacyBalance(),
      queryFn: async ({ signal }) => {
        const { data, fetchedAt } = await callRoute(accountCalls.legacyBalance, { signal });
        return { data, fetchedAt };
      },
      staleTime: 20_000,
    }),
};

export const createVerificationLink = async () => (await callRoute(accountCalls.proofOfHuman, { body: {} })).data;

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
