/** Seller rows -> the owned listing (spec 2.2) and the seller profile (spec 2.3). */
import type { AccountRow } from '../account/repo';
import { profileUrl, type PresentContext } from '../store/present';
import type { ProductRow, ProfileRow } from './repo';

/** Where a seller makes the profile public: shown while it is not, since listings stay invisible until then. */
export const profileSetupUrl = (ctx: PresentContext, seller: AccountRow): string | null =>
  seller.publicProfile ? null : `${ctx.siteUrl}/seller/profile`;

export function presentSellerProduct(ctx: PresentContext, product: ProductRow, seller: AccountRow) {
  const visible = product.active && seller.publicProfile;
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    thumbnailUrl: product.thumbnailUrl,
    attachments: product.attachments,
    tags: product.tags,
    category: product.category,
    subCategory: product.subCategory,
    priceUsd: product.priceUsd,
    // Sandbox assumption: no SOL reference price is kept.
    priceSol: null,
    priceOnRequest: product.priceOnRequest,
    revisions: product.revisions,
    expectedDelivery: product.expectedDelivery,
    active: product.active,
    publicProfile: seller.publicProfile,
    visible,
    url: visible ? `${ctx.siteUrl}/store/${encodeURIComponent(product.id)}` : null,
    // Older records may not say whether an agent created them.
    ...(product.createdByAgent === null ? {} : { createdByAgent: product.createdByAgent }),
    createdAt: product.createdAt.toISOString(),
    updatedAt: product.updatedAt.toISOString(),
  };
}

/** A profile exists once saved; seeded sellers and accounts named through the control surface have one too. */
const hasProfile = (account: AccountRow, row: ProfileRow | undefined): boolean =>
  row !== undefined || account.nickname !== null || account.publicProfile;

export function presentProfile(ctx: PresentContext, account: AccountRow, row: ProfileRow | undefined) {
  if (!hasProfile(account, row)) return null;
  const portfolio = row?.portfolio ?? [];
  return {
    nickname: account.nickname,
    profileBio: account.bio,
    moreAbout: account.about,
    tags: row?.tags ?? null,
    categoryNames: row?.categoryNames ?? [],
    publicProfile: account.publicProfile,
    pfpUrl: account.avatarUrl,
    pfpMediaId: row?.pfpMediaId ?? null,
    portfolioUrls: portfolio.map((item) => item.url),
    portfolioMedia: portfolio.map((item) => ({ mediaId: item.mediaId, url: item.url })),
    verifiedCreator: account.verifiedCreator,
    profileUrl: account.publicProfile ? profileUrl(ctx, account.nickname) : null,
  };
}
