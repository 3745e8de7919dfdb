/**
 * Account area (spec 2.11, 3.6, 4.9, 4.11): account access with a wallet proof,
 * the private profile, proof of human, key rotation and the legacy balance.
 */
import * as z from 'zod/mini';
import { defineRoute } from '../route';
import { emptyObject, networkSchema } from '../schema';
import { ROTATE_KEY_PURPOSE, accountWire } from './terms';

const decimal = z.string().check(z.regex(/^-?\d+(\.\d+)?$/));

export const humanVerificationSchema = z.looseObject({
  verified: z.boolean(),
  status: z.enum(['unverified', 'verified', 'expired']),
  provider: z.optional(z.nullable(z.string())),
  verifiedAt: z.optional(z.nullable(z.string())),
  expiresAt: z.optional(z.nullable(z.string())),
});

/** Spec 2.11 lists the private profile's fields without `ok`: a profile without it is still one. */
const profileSchema = z.looseObject({
  ok: z.optional(z.literal(true)),
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

const proofOfHumanSchema = z.union([
  z.looseObject({
    ok: z.literal(true),
    accountId: z.string(),
    alreadyVerified: z.literal(false),
    verificationUrl: z.string(),
    requestId: z.string(),
    expiresAt: z.string(),
  }),
  z.looseObject({
    ok: z.literal(true),
    accountId: z.string(),
    alreadyVerified: z.literal(true),
    verificationUrl: z.null(),
    humanVerified: z.literal(true),
  }),
]);
export type ProofOfHuman = z.infer<typeof proofOfHumanSchema>;

/**
 * Account access and rotation answer with the key. The proxy keeps it in the
 * session: the browser's copy has `apikeyStored: true` in its place.
 */
const keyAnswer = {
  ok: z.literal(true),
  auth: z.optional(z.literal('siwx')),
  accountId: z.string(),
  walletAddress: z.string(),
  network: networkSchema,
  apikey: z.optional(z.string()),
  apikeyStored: z.optional(z.literal(true)),
};
export const accountCreatedSchema = z.looseObject({ ...keyAnswer, created: z.boolean() });
const rotatedSchema = z.looseObject({ ...keyAnswer, rotated: z.literal(true) });

/** The legacy balance (4.11): one numeric string. */
const legacyBalanceSchema = z.looseObject({ balance: decimal });

// ---- routes ------------------------------------------------------------------

const accountCodes = { input: 'AGENT_UNEXPECTED_INPUT' };
const ACCESS_PATHS = [
  accountWire.create.path,
  '/:network=solana|base/account-create',
  '/api/x402/quick/:network=solana|base/account-create',
] as const;
const networkParams = z.strictObject({ network: networkSchema });

export const accountRoutes = {
  // Account access answers on three paths and both methods; POST on the first is the one to use.
  create: defineRoute({
    ...accountWire.create,
    variants: ACCESS_PATHS.flatMap((path) => (['POST', 'GET'] as const).map((method) => ({ method, path }))).slice(1),
    auth: 'siwx',
    secrets: { apikey: 'apikey' },
    purpose: 'Sign in to create or access your {service} agent account',
    params: networkParams,
    response: accountCreatedSchema,
    codes: { input: 'SIWX_UNEXPECTED_INPUT' },
  }),
  profile: defineRoute({
    ...accountWire.profile,
    auth: 'account',
    alias: true,
    purpose: 'Sign in to view your {service} agent profile',
    response: profileSchema,
    codes: accountCodes,
  }),
  proofOfHuman: defineRoute({
    ...accountWire.proofOfHuman,
    auth: 'account',
    alias: true,
    bodyLimit: 16 * 1024,
    purpose: 'Sign in to create a Proof of Human verification link for your {service} agent account',
    body: emptyObject,
    bodyOptional: true,
    response: proofOfHumanSchema,
    codes: accountCodes,
  }),
  rotateKey: defineRoute({
    ...accountWire.rotateKey,
    auth: 'siwx',
    alias: true,
    secrets: { apikey: 'apikey' },
    purpose: ROTATE_KEY_PURPOSE,
    response: rotatedSchema,
    codes: { input: 'AGENT_API_KEY_INPUT_INVALID', method: 'AGENT_API_KEY_METHOD_INVALID' },
  }),
  legacyBalance: defineRoute({
    ...accountWire.legacyBalance,
    auth: 'key',
    response: legacyBalanceSchema,
    codes: accountCodes,
  }),
};
