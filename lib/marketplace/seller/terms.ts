/**
 * The seller area's terms that pages need without its schemas: limits, labels,
 * and the routes as the browser calls them (`wireRoutes`). No zod here: the
 * schemas stay in contract.ts, loaded on a page's first call.
 */
import type { WireEntry } from '../route';

const KiB = 1024;

export const SELLER_LIMITS = {
  nameMax: 200,
  descriptionMax: 10_000,
  urlMax: 2048,
  attachmentsMax: 5,
  tagsTextMax: 20_000,
  tagsMax: 200,
  tagMax: 100,
  categoryMax: 100,
  priceMin: '0.01',
  priceMax: '9999999999999999.99',
  revisionsMin: 0,
  revisionsMax: 20,
  revisionsDefault: 3,
  pageSize: 12,
  pageMax: 1000,
  bodyLimit: 64 * KiB,
  /** List and detail share one read per account per 10 s; mutations one per 15 s (part 8). */
  readWindowSeconds: 10,
  mutationWindowSeconds: 15,
  nicknameMin: 3,
  nicknameMax: 32,
  profileBioMax: 160,
  moreAboutMax: 10_000,
  profileTagsMax: 500,
  categoriesMax: 3,
  categoryNameMax: 100,
  portfolioMax: 10,
} as const;

export const PRODUCT_CODES = {
  input: 'STORE_PRODUCT_INPUT_INVALID',
  price: 'STORE_PRODUCT_PRICE_UNSUPPORTED',
  notFound: 'STORE_PRODUCT_NOT_FOUND',
  conflict: 'STORE_PRODUCT_IDEMPOTENCY_CONFLICT',
  rateLimited: 'STORE_PRODUCT_RATE_LIMITED',
} as const;

export const PROFILE_CODES = {
  input: 'WURKER_PROFILE_INPUT_INVALID',
  media: 'WURKER_MEDIA_INVALID',
  nicknameTaken: 'WURKER_NICKNAME_TAKEN',
} as const;

export const DELIVERY_OPTIONS = ['1day', '2days', '3days', '4days', '5days', '6days', '7days'] as const;

export type Delivery = (typeof DELIVERY_OPTIONS)[number];

export const DELIVERY_LABELS: Record<Delivery, string> = {
  '1day': '1 day',
  '2days': '2 days',
  '3days': '3 days',
  '4days': '4 days',
  '5days': '5 days',
  '6days': '6 days',
  '7days': '7 days',
};

export const PRODUCT_STATUSES = ['all', 'active', 'inactive'] as const;

export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** Trimmed text, or null when blank. */
export const blankToNull = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

// ---- tags ------------------------------------------------------------------------

/** The saved tags of a CSV: each trimmed, blanks dropped, repeats (ignoring case) dropped, first spelling kept. */
export function normalizeTags(csv: string | null | undefined): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of (csv ?? '').split(',')) {
    const tag = raw.trim();
    const key = tag.toLowerCase();
    if (tag === '' || seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags;
}

/** What is wrong with a tags CSV, in plain words; undefined when it can be saved. */
export function tagsProblem(csv: string): string | undefined {
  if (csv.length > SELLER_LIMITS.tagsTextMax)
    return `Tags can be at most ${SELLER_LIMITS.tagsTextMax.toLocaleString('en-US')} characters in all.`;
  const tags = normalizeTags(csv);
  const long = tags.find((tag) => tag.length > SELLER_LIMITS.tagMax);
  if (long) return `A tag can be at most ${SELLER_LIMITS.tagMax} characters; “${long.slice(0, 24)}…” is longer.`;
  if (tags.length > SELLER_LIMITS.tagsMax)
    return `At most ${SELLER_LIMITS.tagsMax} different tags; this has ${tags.length}.`;
  return undefined;
}

/** The tags preview a form shows as the seller types. */
export const tagsPreview = (csv: string): { tags: string[]; problem: string | undefined } => ({
  tags: normalizeTags(csv),
  problem: tagsProblem(csv),
});

/** What the profile form holds. */
export interface ProfileFields {
  nickname: string;
  profileBio: string;
  moreAbout: string;
  tags: string;
  categoryNames: string[];
  publicProfile: boolean;
  pfpMediaId: string | null;
  /** A picture from before media ids (a URL with no media id) is kept until it is removed or replaced. */
  olderPicture: boolean;
  /** Ordered; items without a media id (older records) cannot be sent back. */
  portfolioMediaIds: string[];
}

/** List and detail share one read per account per 10 s. */
const readWindow = {
  seconds: SELLER_LIMITS.readWindowSeconds,
  bucket: 'seller-products',
  code: PRODUCT_CODES.rateLimited,
} as const;
/** One mutation per account per 15 s; the handler counts it, because saved replays bypass it. */
const mutationWindow = {
  seconds: SELLER_LIMITS.mutationWindowSeconds,
  bucket: 'seller-product-mutations',
  code: PRODUCT_CODES.rateLimited,
  counted: 'by-handler',
} as const;

const PRODUCTS = '/worker/store/products';

/** The routes as pages call them; contract.ts adds the rest of each entry. */
export const sellerWire = {
  list: { id: 'seller.list', method: 'GET', path: PRODUCTS, window: readWindow },
  create: { id: 'seller.create', method: 'POST', path: PRODUCTS, window: mutationWindow },
  detail: { id: 'seller.detail', method: 'GET', path: `${PRODUCTS}/:id`, window: readWindow },
  replace: { id: 'seller.replace', method: 'PUT', path: `${PRODUCTS}/:id`, window: mutationWindow },
  activate: { id: 'seller.activate', method: 'POST', path: `${PRODUCTS}/:id/activate`, window: mutationWindow },
  deactivate: { id: 'seller.deactivate', method: 'POST', path: `${PRODUCTS}/:id/deactivate`, window: mutationWindow },
  profile: { id: 'seller.profile', method: 'GET', path: '/worker/profile' },
  updateProfile: { id: 'seller.updateProfile', method: 'POST', path: '/worker/profile' },
  categories: { id: 'seller.categories', method: 'GET', path: '/worker/profile/categories' },
} as const satisfies Record<string, WireEntry>;
