/**
 * What the seller's forms hold and make, without zod: a listing as it is saved,
 * the form of a saved listing, the body a save sends, the store card a
 * half-typed form becomes, and a profile's form and patch. The checks are in
 * `form.ts` (and the contract), loaded with the form's first check.
 */
import type { Product, SellerSummary } from '../store/contract';
import type { DecimalString } from '@/lib/money';
import { grossFromSellerNet } from '../fees';
import { priceSummary, savedPrice } from './price';
import type { ListingFields, ProductBody, ProductFields, ProfilePatch, SellerProduct, SellerProfile } from './contract';
import {
  blankToNull,
  DELIVERY_OPTIONS,
  normalizeTags,
  SELLER_LIMITS,
  type Delivery,
  type ProfileFields,
} from './terms';

const DELIVERY_DEFAULT: Delivery = '3days';

/** What the listing form holds: text as typed, the uploads' URLs, numbers as numbers. */
export interface ListingFormValues {
  name: string;
  description: string;
  thumbnailUrl: string | null;
  attachments: string[];
  tags: string;
  category: string;
  subCategory: string;
  priceUsd: string;
  priceOnRequest: boolean;
  revisions: number;
  expectedDelivery: Delivery;
}

export const emptyListingForm = (): ListingFormValues => ({ ...EMPTY_PRODUCT_FIELDS, attachments: [] });

/** The fields a listing and a listing's body (create or replace) have alike, under the same names. */
type ListingSource = Pick<
  SellerProduct,
  | 'name'
  | 'description'
  | 'thumbnailUrl'
  | 'attachments'
  | 'tags'
  | 'category'
  | 'subCategory'
  | 'priceUsd'
  | 'priceOnRequest'
  | 'revisions'
  | 'expectedDelivery'
>;

/** The form of a saved listing, to edit it. */
export function listingFormOf(product: ListingSource): ListingFormValues {
  const fields = productFieldsOf(product);
  return {
    name: fields.name,
    description: fields.description ?? '',
    thumbnailUrl: fields.thumbnailUrl,
    attachments: [...fields.attachments],
    tags: fields.tags ?? '',
    category: fields.category ?? '',
    subCategory: fields.subCategory ?? '',
    priceUsd: typeof fields.priceUsd === 'string' ? fields.priceUsd : '',
    priceOnRequest: fields.priceOnRequest,
    revisions: fields.revisions,
    expectedDelivery: fields.expectedDelivery,
  };
}

/**
 * A listing form's values with what its stand-in (the form as the server rendered it, before the form's code
 * loaded) held when the form took over: its text fields, the price-on-request box (absent when unchecked), the
 * revisions and the delivery time. The uploads were not open to change there and stay as they were.
 */
export function listingFormWith(base: ListingFormValues, held: Record<string, string> | undefined): ListingFormValues {
  if (!held) return base;
  const text = (name: 'name' | 'description' | 'tags' | 'category' | 'subCategory' | 'priceUsd') =>
    held[name] ?? base[name];
  const revisions = Number(held.revisions);
  const delivery = DELIVERY_OPTIONS.find((option) => option === held.expectedDelivery);
  return {
    ...base,
    name: text('name'),
    description: text('description'),
    tags: text('tags'),
    category: text('category'),
    subCategory: text('subCategory'),
    priceUsd: text('priceUsd'),
    priceOnRequest: held.priceOnRequest !== undefined,
    revisions: held.revisions !== undefined && Number.isInteger(revisions) ? revisions : base.revisions,
    expectedDelivery: delivery ?? base.expectedDelivery,
  };
}

/** The form showing the body a change kept in doubt sends again: its fields are the listing's, every one of them sent. */
export const listingFormOfSent = (fields: ListingFields): ListingFormValues => listingFormOf(fields as ListingSource);

/**
 * The listing a form would save, for the live card preview while the seller
 * types: never throws on a half-typed form. A price that cannot be saved yet
 * shows no price; a blank name shows a placeholder.
 */
export function previewDraftOf(values: ListingFormValues): ProductDraft {
  const summary = values.priceOnRequest ? undefined : priceSummary(values.priceUsd);
  const draft = productDraftOf({ ...values, priceUsd: null, priceOnRequest: true });
  return {
    ...draft,
    name: draft.name || 'Your listing’s name',
    priceUsd: summary?.youReceive ?? null,
    priceOnRequest: values.priceOnRequest,
  };
}

