/**
 * Store browsing (spec 4.1, resource 2.1): request schemas with the contract's
 * limits, response schemas, and the query options the pages use.
 */
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { getMarketplace, type Transport } from './client';
import { intParam, toQueryString } from './query-params';

export const STORE_SORTS = ['quality_desc', 'newest', 'stars_desc', 'random'] as const;
export type StoreSort = (typeof STORE_SORTS)[number];

export const SORT_LABELS: Record<StoreSort, string> = {
  quality_desc: 'Best match',
  newest: 'Newest',
  stars_desc: 'Top rated',
  random: 'Discover (shuffled daily)',
};

export const STORE_LIMITS = {
  qMax: 200,
  categoryMax: 100,
  limitMin: 1,
  limitMax: 50,
  limitDefault: 12,
  offsetMax: 10_000,
  listDescriptionMax: 500,
  idMax: 512,
} as const;

export const PAGE_SIZES = [12, 24, 48] as const;
export const ALL_CATEGORIES = 'All';

export const STORE_LIST_PARAMS = ['q', 'category', 'sort', 'limit', 'offset'] as const;

/** The list query as it appears in a URL: every value a string, each optional. */
export const storeListQuerySchema = z.strictObject({
  q: z.string().max(STORE_LIMITS.qMax, { error: `Search text (q) can be at most ${STORE_LIMITS.qMax} characters.` }).optional(),
  category: z.string().max(STORE_LIMITS.categoryMax, { error: `Category can be at most ${STORE_LIMITS.categoryMax} characters.` }).optional(),
  sort: z.enum(STORE_SORTS, { error: `sort must be one of ${STORE_SORTS.join(', ')}.` }).optional(),
  limit: intParam('limit', STORE_LIMITS.limitMin, STORE_LIMITS.limitMax).optional(),
  offset: intParam('offset', 0, STORE_LIMITS.offsetMax).optional(),
});

export interface StoreFilters {
  q: string;
  category: string;
  sort: StoreSort;
  limit: number;
  offset: number;
}

export const DEFAULT_FILTERS: StoreFilters = { q: '', category: ALL_CATEGORIES, sort: 'quality_desc', limit: STORE_LIMITS.limitDefault, offset: 0 };

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

/** The canonical query string for filters, leaving out defaults so shared URLs stay short. */
export function filtersToQuery(filters: StoreFilters): string {
  return toQueryString({
    q: filters.q || undefined,
    category: filters.category.toLowerCase() === ALL_CATEGORIES.toLowerCase() ? undefined : filters.category,
    sort: filters.sort === DEFAULT_FILTERS.sort ? undefined : filters.sort,
    limit: filters.limit === DEFAULT_FILTERS.limit ? undefined : filters.limit,
    offset: filters.offset === 0 ? undefined : filters.offset,
  });
}

// ---- responses -------------------------------------------------------------

export const PRICING_MODES = ['fixed', 'on_request', 'unavailable'] as const;

export const pricingSchema = z.looseObject({
  mode: z.enum(PRICING_MODES),
  currency: z.literal('USD'),
  includesPlatformFee: z.boolean(),
  displayAmount: z.string().nullable(),
});
export type Pricing = z.infer<typeof pricingSchema>;

export const sellerSummarySchema = z.looseObject({
  nickname: z.string(),
  avatarUrl: z.string().nullable().optional(),
  reviews: z.number().int().nonnegative(),
  stars: z.number().min(0).max(5).nullable(),
  verifiedCreator: z.boolean().optional(),
  profileUrl: z.string().nullable().optional(),
  bio: z.string().nullable().optional(),
});
export type SellerSummary = z.infer<typeof sellerSummarySchema>;

export const purchaseHintSchema = z
  .looseObject({
    method: z.string(),
    url: z.string(),
    body: z.record(z.string(), z.unknown()).optional(),
    note: z.string().optional(),
  })
  .nullable();

export const productSchema = z.looseObject({
  id: z.string().min(1).max(STORE_LIMITS.idMax),
  name: z.string(),
  description: z.string().nullable(),
  descriptionTruncated: z.boolean(),
  createdByAgent: z.boolean().optional(),
  thumbnailUrl: z.string().nullable(),
  tags: z.array(z.string()),
  category: z.string().nullable(),
  subCategory: z.string().nullable(),
  revisions: z.number().int().nullable(),
  expectedDelivery: z.string().nullable(),
  createdAt: z.string(),
  url: z.string().nullable(),
  pricing: pricingSchema,
  seller: sellerSummarySchema,
  purchase: purchaseHintSchema.optional(),
  contact: z.looseObject({}).nullable().optional(),
});
export type Product = z.infer<typeof productSchema>;

export const productDetailSchema = productSchema.extend({
  attachmentUrls: z.array(z.string()),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const productListResponseSchema = z.looseObject({
  ok: z.literal(true),
  products: z.array(productSchema),
  total: z.number().int().nonnegative(),
  limit: z.number().int(),
  offset: z.number().int(),
  hasMore: z.boolean(),
  nextOffset: z.number().int().nullable(),
  filters: z.looseObject({}).optional(),
});
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

export const productDetailResponseSchema = z.looseObject({ ok: z.literal(true), product: productDetailSchema });

export const categoriesResponseSchema = z.looseObject({
  ok: z.literal(true),
  categories: z.record(z.string(), z.array(z.string())),
});
export type Categories = z.infer<typeof categoriesResponseSchema>['categories'];

// ---- queries ---------------------------------------------------------------

export const storeKeys = {
  all: ['store'] as const,
  list: (filters: StoreFilters) => ['store', 'list', filters] as const,
  detail: (id: string) => ['store', 'detail', id] as const,
  categories: () => ['store', 'categories'] as const,
};

export const storeQueries = {
  list: (filters: StoreFilters, transport?: Transport) =>
    queryOptions({
      queryKey: storeKeys.list(filters),
      queryFn: ({ signal }) => getMarketplace(`/store/products${filtersToQuery(filters)}`, productListResponseSchema, { signal, transport }),
    }),
  detail: (id: string, transport?: Transport) =>
    queryOptions({
      queryKey: storeKeys.detail(id),
      queryFn: ({ signal }) => getMarketplace(`/store/products/${encodeURIComponent(id)}`, productDetailResponseSchema, { signal, transport }),
      select: (data) => data.product,
    }),
  categories: (transport?: Transport) =>
    queryOptions({
      queryKey: storeKeys.categories(),
      queryFn: ({ signal }) => getMarketplace('/store/categories', categoriesResponseSchema, { signal, transport }),
      select: (data) => data.categories,
      staleTime: 10 * 60_000,
    }),
};
