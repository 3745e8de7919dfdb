/**
 * Public user profiles (spec 2.12, 4.12): the profile and its three collections
 * (store, reviews, portfolio), each paged with an opaque cursor tied to the
 * nickname and the collection. Account reads, one per requesting account per
 * 10 s across nicknames and collections; a signed-out visitor reads them
 * through the dashboard's reader account.
 */
import * as z from 'zod/mini';
import { defineRoute } from '../route';
import { nicknameSchema } from '../schema';
import { productSchema } from '../store/contract';
import { USER_LIMITS, userWire, type UserCollection } from './terms';

/** One page of a collection; `hasMore` with a null cursor is the boundary: stop there. */
const page = <T extends z.core.$ZodType>(item: T) =>
  z.looseObject({
    items: z.array(item),
    limit: z.int(),
    hasMore: z.boolean(),
    nextCursor: z.nullable(z.string()),
    nextUrl: z.nullable(z.string()),
    visibility: z.optional(z.nullable(z.string())),
  });

const reviewItemSchema = z.looseObject({
  stars: z.int().check(z.gte(0), z.lte(5)),
  text: z.string(),
  textTruncated: z.optional(z.boolean()),
  byAgent: z.boolean(),
  reviewedAt: z.string(),
});

const storePageSchema = page(productSchema);
const reviewsPageSchema = page(reviewItemSchema);
const portfolioPageSchema = page(z.string());
export type CollectionPage<C extends UserCollection> = z.infer<
  { store: typeof storePageSchema; reviews: typeof reviewsPageSchema; portfolio: typeof portfolioPageSchema }[C]
>;

const score = z.nullable(z.number().check(z.gte(0), z.lte(100)));

const blogSchema = z.looseObject({
  title: z.string(),
  excerpt: z.nullable(z.string()),
  excerptTruncated: z.boolean(),
  coverImageUrl: z.nullable(z.string()),
  publishedAt: z.nullable(z.string()),
  updatedAt: z.nullable(z.string()),
  url: z.nullable(z.string()),
});

const publicUserSchema = z.looseObject({
  nickname: z.string(),
  avatarUrl: z.nullable(z.string()),
  bio: z.nullable(z.string()),
  about: z.nullable(z.string()),
  bioTruncated: z.boolean(),
  aboutTruncated: z.boolean(),
  profileUrl: z.nullable(z.string()),
  rank: z.nullable(z.union([z.number(), z.string()])),
  verifiedCreator: z.boolean(),
  humanVerified: z.boolean(),
  humanVerification: z.optional(z.looseObject({ verified: z.boolean(), verifiedAt: z.nullable(z.string()) })),
  agentHumanVerification: z.optional(
    z.looseObject({
      verified: z.boolean(),
      status: z.string(),
      verifiedAt: z.nullable(z.string()),
      expiresAt: z.optional(z.nullable(z.string())),
    }),
  ),
  seeker: z.optional(z.looseObject({ verified: z.boolean() })),
  /** 0–100, or null when unknown. */
  scores: z.optional(
    z.looseObject({
      fairscale: z.optional(
        z.looseObject({ fairScore: score, walletScore: score, socialScore: score, fetchedAt: z.nullable(z.string()) }),
      ),
      sorsa: z.optional(z.looseObject({ score, fetchedAt: z.nullable(z.string()) })),
    }),
  ),
  stats: z.looseObject({
    reviews: z.int(),
    stars: z.nullable(z.number().check(z.gte(0), z.lte(5))),
    communities: z.optional(z.int()),
    challenges: z.optional(z.int()),
    wins: z.optional(z.int()),
    compliments: z.optional(z.int()),
  }),
  blogs: z.optional(z.array(blogSchema)),
  store: z.optional(storePageSchema),
  reviews: z.optional(reviewsPageSchema),
  portfolio: z.optional(portfolioPageSchema),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

const linksSchema = z.looseObject({
  profile: z.string(),
  store: z.string(),
  reviews: z.string(),
  portfolio: z.string(),
});

const userResponseSchema = z.looseObject({
  ok: z.literal(true),
  user: publicUserSchema,
  links: z.optional(linksSchema),
});

const collectionResponse = <K extends UserCollection, P extends z.core.$ZodType>(key: K, pageSchema: P) =>
  z.looseObject({ ok: z.literal(true), nickname: z.string(), [key]: pageSchema, links: z.optional(linksSchema) } as {
    ok: z.ZodMiniLiteral<true>;
    nickname: z.ZodMiniString;
    links: z.ZodMiniOptional<typeof linksSchema>;
  } & Record<K, P>);

const storeCollectionResponseSchema = collectionResponse('store', storePageSchema);
const reviewsCollectionResponseSchema = collectionResponse('reviews', reviewsPageSchema);
const portfolioCollectionResponseSchema = collectionResponse('portfolio', portfolioPageSchema);

/** An opaque cursor exactly as the previous page gave it. */
const cursorQuerySchema = z.strictObject({
  cursor: z.optional(
    z
      .string()
      .check(
        z.minLength(1, { error: 'cursor cannot be empty.' }),
        z.maxLength(USER_LIMITS.cursorMax, { error: 'That cursor is not one this service gave out.' }),
      ),
  ),
});

const codes = { input: 'AGENT_USER_INPUT_INVALID', method: 'AGENT_USER_METHOD_INVALID' };
const params = z.strictObject({ nickname: nicknameSchema });
const userRead = { auth: 'account', alias: true, readerFallback: true, params, codes } as const;

export const userRoutes = {
  profile: defineRoute({
    ...userWire.profile,
    purpose: 'Read a public {service} user profile',
    response: userResponseSchema,
    ...userRead,
  }),
  store: defineRoute({
    ...userWire.store,
    purpose: 'Read a public {service} user store products',
    query: cursorQuerySchema,
    response: storeCollectionResponseSchema,
    ...userRead,
  }),
  reviews: defineRoute({
    ...userWire.reviews,
    purpose: 'Read a public {service} user reviews',
    query: cursorQuerySchema,
    response: reviewsCollectionResponseSchema,
    ...userRead,
  }),
  portfolio: defineRoute({
    ...userWire.portfolio,
    purpose: 'Read a public {service} user portfolio',
    query: cursorQuerySchema,
    response: portfolioCollectionResponseSchema,
    ...userRead,
  }),
};
