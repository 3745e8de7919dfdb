/**
 * The sign-in challenge's schema (spec part 5): a module of its own, so the
 * pages that sign proofs or hash intents (siwx.ts) carry no schema library;
 * it loads when a challenge is asked for.
 */
import * as z from 'zod/mini';
import { SIWX_EXTENSION } from './siwx';

const siwxInfoSchema = z.looseObject({
  domain: z.string().check(z.minLength(1)),
  uri: z.string().check(z.minLength(1)),
  statement: z.optional(z.string()),
  version: z.string(),
  nonce: z.string().check(z.minLength(1)),
  issuedAt: z.string(),
  expirationTime: z.optional(z.string()),
  notBefore: z.optional(z.string()),
  requestId: z.optional(z.string()),
  resources: z.optional(z.array(z.string())),
});
export type SiwxInfo = z.infer<typeof siwxInfoSchema>;

const siwxExtensionSchema = z.looseObject({
  info: siwxInfoSchema,
  supportedChains: z.array(z.looseObject({ chainId: z.string(), type: z.string() })),
});

/** The free sign-in challenge: a 402 with no payment options and the SIWX extension. */
export const signInChallengeSchema = z.looseObject({
  x402Version: z.literal(2),
  accepts: z.array(z.unknown()).check(z.length(0)),
  resource: z.optional(z.looseObject({ url: z.string(), description: z.optional(z.string()) })),
  extensions: z.looseObject({ [SIWX_EXTENSION]: siwxExtensionSchema }),
});
export type SignInChallenge = z.infer<typeof signInChallengeSchema>;

/** A challenge's request answered without a proof: only the challenge may come back, any success is RESPONSE_INVALID. */
export const noAnswerSchema = z.never();
