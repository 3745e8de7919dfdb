/**
 * Account area (spec 2.11, 3.6, 4.9, 4.11): the private profile, proof of
 * human, key rotation and the legacy balance, plus reading a sign-in challenge.
 */
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { PROXY_PREFIX, callMarketplace, fetchedAtOf, type Transport } from './client';
import { MarketplaceError, errorFromResponse } from './errors';
import { safeParse, type Schema } from './schema';
import { decodeBase64Json, signInChallengeSchema, type SignInChallenge } from './siwx';

const decimal = z.string().check(z.regex(/^-?\d+(\.\d+)?$/));

export const humanVerificationSchema = z.looseObject({
  verified: z.boolean(),
  status: z.enum(['unverified', 'verified', 'expired']),
  provider: z.optional(z.nullable(z.string())),
  verifiedAt: z.optional(z.nullable(z.string())),
  expiresAt: z.optional(z.nullable(z.string())),
});

export const profileSchema = z.looseObject({
  ok: z.literal(true),
  accountId: z.string(),
  username: z.nullable(z.string()),
  rank: z.nullable(z.union([z.number(), z.string()])),
  unreadNotificationCount: z.int().check(z.nonnegative()),
  balances: z.looseObject({
    solana: z.looseObject({ SOL: decimal, USDC: decimal, NATIVE: decimal, SKR: decimal }),
    base: z.looseObject({ USDC: decimal }),
    alt: z.looseObject({ USDG: decimal }),
  }),
  humanVerified: z.boolean(),
  humanVerification: humanVerificationSchema,
});
export type Profile = z.infer<typeof profileSchema>;

export const proofOfHumanSchema = z.union([
  z.looseObject({ ok: z.literal(true), accountId: z.string(), alreadyVerified: z.literal(false), verificationUrl: z.string(), requestId: z.string(), expiresAt: z.string() }),
  z.looseObject({ ok: z.literal(true), accountId: z.string(), alreadyVerified: z.literal(true), verificationUrl: z.null(), humanVerified: z.literal(true) }),
]);
export type ProofOfHuman = z.infer<typeof proofOfHumanSchema>;

/** A rotation as the browser sees it: the proxy keeps the key and says so. */
export const rotatedSchema = z.looseObject({ ok: z.literal(true), rotated: z.literal(true), accountId: z.string(), apikeyStored: z.literal(true) });

export const legacyBalanceSchema = z.looseObject({ balance: z.string() });

/** Data plus when the dashboard's server fetched it (reads may come from its cache). */
export interface Timed<T> {
  data: T;
  fetchedAt: number;
}

async function timed<T>(path: string, schema: Schema<T>, signal: AbortSignal, transport?: Transport): Promise<Timed<T>> {
  const { data, headers } = await callMarketplace(path, { schema, signal, transport });
  return { data, fetchedAt: fetchedAtOf(headers) };
}

export const accountKeys = {
  all: ['account'] as const,
  profile: () => ['account', 'profile'] as const,
  legacyBalance: () => ['account', 'legacy-balance'] as const,
};

export const accountQueries = {
  profile: (transport?: Transport) =>
    queryOptions({ queryKey: accountKeys.profile(), queryFn: ({ signal }) => timed('/profile', profileSchema, signal, transport), staleTime: 10_000 }),
  legacyBalance: () =>
    queryOptions({ queryKey: accountKeys.legacyBalance(), queryFn: ({ signal }) => timed('/api/external/balance', legacyBalanceSchema, signal), staleTime: 20_000 }),
};

export const createVerificationLink = () => callMarketplace('/proofofhuman', { method: 'POST', body: {}, schema: proofOfHumanSchema }).then((r) => r.data);

/**
 * Ask for the free sign-in challenge of a request: the same request without
 * credentials answers 402 with the challenge in PAYMENT-REQUIRED.
 */
export async function fetchChallenge(path: string, init: { method: 'GET' | 'POST'; body?: unknown }): Promise<SignInChallenge> {
  const response = await fetch(`${PROXY_PREFIX}${path}`, {
    method: init.method,
    credentials: 'same-origin',
    headers: init.body === undefined ? {} : { 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const header = response.headers.get('payment-required');
  if (response.status !== 402 || !header) {
    const json: unknown = await response.json().catch(() => undefined);
    throw response.ok ? new MarketplaceError({ status: response.status, code: 'RESPONSE_INVALID' }) : errorFromResponse(response.status, json, response.headers.get('retry-after'));
  }
  const parsed = safeParse(signInChallengeSchema, decodeBase64Json(header));
  if (!parsed.success) throw new MarketplaceError({ status: 402, code: 'RESPONSE_INVALID' });
  return parsed.data;
}
