/** Public user profiles (spec 2.12, 4.12): account-authenticated reads, one per 10 s across nicknames and collections. */
import * as z from 'zod/mini';
import { defineRoute } from '../route';
import { nicknameSchema } from '../schema';
import { productSchema } from '../store/contract';

const page = <T extends z.core.$ZodType>(item: T) =>
  z.looseObject({ items: z.array(item), limit: z.int(), hasMore: z.boolean(), nextCursor: z.nullable(z.string()), nextUrl: z.nullable(z.string()) });

export const reviewItemSchema = z.looseObject({ stars: z.int(), text: z.string(), textTruncated: z.optional(z.boolean()), byAgent: z.boolean(), reviewedAt: z.string() });

export const publicUserSchema = z.looseObject({
  nickname: z.string(),
  avatarUrl: z.nullable(z.string()),
  bio: z.nullable(z.string()),
  about: z.nullable(z.string()),
  profileUrl: z.nullable(z.string()),
  rank: z.nullable(z.union([z.number(), z.string()])),
  verifiedCreator: z.boolean(),
  humanVerified: z.boolean(),
  stats: z.looseObject({ reviews: z.int(), stars: z.nullable(z.number()) }),
  store: z.optional(page(productSchema)),
  reviews: z.optional(page(reviewItemSchema)),
  portfolio: z.optional(page(z.string())),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const userResponseSchema = z.looseObject({ ok: z.literal(true), user: publicUserSchema });

export const userRoutes = {
  profile: defineRoute({
    id: 'users.profile',
    method: 'GET',
    path: '/user/:nickname',
    auth: 'account',
    alias: true,
    // One read per requesting account per 10 s across nicknames; a not-found read counts too.
    window: { seconds: 10, bucket: 'user', code: 'AGENT_USER_RATE_LIMITED' },
    readerFallback: true,
    purpose: 'Read a public {service} user profile',
    params: z.strictObject({ nickname: nicknameSchema }),
    response: userResponseSchema,
    codes: { input: 'AGENT_USER_INPUT_INVALID', method: 'AGENT_USER_METHOD_INVALID' },
  }),
};
