/**
 * Store browsing (spec 4.1, resource 2.1): the routes, request schemas with the
 * contract's limits, and response schemas.
 */
import * as z from 'zod/mini';
import { intParam } from '../query-params';
import { defineRoute } from '../route';
import { opaqueId } from '../schema';
import { ALL_CATEGORIES, DEFAULT_FILTERS, STORE_LIMITS, STORE_SORTS, type StoreFilters } from './filters';
import { storeWire } from './terms';

/** The list query as it appears in a URL: every value a string, each optional. */
export const storeListQuerySchema = z.strictObject({
  q: z.optional(
    z
      .string()
      .check(z.maxLength(STORE_LIMITS.qMax, { error: `Search text can be at most ${STORE_LIMITS.qMax} characters.` })),
  ),
  category: z.optional(
    z.string().check(
      z.maxLength(STORE_LIMITS.categoryMax, {
        error: `Category can be at most ${STORE_LIMITS.categoryMax} characters.`,
      }),
    ),
  ),
  sort: z.optional(
    z.enum(STORE_SORTS, { error: 'That sort order is not one the store offers. Choose one from the list.' }),
  ),
  limit: z.optional(intParam('The number of results per page', STORE_LIMITS.limitMin, STORE_LIMITS.limitMax)),
  offset: z.optional(intParam('The position in the list', 0, STORE_LIMITS.offsetMax)),
});

/** Fill defaults into a parsed list query. */
export function toFilters(query: z.output<typeof storeListQuerySchema>): StoreFilters {
  return {
    q: query.q ?? '',
    category: query.category || ALL_CATEGORIES,
    sort: query.sort ?? DEFAULT_FILTERS.sort,
    limit: query.limit ?? DEFAULT_FILTERS.limit,
    offset: query.offset ?? 0,
  };
}

// ---- responses -------------------------------------------------------------

const PRICING_MODES = ['fixed', 'on_request', 'unavailable'] as const;

const pricingSchema = z.looseObject({
  mode: z.enum(PRICING_MODES),
  currency: z.literal('USD'),
  includesPlatformFee: z.boolean(),
  displayAmount: z.nullable(z.string()),
});
export type Pricing = z.infer<typeof pricingSchema>;

const sellerSummarySchema = z.looseObject({
  nickname: z.string(),
  avatarUrl: z.optional(z.nullable(z.string())),
  reviews: z.int().check(z.nonnegative()),
  stars: z.nullable(z.number().check(z.gte(0), z.lte(5))),
  verifiedCreator: z.optional(z.boolean()),
  profileUrl: z.optional(z.nullable(z.string())),
  bio: z.optional(z.nullable(z.string())),
});
export type SellerSummary = z.infer<typeof sellerSummarySchema>;

const purchaseHintSchema = z.nullable(
  z.looseObject({
    method: z.string(),
    url: z.string(),
    body: z.optional(z.record(z.string(), z.unknown())),
    note: z.optional(z.string()),
  }),
);

export const productSchema = z.looseObject({
  id: z.string().check(z.minLength(1), z.maxLength(STORE_LIMITS.idMax)),
  name: z.string(),
  description: z.nullable(z.string()),
  descriptionTruncated: z.boolean(),
  createdByAgent: z.optional(z.boolean()),
  thumbnailUrl: z.nullable(z.string()),
  tags: z.array(z.string()),
  category: z.nullable(z.string()),
  subCategory: z.nullable(z.string()),
  revisions: z.nullable(z.int()),
  expectedDelivery: z.nullable(z.string()),
  createdAt: z.string(),
  url: z.nullable(z.string()),
  pricing: pricingSchema,
  seller: sellerSummarySchema,
  purchase: z.optional(purchaseHintSchema),
  contact: z.optional(z.nullable(z.looseObject({}))),
});
export type Product = z.infer<typeof productSchema>;

const productDetailSchema = z.extend(productSchema, {
  attachmentUrls: z.array(z.string()),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

const productListResponseSchema = z.looseObject({
  ok: z.literal(true),
  products: z.array(productSchema),
  total: z.int().check(z.nonnegative()),
  limit: z.int(),
  offset: z.int(),
  hasMore: z.boolean(),
  nextOffset: z.nullable(z.int()),
  filters: z.optional(z.looseObject({})),
});
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

const productDetailResponseSchema = z.looseObject({ ok: z.literal(true), product: productDetailSchema });

const categoriesResponseSchema = z.looseObject({
  ok: z.literal(true),
  categories: z.record(z.string(), z.array(z.string())),
});
export type Categories = z.infer<typeof categoriesResponseSchema>['categories'];

// ---- routes ----------------------------------------------------------------

const codes = { input: 'STORE_PRODUCT_INPUT_INVALID' };

export const storeRoutes = {
  list: defineRoute({
    ...storeWire.list,
    auth: 'public',
    query: storeListQuerySchema,
    response: productListResponseSchema,
    codes,
  }),
  detail: defineRoute({
    ...storeWire.detail,
    auth: 'public',
    params: z.strictObject({ id: opaqueId(STORE_LIMITS.idMax) }),
    response: productDetailResponseSchema,
    codes,
  }),
  categories: defineRoute({
    ...storeWire.categories,
    auth: 'public',
    response: categoriesResponseSchema,
    codes,
  }),
};
