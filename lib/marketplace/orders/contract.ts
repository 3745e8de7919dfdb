/**
 * The order room of an activated order (spec 4.3): chat with the seller,
 * approval (finalize) and the review of the delivery, each authorized by the
 * order secret in X-Secret. In the browser the secret is a vault handle the
 * proxy turns into X-Secret; the page never holds the secret itself.
 */
import * as z from 'zod/mini';
import { intParam } from '../query-params';
import { defineRoute } from '../route';
import { decimalString, emptyObject, idempotencyKeySchema, networkSchema } from '../schema';
import { ORDER_LIMITS, orderWire, STARS_PROBLEM } from './terms';

// ---- requests ----------------------------------------------------------------

const chatMessagesQuerySchema = z.strictObject({
  pageSize: z.optional(intParam('The number of results per page', 1, ORDER_LIMITS.pageSizeMax)),
  afterId: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
});

export const chatFileUrlSchema = z
  .string()
  .check(
    z.maxLength(ORDER_LIMITS.urlMax, { error: 'That link is too long.' }),
    z.regex(/^https:\/\/\S+$/, { error: 'A file link must start with https://.' }),
  );

export const chatSendBodySchema = z.strictObject({
  message: z.string().check(
    z.refine((v) => v.trim() !== '', { error: 'Write a message.' }),
    z.maxLength(ORDER_LIMITS.chatMessageMax, {
      error: `A message can be at most ${ORDER_LIMITS.chatMessageMax.toLocaleString('en-US')} characters.`,
    }),
  ),
  idempotencyKey: idempotencyKeySchema,
  files: z.optional(
    z
      .array(chatFileUrlSchema)
      .check(z.maxLength(ORDER_LIMITS.chatFilesMax, { error: `At most ${ORDER_LIMITS.chatFilesMax} files.` })),
  ),
});
export type ChatSendBody = z.infer<typeof chatSendBodySchema>;

/** Sandbox assumption: the seller review action takes the delivered submission's id, stars and optional text. */
export const reviewBodySchema = z.strictObject({
  submissionId: z.string().check(z.minLength(1), z.maxLength(200)),
  stars: z.int().check(z.gte(1, { error: STARS_PROBLEM }), z.lte(ORDER_LIMITS.starsMax, { error: STARS_PROBLEM })),
  text: z.optional(
    z.string().check(
      z.maxLength(ORDER_LIMITS.reviewTextMax, {
        error: `A review can be at most ${ORDER_LIMITS.reviewTextMax.toLocaleString('en-US')} characters.`,
      }),
    ),
  ),
});
export type ReviewBody = z.infer<typeof reviewBodySchema>;

// ---- responses ---------------------------------------------------------------

const chatMessageSchema = z.looseObject({
  id: z.string(),
  sender: z.enum(['buyer', 'seller']),
  message: z.string(),
  files: z.array(z.string()),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

const selectedWinnerSchema = z.nullable(
  z.looseObject({
    id: z.string(),
    nickname: z.string(),
    content: z.string(),
    files: z.array(z.string()),
    deliveredAt: z.string(),
  }),
);
export type SelectedWinner = NonNullable<z.infer<typeof selectedWinnerSchema>>;

export const chatMessagesResponseSchema = z.looseObject({
  ok: z.literal(true),
  messages: z.array(chatMessageSchema),
  nextAfterId: z.nullable(z.string()),
  selectedWinner: selectedWinnerSchema,
  /** Not in the contract (the sandbox sends it): the purchase's status read tells the order's state either way. */
  orderStatus: z.optional(z.string()),
});

export const chatSendResponseSchema = z.looseObject({
  ok: z.literal(true),
  message: chatMessageSchema,
  replayed: z.boolean(),
});

export const finalizeResponseSchema = z.looseObject({
  ok: z.literal(true),
  finalized: z.literal(true),
  alreadySettled: z.boolean(),
  payout: z.looseObject({
    nickname: z.string(),
    amount: decimalString,
    // The contract shows USDC; the live service may pay workers in another asset (as `rewardAsset`, below).
    asset: z.string(),
    network: networkSchema,
    creditedAt: z.string(),
  }),
});

export const reviewResponseSchema = z.looseObject({
  ok: z.literal(true),
  replayed: z.boolean(),
  review: z.looseObject({ stars: z.int(), text: z.nullable(z.string()), reviewedAt: z.string() }),
});

// ---- routes ------------------------------------------------------------------

const codes = { input: 'ORDER_INPUT_INVALID' };
const KiB = 1024;

export const orderRoutes = {
  messages: defineRoute({
    ...orderWire.messages,
    auth: 'secret',
    query: chatMessagesQuerySchema,
    response: chatMessagesResponseSchema,
    codes,
  }),
  send: defineRoute({
    ...orderWire.send,
    auth: 'secret',
    bodyLimit: 16 * KiB,
    journaled: true,
    body: chatSendBodySchema,
    response: chatSendResponseSchema,
    codes,
  }),
  finalize: defineRoute({
    ...orderWire.finalize,
    auth: 'secret',
    bodyLimit: 16 * KiB,
    body: emptyObject,
    bodyOptional: true,
    response: finalizeResponseSchema,
    codes,
  }),
  review: defineRoute({
    ...orderWire.review,
    auth: 'secret',
    bodyLimit: 16 * KiB,
    body: reviewBodySchema,
    response: reviewResponseSchema,
    codes,
  }),
};
