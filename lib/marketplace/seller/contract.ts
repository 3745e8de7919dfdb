/**
 * Selling (spec 2.2, 2.3, 3.3, 4.4, 4.5): the seller's own listings and the
 * seller profile. The schemas carry every rule of the contract, so the forms,
 * `callRoute`, the proxy and the sandbox refuse the same input with the same
 * sentence; the pure helpers turn what a form holds into what is saved (tags,
 * trimmed text, prices) and into the public store card it will become.
 */
import * as z from 'zod/mini';
import { MEDIA_LIMITS } from '../media/terms';
import { intParam } from '../query-params';
import { defineRoute } from '../route';
import {
  NICKNAME,
  decimalString,
  idempotencyKeySchema,
  jsonBytes,
  opaqueId,
  strictBody,
  withErrorCode,
} from '../schema';
import {
  DELIVERY_OPTIONS,
  PRODUCT_CODES,
  PRODUCT_STATUSES,
  PROFILE_CODES,
  SELLER_LIMITS,
  sellerWire,
  tagsProblem,
} from './terms';
import { isRepresentable, priceText } from './price';

// ---- text ------------------------------------------------------------------------

/** Text is trimmed before it is saved (spec 2.2), so limits count the trimmed text. */
const trimmedMax = (max: number, what: string) =>
  z.refine<string>((v) => v.trim().length <= max, {
    error: `${what} can be at most ${max.toLocaleString('en-US')} characters.`,
  });

const text = (max: number, what: string) => z.string({ error: `${what} must be text.` }).check(trimmedMax(max, what));

// ---- price -----------------------------------------------------------------------

/**
 * The seller-net price in USD: a decimal string (preferred) or a JSON number.
 * Malformed input is STORE_PRODUCT_INPUT_INVALID; an amount the listing cannot
 * carry (more than 2 decimals, outside the range) STORE_PRODUCT_PRICE_UNSUPPORTED.
 */
const priceSchema = z
  .union([z.string(), z.number()], { error: 'The price must be an amount in USD, like 9 or 9.99.' })
  .check(
    z.refine((v) => priceText(v) !== undefined, {
      error: (issue) =>
        issue.input === ''
          ? 'Set a price, or choose price on request.'
          : 'The price must be a plain amount in USD, like 9 or 9.99.',
    }),
    z.refine((v) => priceText(v) === undefined || isRepresentable(priceText(v)!), {
      // The ceiling (SELLER_LIMITS.priceMax, 10^16) is no price a person types: the words name the floor and the cents.
      error: `Enter a price of at least $${SELLER_LIMITS.priceMin}, in dollars and cents (like 9.99).`,
      ...withErrorCode(PRODUCT_CODES.price),
    }),
  );

// ---- product input ----------------------------------------------------------------

/**
 * A trusted upload URL, copied whole from the upload's answer (spec 4.4). Only its length and that it is a web link
 * are checked here: the contract shows no shape for the marketplace's upload URLs, and a listing read back carries
 * the marketplace's own, which its edit sends again. Whether it is the seller's upload, the marketplace decides.
 */
const uploadUrl = (what: string) =>
  z.string({ error: `${what} must be a link.` }).check(
    trimmedMax(SELLER_LIMITS.urlMax, what),
    z.refine((v) => v.trim() === '' || isWebLink(v.trim()), {
      error: `${what} must be a link to a file you uploaded.`,
    }),
  );

