/**
 * Swaps (spec 2.9, 3.2, 4.10, part 8): creating a swap between two platform
 * assets, reading one swap's status, and the swap history. Request bodies
 * carry the contract's limits; the amount rules and fee math live in
 * `rules.ts`, shared with the sandbox.
 */
import * as z from 'zod/mini';
import { ASSET_IDS, type AssetId } from '../assets';
import { defineRoute } from '../route';
import { decimalString as decimal, idempotencyKeySchema, wholeNumberSchema } from '../schema';
import { checkAmountText, readAmount } from './rules';
import { ASSET_PROBLEMS, SWAP_LIMITS, swapWire } from './terms';

/** Pair keys are written `toToken_fromToken`. */
export const pairKeyOf = (fromToken: AssetId, toToken: AssetId) => `${toToken}_${fromToken}`;

// ---- requests ----------------------------------------------------------------

const asset = z.enum(ASSET_IDS, { error: ASSET_PROBLEMS.unknown });

/** A string (preferred) or a JSON number; the rules every amount follows whatever its asset. */
const amount = z.union([z.string(), z.number()], { error: 'Enter an amount.' }).check(
  z.superRefine((value, ctx) => {
    const checked = checkAmountText(value);
    if (!checked.ok) ctx.addIssue({ code: 'custom', message: checked.message, input: value });
  }),
);

const swapCreateBodySchema = z
  .strictObject({ fromToken: asset, toToken: asset, amount, idempotencyKey: idempotencyKeySchema })
  .check(
    z.refine((body) => body.fromToken !== body.toToken, {
      error: ASSET_PROBLEMS.same,
      path: ['toToken'],
      params: { code: 'SWAP_INVALID_REQUEST' },
    }),
    z.superRefine((body, ctx) => {
      const reading = readAmount(body.amount, body.fromToken);
      if (!reading.ok) ctx.addIssue({ code: 'custom', message: reading.message, path: ['amount'], input: body.amount });
    }),
  );
export type SwapCreateBody = z.infer<typeof swapCreateBodySchema>;

const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

/** Exactly one of the swap's id (a UUID) or the idempotency key it was created with. */
const swapStatusBodySchema = z
  .strictObject({
    swapId: z.optional(z.string().check(z.regex(UUID, { error: 'A swap id is a UUID.' }))),
    idempotencyKey: z.optional(idempotencyKeySchema),
  })
  .check(
    z.refine((body) => (body.swapId === undefined) !== (body.idempotencyKey === undefined), {
      error: 'Name the swap by exactly one of its id or its idempotency key.',
      params: { code: 'SWAP_INVALID_REQUEST' },
    }),
  );
const swapHistoryBodySchema = z.strictObject({
  limit: z.optional(wholeNumberSchema('The number of swaps per page', 1, SWAP_LIMITS.historyLimitMax)),
  offset: z.optional(wholeNumberSchema('The position in the history', 0, SWAP_LIMITS.historyOffsetMax)),
});

// ---- responses ---------------------------------------------------------------

const nullableDecimal = z.nullable(decimal);

/** A swap record (2.9). Asset ids and states stay open strings: older and newer records may carry others. */
const swapRecordSchema = z.looseObject({
  id: z.string(),
  pairKey: z.nullable(z.string()),
  fromToken: z.string(),
  toToken: z.string(),
  amountIn: decimal,
  received: nullableDecimal,
  status: z.string(),
  expectedAmountOut: nullableDecimal,
  expectedAmountOutMin: nullableDecimal,
  createdAt: z.string(),
  txId: z.nullable(z.string()),
  routeVersion: z.nullable(z.string()),
  bridgeGrossAmount: nullableDecimal,
  bridgeFeeAmount: nullableDecimal,
  failureReason: z.optional(z.nullable(z.string())),
  /** Sandbox addition: where the swap was made (`api`, `website` or `autoswap`). */
  source: z.optional(z.string()),
});
export type SwapRecord = z.infer<typeof swapRecordSchema>;

const swapCreatedSchema = z.looseObject({
  ok: z.literal(true),
  swapId: z.string(),
  pairKey: z.nullable(z.string()),
  fromToken: z.string(),
  toToken: z.string(),
  amountIn: decimal,
  status: z.string(),
  replayed: z.boolean(),
  // Named as BALANCE_FIELDS (terms.ts) says.
  balance: decimal,
  balanceNative: decimal,
  usdcBalance: decimal,
  skrBalance: decimal,
  usdcBalanceBase: decimal,
  usdgBalanceAlt: decimal,
  expectedAmountOut: nullableDecimal,
  expectedAmountOutMin: nullableDecimal,
  routeVersion: z.nullable(z.string()),
  bridgeGrossAmount: nullableDecimal,
  bridgeFeeAmount: nullableDecimal,
  failureReason: z.optional(z.nullable(z.string())),
  received: z.optional(nullableDecimal),
});
export type SwapCreated = z.infer<typeof swapCreatedSchema>;

const swapStatusResponseSchema = z.looseObject({ ok: z.literal(true), swap: swapRecordSchema });

const swapHistoryResponseSchema = z.looseObject({
  ok: z.literal(true),
  swaps: z.array(swapRecordSchema),
  total: z.int(),
  limit: z.int(),
  offset: z.int(),
  hasMore: z.boolean(),
  nextOffset: z.nullable(z.int()),
  pending: z.nullable(z.looseObject({ id: z.string(), status: z.string() })),
});
export type SwapHistoryPage = z.infer<typeof swapHistoryResponseSchema>;

// ---- routes ------------------------------------------------------------------

const codes = {
  input: 'SWAP_INPUT_INVALID',
  fields: {
    fromToken: 'SWAP_ASSET_INVALID',
    toToken: 'SWAP_ASSET_INVALID',
    amount: 'SWAP_AMOUNT_INVALID',
    idempotencyKey: 'SWAP_REQUEST_KEY_INVALID',
  },
  tooLarge: 'SWAP_INPUT_INVALID',
  mediaType: 'SWAP_INPUT_INVALID',
};

export const swapRoutes = {
  create: defineRoute({
    ...swapWire.create,
    auth: 'account',
    alias: true,
    bodyLimit: SWAP_LIMITS.bodyLimit,
    journaled: true,
    purpose: 'Sign in to swap assets on your {service} account',
    body: swapCreateBodySchema,
    response: swapCreatedSchema,
    codes,
  }),
  status: defineRoute({
    ...swapWire.status,
    auth: 'account',
    alias: true,
    effect: 'read',
    bodyLimit: SWAP_LIMITS.bodyLimit,
    purpose: 'Sign in to read the status of your {service} swap',
    body: swapStatusBodySchema,
    response: swapStatusResponseSchema,
    codes,
  }),
  history: defineRoute({
    ...swapWire.history,
    auth: 'account',
    alias: true,
    effect: 'read',
    bodyLimit: SWAP_LIMITS.bodyLimit,
    purpose: 'Sign in to view your {service} swap history',
    body: swapHistoryBodySchema,
    bodyOptional: true,
    response: swapHistoryResponseSchema,
    codes: { input: 'SWAP_INPUT_INVALID', tooLarge: 'SWAP_INPUT_INVALID', mediaType: 'SWAP_INPUT_INVALID' },
  }),
};
