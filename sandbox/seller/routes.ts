/**
 * The seller's listings and profile (spec 4.4, 4.5, 3.3). Product mutations are
 * idempotent per account and key: the same operation, target, body and key
 * answer the saved result again with `replayed: true` (bypassing the 15 s
 * window), anything else under the key is 409. Every write that can change
 * what the store shows invalidates its catalog, so the public store follows at
 * once.
 */
import { createHash, randomBytes } from 'node:crypto';
import { isMimeOf } from '@/lib/marketplace/media/contract';
import { MEDIA_KINDS } from '@/lib/marketplace/media/terms';
import { parseUploadUrl } from '@/lib/marketplace/media/terms';
import { describeTypes, type MediaTypeId } from '@/lib/marketplace/media/types';
import { sellerRoutes, type ProductBody, type ProductFields } from '@/lib/marketplace/seller/contract';
import { productDraftOf, type ProductDraft } from '@/lib/marketplace/seller/form-values';
import { PRODUCT_CODES, PROFILE_CODES, SELLER_LIMITS, blankToNull } from '@/lib/marketplace/seller/terms';
import { canonicalJson } from '@/lib/marketplace/siwx';
import { accountById, type AccountRow } from '../account/repo';
import { accountOf, defineHandler, type Handlers, type SandboxContext, type SandboxDeps } from '../deps';
import { fail, json } from '../http/errors';
import { mediaUrl, ownedReadyMedia } from '../media/repo';
import { CATEGORY_TREE } from '../store/taxonomy';
import { presentProfile, presentSellerProduct, profileSetupUrl } from './present';
import {
  insertProduct,
  listingsPage,
  nicknameTaken,
  ownedProduct,
  profileRowOf,
  receiptOf,
  replaceProduct,
  saveProfile,
  saveReceipt,
  setProductActive,
  type AccountProfileFields,
  type ProductRow,
  type ProfileRowFields,
  type Queryable,
  type ReceiptRow,
} from './repo';
import type { ProductOperation } from './schema';

const noStore = { 'cache-control': 'private, no-store' };

/** Sandbox assumption: the profile categories are the store's main categories. */
const PROFILE_CATEGORIES: readonly string[] = Object.keys(CATEGORY_TREE);

const notFound = () => fail(404, PRODUCT_CODES.notFound, 'You have no listing with this id.');

// ---- uploads named by a listing -------------------------------------------------------

/**
 * The listing's thumbnail and attachments as the seller's own ready uploads
 * (purpose `portfolio`) of the allowed types, each answered with its canonical
 * trusted URL; anything else is refused.
 */
async function withTrustedUploads(deps: SandboxDeps, sellerId: string, draft: ProductDraft): Promise<ProductDraft> {
  const urls = [...(draft.thumbnailUrl ? [draft.thumbnailUrl] : []), ...draft.attachments];
  const ids = [...new Set(urls.flatMap((url) => parseUploadUrl(url)?.id ?? []))];
  const media = new Map((await ownedReadyMedia(deps.db, sellerId, ids, 'portfolio')).map((m) => [m.id, m]));
  const trusted = (url: string, field: string, types: readonly MediaTypeId[]) => {
    const ref = parseUploadUrl(url);
    const upload = ref && media.get(ref.id);
    if (!upload || upload.accessToken !== ref.token) {
      throw fail(
        400,
        PRODUCT_CODES.input,
        `${field} must be a ready file you uploaded with purpose "portfolio": copy the upload's url whole, query string included.`,
      );
    }
    if (!isMimeOf(upload.contentType, types))
      throw fail(400, PRODUCT_CODES.input, `${field} must be ${describeTypes(types)}.`);
    return mediaUrl(deps.config.publicUrl, upload);
  };
  return {
    ...draft,
    thumbnailUrl: draft.thumbnailUrl && trusted(draft.thumbnailUrl, 'thumbnailUrl', MEDIA_KINDS.thumbnail.types),
    attachments: draft.attachments.map((url, i) => trusted(url, `attachments[${i}]`, MEDIA_KINDS.attachment.types)),
  };
}

const draftOf = (body: ProductBody): ProductDraft => {
  const { idempotencyKey: _, ...fields } = body;
  return productDraftOf(fields as ProductFields);
};

// ---- idempotent product mutations --------------------------------------------------------

const requestHashOf = (body: unknown) => createHash('sha256').update(canonicalJson(body)).digest('hex');

function replay(saved: ReceiptRow, operation: ProductOperation, target: string | null, requestHash: string): Response {
  if (saved.operation !== operation || saved.target !== target || saved.requestHash !== requestHash) {
    throw fail(
      409,
      PRODUCT_CODES.conflict,
      'This idempotency key was already used for a different change. Use a new key for a new change.',
    );
  }
  return json({ ...saved.answer, replayed: true }, 200, noStore);
}