function isWebLink(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

const REVISIONS_PROBLEM = `Revisions must be a whole number from ${SELLER_LIMITS.revisionsMin} to ${SELLER_LIMITS.revisionsMax}.`;

const productShape = {
  name: z.string({ error: 'Give the listing a name.' }).check(
    z.refine((v) => v.trim() !== '', { error: 'Give the listing a name.' }),
    trimmedMax(SELLER_LIMITS.nameMax, 'The name'),
  ),
  description: z.optional(z.nullable(text(SELLER_LIMITS.descriptionMax, 'The description'))),
  thumbnailUrl: z.optional(z.nullable(uploadUrl('The thumbnail'))),
  attachments: z.optional(
    z
      .array(
        uploadUrl('An attachment').check(z.refine((v) => v.trim() !== '', { error: 'An attachment cannot be blank.' })),
        {
          error: 'Attachments must be a list of uploaded files.',
        },
      )
      .check(
        z.maxLength(SELLER_LIMITS.attachmentsMax, { error: `At most ${SELLER_LIMITS.attachmentsMax} attachments.` }),
      ),
  ),
  tags: z.optional(
    z.nullable(
      z
        .string({ error: 'Tags must be text, separated by commas.' })
        .check(z.refine((v) => tagsProblem(v) === undefined, { error: (issue) => tagsProblem(issue.input as string) })),
    ),
  ),
  category: z.optional(z.nullable(text(SELLER_LIMITS.categoryMax, 'The category'))),
  subCategory: z.optional(z.nullable(text(SELLER_LIMITS.categoryMax, 'The subcategory'))),
  priceUsd: z.optional(z.nullable(priceSchema)),
  priceOnRequest: z.optional(z.boolean({ error: 'Price on request is either on or off.' })),
  revisions: z.optional(
    z
      .int({ error: REVISIONS_PROBLEM })
      .check(
        z.gte(SELLER_LIMITS.revisionsMin, { error: REVISIONS_PROBLEM }),
        z.lte(SELLER_LIMITS.revisionsMax, { error: REVISIONS_PROBLEM }),
      ),
  ),
  expectedDelivery: z.optional(z.enum(DELIVERY_OPTIONS, { error: 'Choose a delivery time from 1 to 7 days.' })),
};

/** Fields the marketplace sets: a body that carries one is refused (spec 4.4, PUT). */
const READ_ONLY_FIELDS = [
  'id',
  'active',
  'visible',
  'publicProfile',
  'url',
  'priceSol',
  'createdByAgent',
  'createdAt',
  'updatedAt',
] as const;
const readOnlyShape = Object.fromEntries(
  READ_ONLY_FIELDS.map((field) => [
    field,
    z.optional(z.never({ error: `${field} is set by the marketplace; leave it out of the body.` })),
  ]),
) as {
  [K in (typeof READ_ONLY_FIELDS)[number]]: z.ZodMiniOptional<z.ZodMiniNever>;
};

/** Room the idempotency key takes in the body: `,"idempotencyKey":"<128 characters>"`. */
const KEY_ROOM = ',"idempotencyKey":""'.length + 128;

type ProductInputLike = { priceOnRequest?: boolean; priceUsd?: string | number | null };
const productChecks = (reserve: number) =>
  [
    z.refine<ProductInputLike>(
      (body) => body.priceOnRequest === true || (body.priceUsd !== undefined && body.priceUsd !== null),
      {
        error: 'Set a price, or choose price on request.',
        path: ['priceUsd'],
      },
    ),
    z.refine<object>((body) => jsonBytes(body) + reserve <= SELLER_LIMITS.bodyLimit, {
      error: 'Together the texts are too long to save (64 KiB at most). Shorten the description or the tags.',
    }),
  ] as const;

/** What the product form holds: every editable field (spec 2.2), no key yet. */
export const productFieldsSchema = strictBody(productShape).check(...productChecks(KEY_ROOM));
export type ProductFields = z.input<typeof productFieldsSchema>;

/** The body of create and replace: the editable fields, a fresh key, and nothing the marketplace sets. */
export const productBodySchema = strictBody({
  ...productShape,
  ...readOnlyShape,
  idempotencyKey: idempotencyKeySchema,
}).check(...productChecks(0));
export type ProductBody = z.input<typeof productBodySchema>;
/** A listing's fields as a change sends them, without the key (made once per intended change, sent with it). */
export type ListingFields = Omit<ProductBody, 'idempotencyKey'>;

const productActionBodySchema = strictBody({ idempotencyKey: idempotencyKeySchema });

// ---- product answers -------------------------------------------------------------

const sellerProductSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  description: z.nullable(z.string()),
  thumbnailUrl: z.nullable(z.string()),
  attachments: z.array(z.string()),
  // The contract takes tags as a CSV string or null and shows no other form for the answer; the sandbox answers
  // the saved list. Either is read.
  tags: z.nullable(z.union([z.array(z.string()), z.string()])),
  category: z.nullable(z.string()),
  subCategory: z.nullable(z.string()),
  /** Seller-net USD, or null when the price is on request. */
  priceUsd: z.nullable(decimalString),
  /** Reference metadata of a shape the contract does not show, never a payment quote: not read. */
  priceSol: z.optional(z.unknown()),
  priceOnRequest: z.boolean(),
  revisions: z.int(),
  expectedDelivery: z.string(),
  active: z.boolean(),
  publicProfile: z.boolean(),
  /** active && publicProfile. */
  visible: z.boolean(),
  /** The public link while visible. */
  url: z.nullable(z.string()),
  createdByAgent: z.optional(z.boolean()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SellerProduct = z.infer<typeof sellerProductSchema>;

const productListQuerySchema = z.strictObject({
  page: z.optional(intParam('The page number', 1, SELLER_LIMITS.pageMax)),
  status: z.optional(z.enum(PRODUCT_STATUSES, { error: `status must be ${PRODUCT_STATUSES.join(', ')}.` })),
});

const productListResponseSchema = z.looseObject({
  ok: z.literal(true),
  products: z.array(sellerProductSchema),
  page: z.int(),
  status: z.enum(PRODUCT_STATUSES),
  total: z.int().check(z.nonnegative()),
  totalPages: z.int().check(z.gte(1)),
  hasMore: z.boolean(),
  nextPage: z.nullable(z.int()),
  publicProfile: z.boolean(),
  /** Where the seller makes the profile public; listings stay invisible until then. */
  profileSetupUrl: z.nullable(z.string()),
});

const productDetailResponseSchema = z.looseObject({
  ok: z.literal(true),
  product: sellerProductSchema,
  profileSetupUrl: z.nullable(z.string()),
});

/** Every product mutation's answer; `replayed: true` when the key's saved result is answered again. */
const productMutationResponseSchema = z.looseObject({
  ok: z.literal(true),
  product: sellerProductSchema,
  profileSetupUrl: z.nullable(z.string()),
  replayed: z.boolean(),
});
export type ProductMutation = z.infer<typeof productMutationResponseSchema>;

// ---- profile ---------------------------------------------------------------------

const mediaId = z
  .string({ error: 'A media id must be text.' })
  .check(z.regex(MEDIA_LIMITS.idPattern, { error: 'A media id is 1 to 128 letters, digits, underscores or hyphens.' }));

const distinct = (what: string) =>
  z.refine<string[]>((items) => new Set(items).size === items.length, { error: `${what} cannot repeat.` });

/** A profile patch: only the fields sent change; each clears with the value of spec 4.5's table. */
export const profilePatchSchema = strictBody({
  nickname: z.optional(
    z.string({ error: 'A nickname must be text.' }).check(
      z.refine((v) => v.trim() === '' || NICKNAME.test(v.trim()), {
        error: `A nickname is ${SELLER_LIMITS.nicknameMin} to ${SELLER_LIMITS.nicknameMax} letters, digits, dots, underscores or hyphens.`,
      }),
    ),
  ),
  profileBio: z.optional(text(SELLER_LIMITS.profileBioMax, 'The bio')),
  moreAbout: z.optional(text(SELLER_LIMITS.moreAboutMax, '“More about”')),
  tags: z.optional(text(SELLER_LIMITS.profileTagsMax, 'Profile tags')),
  categoryNames: z.optional(
    z
      .array(
        z
          .string({ error: 'A category must be text.' })
          .check(
            z.minLength(1, { error: 'A category cannot be blank.' }),
            z.maxLength(SELLER_LIMITS.categoryNameMax, { error: 'A category name can be at most 100 characters.' }),
          ),
        {
          error: 'Categories must be a list of names.',
        },
      )
      .check(
        z.maxLength(SELLER_LIMITS.categoriesMax, {
          error: `Choose at most ${SELLER_LIMITS.categoriesMax} categories.`,
        }),
        distinct('A category'),
      ),
  ),
  publicProfile: z.optional(z.boolean({ error: 'The public profile is either on or off.' })),
  pfpMediaId: z.optional(z.nullable(mediaId)),
  portfolioMediaIds: z.optional(
    z.array(mediaId, { error: 'The portfolio must be a list of media ids.' }).check(
      z.maxLength(SELLER_LIMITS.portfolioMax, {
        error: `The portfolio can hold at most ${SELLER_LIMITS.portfolioMax} items.`,
      }),
      distinct('A portfolio item'),
    ),
  ),
}).check(
  z.refine((patch) => jsonBytes(patch) <= SELLER_LIMITS.bodyLimit, {
    error: 'Together the texts are too long to save (64 KiB at most).',
  }),
);
export type ProfilePatch = z.infer<typeof profilePatchSchema>;

const portfolioItemSchema = z.looseObject({ mediaId: z.nullable(z.string()), url: z.string() });

const sellerProfileSchema = z.looseObject({
  nickname: z.nullable(z.string()),
  profileBio: z.nullable(z.string()),
  moreAbout: z.nullable(z.string()),
  tags: z.nullable(z.string()),
  categoryNames: z.array(z.string()),
  publicProfile: z.boolean(),
  pfpUrl: z.nullable(z.string()),
  pfpMediaId: z.nullable(z.string()),
  portfolioUrls: z.array(z.string()),
  portfolioMedia: z.array(portfolioItemSchema),
  verifiedCreator: z.boolean(),
  /** The public link while the profile is public and named. */
  profileUrl: z.nullable(z.string()),
});
export type SellerProfile = z.infer<typeof sellerProfileSchema>;

const profileResponseSchema = z.looseObject({ ok: z.literal(true), profile: z.nullable(sellerProfileSchema) });
const profileCategoriesResponseSchema = z.looseObject({ ok: z.literal(true), categories: z.array(z.string()) });

// ---- routes ----------------------------------------------------------------------

const productCodes = { input: PRODUCT_CODES.input };
const profileCodes = { input: PROFILE_CODES.input };
const productParams = z.strictObject({ id: opaqueId(512) });
const PRODUCTS_PURPOSE = 'Sign in to manage your {service} store products';
const PROFILE_PURPOSE = 'Sign in to manage your {service} seller profile';

const productMutation = {
  auth: 'account',
  alias: true,
  bodyLimit: SELLER_LIMITS.bodyLimit,
  // The dashboard writes the key down before the call leaves, like a checkout.
  journaled: true,
  // A listing read from before the change would undo it when saved from an editor. The list keeps its copy: the
  // pages show the saved listing over it (saved-listing.ts).
  outdates: { bucket: sellerWire.detail.window.bucket, under: `${sellerWire.list.path}/` },
  purpose: PRODUCTS_PURPOSE,
  response: productMutationResponseSchema,
  codes: productCodes,
} as const;

export const sellerRoutes = {
  list: defineRoute({
    ...sellerWire.list,
    auth: 'account',
    alias: true,
    purpose: PRODUCTS_PURPOSE,
    query: productListQuerySchema,
    response: productListResponseSchema,
    codes: productCodes,
  }),
  create: defineRoute({
    ...sellerWire.create,
    body: productBodySchema,
    ...productMutation,
  }),
  detail: defineRoute({
    ...sellerWire.detail,
    auth: 'account',
    alias: true,
    purpose: PRODUCTS_PURPOSE,
    params: productParams,
    response: productDetailResponseSchema,
    codes: productCodes,
  }),
  replace: defineRoute({
    ...sellerWire.replace,
    params: productParams,
    body: productBodySchema,
    ...productMutation,
  }),
  activate: defineRoute({
    ...sellerWire.activate,
    params: productParams,
    body: productActionBodySchema,
    ...productMutation,
  }),
  deactivate: defineRoute({
    ...sellerWire.deactivate,
    params: productParams,
    body: productActionBodySchema,
    ...productMutation,
  }),
  profile: defineRoute({
    ...sellerWire.profile,
    auth: 'account',
    alias: true,
    purpose: PROFILE_PURPOSE,
    response: profileResponseSchema,
    codes: profileCodes,
  }),
  updateProfile: defineRoute({
    ...sellerWire.updateProfile,
    auth: 'account',
    alias: true,
    bodyLimit: SELLER_LIMITS.bodyLimit,
    purpose: PROFILE_PURPOSE,
    body: profilePatchSchema,
    response: profileResponseSchema,
    codes: profileCodes,
  }),
  categories: defineRoute({
    ...sellerWire.categories,
    auth: 'account',
    alias: true,
    purpose: PROFILE_PURPOSE,
    response: profileCategoriesResponseSchema,
    codes: profileCodes,
  }),
};