// ---- listings as saved -----------------------------------------------------------

/** A listing as it is saved: text trimmed, blanks null, tags normalized, omitted fields at their defaults (so a PUT resets them). */
export interface ProductDraft {
  name: string;
  description: string | null;
  thumbnailUrl: string | null;
  attachments: string[];
  tags: string[];
  category: string | null;
  subCategory: string | null;
  /** Seller-net USD with 2 decimals; null when the price is on request. */
  priceUsd: DecimalString | null;
  priceOnRequest: boolean;
  revisions: number;
  expectedDelivery: Delivery;
}

/** The saved listing for valid product fields. */
export function productDraftOf(fields: ProductFields): ProductDraft {
  const priceOnRequest = fields.priceOnRequest ?? false;
  return {
    name: fields.name.trim(),
    description: blankToNull(fields.description),
    thumbnailUrl: blankToNull(fields.thumbnailUrl),
    attachments: (fields.attachments ?? []).map((url) => url.trim()),
    tags: normalizeTags(fields.tags),
    category: blankToNull(fields.category),
    subCategory: blankToNull(fields.subCategory),
    priceUsd:
      priceOnRequest || fields.priceUsd === null || fields.priceUsd === undefined ? null : savedPrice(fields.priceUsd),
    priceOnRequest,
    revisions: fields.revisions ?? SELLER_LIMITS.revisionsDefault,
    expectedDelivery: fields.expectedDelivery ?? DELIVERY_DEFAULT,
  };
}

/** A new, empty product form. */
const EMPTY_PRODUCT_FIELDS = {
  name: '',
  description: '',
  thumbnailUrl: null,
  attachments: [],
  tags: '',
  category: '',
  subCategory: '',
  priceUsd: '',
  priceOnRequest: false,
  revisions: SELLER_LIMITS.revisionsDefault,
  expectedDelivery: DELIVERY_DEFAULT,
} satisfies ProductFields;

/** The form of an existing listing, to edit it. */
function productFieldsOf(product: ListingSource): Required<ProductFields> {
  return {
    name: product.name,
    description: product.description ?? '',
    thumbnailUrl: product.thumbnailUrl,
    attachments: [...product.attachments],
    tags: typeof product.tags === 'string' ? normalizeTags(product.tags).join(', ') : (product.tags ?? []).join(', '),
    category: product.category ?? '',
    subCategory: product.subCategory ?? '',
    priceUsd: product.priceUsd ?? '',
    priceOnRequest: product.priceOnRequest,
    revisions: product.revisions,
    expectedDelivery: (DELIVERY_OPTIONS as readonly string[]).includes(product.expectedDelivery)
      ? (product.expectedDelivery as Delivery)
      : DELIVERY_DEFAULT,
  };
}

/**
 * The complete body for create or replace. Replace is a full replacement:
 * every field is sent, so nothing silently resets to its default.
 */
export function productBodyOf(fields: ProductFields, idempotencyKey: string): ProductBody {
  const priceOnRequest = fields.priceOnRequest ?? false;
  return {
    name: fields.name,
    description: fields.description ?? null,
    thumbnailUrl: fields.thumbnailUrl ?? null,
    attachments: fields.attachments ?? [],
    tags: fields.tags ?? null,
    category: fields.category ?? null,
    subCategory: fields.subCategory ?? null,
    // A price left in the form while "on request" is chosen is not sent: the saved price is null anyway. A valid
    // price goes as it is saved (two decimals: the contract allows no more, "9.500" included); any other as typed,
    // for the form's check to refuse in words.
    priceUsd: priceOnRequest
      ? null
      : (priceSummary(String(fields.priceUsd ?? ''))?.youReceive ?? fields.priceUsd ?? null),
    priceOnRequest,
    revisions: fields.revisions ?? SELLER_LIMITS.revisionsDefault,
    expectedDelivery: fields.expectedDelivery ?? DELIVERY_DEFAULT,
    idempotencyKey,
  };
}

/** A listing's fields as a change sends them, before its key is added. */
export function listingFieldsOf(fields: ProductFields): ListingFields {
  const { idempotencyKey: _key, ...sent } = productBodyOf(fields, '');
  return sent;
}