/** A mutation ready to run: what it writes, once the checks that can refuse it have passed. */
type Write = (tx: Queryable, now: Date) => Promise<ProductRow>;

class ConcurrentTwin extends Error {}

/**
 * Run a product mutation once per key: a saved receipt answers again (no
 * window spent); otherwise the checks run, the 15 s window is spent, and the
 * write and its receipt are saved together.
 */
async function mutateProduct(
  ctx: SandboxContext & { info: { rawJson: unknown }; spendWindow: (scope: string) => void },
  operation: ProductOperation,
  target: string | null,
  idempotencyKey: string,
  prepare: (seller: AccountRow) => Promise<Write>,
): Promise<Response> {
  const { deps } = ctx;
  const seller = accountOf(ctx);
  const requestHash = requestHashOf(ctx.info.rawJson);
  const saved = await receiptOf(deps.db, seller.id, idempotencyKey);
  if (saved) return replay(saved, operation, target, requestHash);

  const write = await prepare(seller);
  ctx.spendWindow(`account:${seller.id}`);
  const now = deps.clock.date();
  try {
    const answer = await deps.db.transaction(async (tx) => {
      const product = await write(tx, now);
      const answer = {
        ok: true,
        product: presentSellerProduct(deps.config, product, seller),
        profileSetupUrl: profileSetupUrl(deps.config, seller),
      };
      const stored = await saveReceipt(tx, {
        accountId: seller.id,
        idempotencyKey,
        operation,
        target,
        requestHash,
        productId: product.id,
        answer,
        createdAt: now,
      });
      if (!stored) throw new ConcurrentTwin();
      return answer;
    });
    deps.catalog.invalidate();
    return json({ ...answer, replayed: false }, 200, noStore);
  } catch (error) {
    if (!(error instanceof ConcurrentTwin)) throw error;
    // The same key arrived twice at once: the first one's receipt answers the second.
    return replay((await receiptOf(deps.db, seller.id, idempotencyKey))!, operation, target, requestHash);
  }
}

const newProductId = () => `prd_${randomBytes(8).toString('hex')}`;

const create = defineHandler(sellerRoutes.create, (ctx) =>
  mutateProduct(ctx, 'create', null, ctx.body.idempotencyKey, async (seller) => {
    const draft = await withTrustedUploads(ctx.deps, seller.id, draftOf(ctx.body));
    return (tx, now) => insertProduct(tx, seller, newProductId(), draft, now);
  }),
);

const replace = defineHandler(sellerRoutes.replace, (ctx) =>
  mutateProduct(ctx, 'replace', ctx.params.id, ctx.body.idempotencyKey, async (seller) => {
    if (!(await ownedProduct(ctx.deps.db, seller.id, ctx.params.id))) throw notFound();
    // Omitted fields take their defaults: a PUT replaces the whole listing, keeping only its active state.
    const draft = await withTrustedUploads(ctx.deps, seller.id, draftOf(ctx.body));
    return (tx, now) => replaceProduct(tx, ctx.params.id, draft, now);
  }),
);

const activation = (active: boolean) =>
  defineHandler(active ? sellerRoutes.activate : sellerRoutes.deactivate, (ctx) =>
    mutateProduct(ctx, active ? 'activate' : 'deactivate', ctx.params.id, ctx.body.idempotencyKey, async (seller) => {
      const product = await ownedProduct(ctx.deps.db, seller.id, ctx.params.id);
      if (!product) throw notFound();
      return (tx, now) => setProductActive(tx, product, active, now);
    }),
  );

// ---- reads (list and detail share one window per account: the route table's) ---------------

const list = defineHandler(sellerRoutes.list, async (ctx) => {
  const { deps, query } = ctx;
  const seller = accountOf(ctx);
  const page = query.page ?? 1;
  const status = query.status ?? 'all';
  const { rows, total } = await listingsPage(deps.db, seller.id, status, page);
  const hasMore = page * SELLER_LIMITS.pageSize < total;
  return json(
    {
      ok: true,
      products: rows.map((row) => presentSellerProduct(deps.config, row, seller)),
      page,
      status,
      total,
      totalPages: Math.max(1, Math.ceil(total / SELLER_LIMITS.pageSize)),
      hasMore,
      // Paging stops at page 1000 even when more listings exist.
      nextPage: hasMore && page < SELLER_LIMITS.pageMax ? page + 1 : null,
      publicProfile: seller.publicProfile,
      profileSetupUrl: profileSetupUrl(deps.config, seller),
    },
    200,
    noStore,
  );
});

