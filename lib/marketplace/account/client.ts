/** The account in the pages: the private profile, the legacy balance, proof of human, and reading a sign-in challenge. */
import { queryOptions } from '@tanstack/react-query';
import { PROXY_PREFIX, callRoute, type Transport } from '../call';
import { MarketplaceError, errorFromResponse } from '../errors';
import { safeParse } from '../schema';
import { decodeBase64Json, signInChallengeSchema, type SignInChallenge } from '../siwx';
import { accountRoutes } from './contract';

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
        const { data, fetchedAt } = await callRoute(accountRoutes.profile, { signal, transport });
        return { data, fetchedAt };
      },
      staleTime: 10_000,
    }),
  legacyBalance: () =>
    queryOptions({
      queryKey: accountKeys.legacyBalance(),
      queryFn: async ({ signal }) => {
        const { data, fetchedAt } = await callRoute(accountRoutes.legacyBalance, { signal });
        return { data, fetchedAt };
      },
      staleTime: 20_000,
    }),
};

export const createVerificationLink = async () => (await callRoute(accountRoutes.proofOfHuman, { body: {} })).data;

/**
 * Ask for the free sign-in challenge of a request: the same request without
 * credentials answers 402 with the challenge in PAYMENT-REQUIRED.
 */
export async function fetchChallenge(
  path: string,
  init: { method: 'GET' | 'POST'; body?: unknown },
): Promise<SignInChallenge> {
  const response = await fetch(`${PROXY_PREFIX}${path}`, {
    method: init.method,
    credentials: 'same-origin',
    headers: init.body === undefined ? {} : { 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const header = response.headers.get('payment-required');
  if (response.status !== 402 || !header) {
    const json: unknown = await response.json().catch(() => undefined);
    throw response.ok
      ? new MarketplaceError({ status: response.status, code: 'RESPONSE_INVALID' })
      : errorFromResponse(response.status, json, response.headers.get('retry-after'));
  }
  const parsed = safeParse(signInChallengeSchema, decodeBase64Json(header));
  if (!parsed.success) throw new MarketplaceError({ status: 402, code: 'RESPONSE_INVALID' });
  return parsed.data;
}
