/** The account in the pages: the private profile, the legacy balance, proof of human, and reading a sign-in challenge. */
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { callRoute, type Transport } from '../call';
import { fetchPaid } from '../paid-call';
import { signInChallengeSchema, type SignInChallenge } from '../siwx';
import { wireRoutes } from '../route';
import { accountWire } from './terms';

/** The area's routes as pages call them: the schemas load with the first call. */
export const accountCalls = wireRoutes(accountWire, () => import('./contract').then((m) => m.accountRoutes));

export const accountKeys = {
  all: ['account'] as const,
  profile: () => ['account', 'profile'] as const,
  legacyBalance: () => ['account', 'legacy-balance'] as const,
};

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
  // Without a proof only the challenge may answer: `never` turns any other success into RESPONSE_INVALID.
  const answer = await fetchPaid(path, request, {
    challenge: signInChallengeSchema,
    challengeIn: 'header',
    response: z.never(),
  });
  return answer.kind === 'challenge' ? answer.paymentRequired : answer.data;
}