/** The public store card a listing will show (spec 2.1), for the form's live preview. */
export function storeCardPreview(draft: ProductDraft, seller: SellerSummary, now = new Date()): Product {
  const gross = draft.priceUsd === null ? null : grossFromSellerNet(draft.priceUsd);
  const description = draft.description === null ? null : Array.from(draft.description).slice(0, 500).join('');
  return {
    id: 'preview',
    name: draft.name,
    description,
    descriptionTruncated: description !== draft.description,
    thumbnailUrl: draft.thumbnailUrl,
    tags: draft.tags,
    category: draft.category,
    subCategory: draft.subCategory,
    revisions: draft.revisions,
    expectedDelivery: draft.expectedDelivery,
    createdAt: now.toISOString(),
    url: null,
    pricing: {
      mode: gross === null ? 'on_request' : 'fixed',
      currency: 'USD',
      includesPlatformFee: true,
      displayAmount: gross,
    },
    seller,
  };
}

// ---- the seller profile -----------------------------------------------------------

/** The name of a category's box in the profile form's stand-in (the form itself holds the chosen names as a list). */
export const categoryFieldName = (name: string) => `category:${name}`;

/**
 * A profile form's values with what its stand-in (the form as the server rendered it, before the form's code loaded)
 * held when the form took over: its text fields, the public box and the category boxes (absent when unchecked; the
 * saved order kept, new ones after). The picture and the portfolio were not open to change there.
 */
export function profileFormWith(base: ProfileFields, held: Record<string, string> | undefined): ProfileFields {
  if (!held) return base;
  const chosen = Object.keys(held).flatMap((key) =>
    key.startsWith(categoryFieldName('')) ? [key.slice(categoryFieldName('').length)] : [],
  );
  return {
    ...base,
    nickname: held.nickname ?? base.nickname,
    profileBio: held.profileBio ?? base.profileBio,
    moreAbout: held.moreAbout ?? base.moreAbout,
    tags: held.tags ?? base.tags,
    publicProfile: held.publicProfile !== undefined,
    categoryNames: [
      ...base.categoryNames.filter((name) => chosen.includes(name)),
      ...chosen.filter((name) => !base.categoryNames.includes(name)),
    ],
  };
}

/** The form of a profile (a missing one starts empty and private). */
export function profileFieldsOf(profile: SellerProfile | null): ProfileFields {
  return {
    nickname: profile?.nickname ?? '',
    profileBio: profile?.profileBio ?? '',
    moreAbout: profile?.moreAbout ?? '',
    tags: profile?.tags ?? '',
    categoryNames: [...(profile?.categoryNames ?? [])],
    publicProfile: profile?.publicProfile ?? false,
    pfpMediaId: profile?.pfpMediaId ?? null,
    olderPicture: !profile?.pfpMediaId && !!profile?.pfpUrl,
    portfolioMediaIds: (profile?.portfolioMedia ?? []).flatMap((item) => (item.mediaId ? [item.mediaId] : [])),
  };
}

/** Whether two ordered lists hold the same items in the same order. */
export const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, i) => item === b[i]);

/** Only what changed (spec 4.5 patch semantics); a cleared field is sent with its clear value. */
export function profilePatchOf(before: ProfileFields, after: ProfileFields): ProfilePatch {
  const patch: ProfilePatch = {};
  if (after.nickname.trim() !== before.nickname.trim()) patch.nickname = after.nickname.trim();
  // Sent trimmed, as the form counted them: the contract's limits hold for what is sent.
  if (after.profileBio.trim() !== before.profileBio.trim()) patch.profileBio = after.profileBio.trim();
  if (after.moreAbout.trim() !== before.moreAbout.trim()) patch.moreAbout = after.moreAbout.trim();
  if (after.tags.trim() !== before.tags.trim()) patch.tags = after.tags.trim();
  if (!sameList(after.categoryNames, before.categoryNames)) patch.categoryNames = after.categoryNames;
  if (after.publicProfile !== before.publicProfile) patch.publicProfile = after.publicProfile;
  // A picture from before media ids has none to compare: dropping it is sending the clear value.
  if (after.pfpMediaId !== before.pfpMediaId || after.olderPicture !== before.olderPicture)
    patch.pfpMediaId = after.pfpMediaId;
  if (!sameList(after.portfolioMediaIds, before.portfolioMediaIds)) patch.portfolioMediaIds = after.portfolioMediaIds;
  return patch;
}