const detail = defineHandler(sellerRoutes.detail, async (ctx) => {
  const seller = accountOf(ctx);
  const product = await ownedProduct(ctx.deps.db, seller.id, ctx.params.id);
  if (!product) throw notFound();
  return json(
    {
      ok: true,
      product: presentSellerProduct(ctx.deps.config, product, seller),
      profileSetupUrl: profileSetupUrl(ctx.deps.config, seller),
    },
    200,
    noStore,
  );
});

// ---- the profile ---------------------------------------------------------------------------

const profile = defineHandler(sellerRoutes.profile, async (ctx) => {
  const account = accountOf(ctx);
  // Reading never creates the profile.
  return json(
    { ok: true, profile: presentProfile(ctx.deps.config, account, await profileRowOf(ctx.deps.db, account.id)) },
    200,
    noStore,
  );
});

const isUniqueViolation = (error: unknown): boolean => {
  const code = (e: unknown) => (e as { code?: unknown } | undefined)?.code;
  return code(error) === '23505' || code((error as { cause?: unknown }).cause) === '23505';
};

const updateProfile = defineHandler(sellerRoutes.updateProfile, async (ctx) => {
  const { deps, body } = ctx;
  const account = accountOf(ctx);
  const publicUrl = deps.config.publicUrl;

  const unknownCategory = body.categoryNames?.find((name) => !PROFILE_CATEGORIES.includes(name));
  if (unknownCategory !== undefined) {
    throw fail(
      400,
      PROFILE_CODES.input,
      `"${unknownCategory}" is not a profile category; use the exact names GET /worker/profile/categories answers.`,
    );
  }
  const [picture] = body.pfpMediaId ? await ownedReadyMedia(deps.db, account.id, [body.pfpMediaId], 'pfp') : [];
  if (body.pfpMediaId && !picture)
    throw fail(400, PROFILE_CODES.media, 'pfpMediaId must be a ready picture you uploaded with purpose "pfp".');
  const portfolio =
    body.portfolioMediaIds && (await ownedReadyMedia(deps.db, account.id, body.portfolioMediaIds, 'portfolio'));
  if (body.portfolioMediaIds && portfolio && portfolio.length !== body.portfolioMediaIds.length) {
    const missing = body.portfolioMediaIds.find((id) => !portfolio.some((m) => m.id === id));
    throw fail(
      400,
      PROFILE_CODES.media,
      `portfolioMediaIds: "${missing}" is not a ready upload of yours with purpose "portfolio".`,
    );
  }
  const nickname = body.nickname === undefined ? undefined : blankToNull(body.nickname);
  const taken = () => fail(409, PROFILE_CODES.nicknameTaken, 'That nickname is in use by another account.');
  if (nickname && (await nicknameTaken(deps.db, nickname, account.id))) throw taken();

  const accountFields: AccountProfileFields = {};
  if (nickname !== undefined) accountFields.nickname = nickname;
  if (body.profileBio !== undefined) accountFields.bio = blankToNull(body.profileBio);
  if (body.moreAbout !== undefined) accountFields.about = blankToNull(body.moreAbout);
  if (body.publicProfile !== undefined) accountFields.publicProfile = body.publicProfile;
  if (body.pfpMediaId !== undefined) accountFields.avatarUrl = picture ? mediaUrl(publicUrl, picture) : null;
  const profileFields: ProfileRowFields = {};
  if (body.tags !== undefined) profileFields.tags = blankToNull(body.tags);
  if (body.categoryNames !== undefined) profileFields.categoryNames = body.categoryNames;
  if (body.pfpMediaId !== undefined) profileFields.pfpMediaId = body.pfpMediaId;
  if (portfolio) profileFields.portfolio = portfolio.map((m) => ({ mediaId: m.id, url: mediaUrl(publicUrl, m) }));

  try {
    await deps.db.transaction((tx) => saveProfile(tx, account.id, accountFields, profileFields, deps.clock.date()));
  } catch (error) {
    // Two accounts claiming one nickname at once: the unique index decides.
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
  // The nickname, picture and public flag show in the store.
  deps.catalog.invalidate();
  const updated = (await accountById(deps.db, account.id))!;
  return json(
    { ok: true, profile: presentProfile(deps.config, updated, await profileRowOf(deps.db, account.id)) },
    200,
    noStore,
  );
});

const categories = defineHandler(sellerRoutes.categories, () =>
  json({ ok: true, categories: PROFILE_CATEGORIES }, 200, noStore),
);

export const sellerHandlers: Handlers = [
  list,
  create,
  detail,
  replace,
  activation(true),
  activation(false),
  profile,
  updateProfile,
  categories,
];
