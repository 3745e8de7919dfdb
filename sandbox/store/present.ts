/** Store product rows -> the public product shape of spec 2.1. */
import { grossFromSellerNet } from '@/lib/marketplace/fees';
import type { accounts, products } from '../db/schema';
import { type Pricing } from '@/lib/marketplace/store/contract';
import { STORE_LIMITS } from '@/lib/marketplace/store/filters';

type ProductRow = typeof products.$inferSelect;
type AccountRow = typeof accounts.$inferSelect;

export interface PresentContext {
  publicUrl: string;
  siteUrl: string;
}

/** Cut to `max` characters, counting code points so no character is split. */
export function truncate(text: string, max: number): { text: string; truncated: boolean } {
  const chars = Array.from(text);
  return chars.length <= max ? { text, truncated: false } : { text: chars.slice(0, max).join(''), truncated: true };
}

export function starsOf(seller: Pick<AccountRow, 'reviewCount' | 'starTotal'>): number | null {
  if (seller.reviewCount === 0) return null;
  return Math.round((seller.starTotal * 10) / seller.reviewCount) / 10;
}

export function pricingOf(product: ProductRow, seller: AccountRow): Pricing {
  if (!seller.acceptingOrders)
    return { mode: 'unavailable', currency: 'USD', includesPlatformFee: true, displayAmount: null };
  if (product.priceOnRequest || product.priceUsd === null)
    return { mode: 'on_request', currency: 'USD', includesPlatformFee: true, displayAmount: null };
  return {
    mode: 'fixed',
    currency: 'USD',
    includesPlatformFee: true,
    displayAmount: grossFromSellerNet(product.priceUsd),
  };
}

export function profileUrl(ctx: PresentContext, nickname: string | null): string | null {
  return nickname ? `${ctx.siteUrl}/users/${encodeURIComponent(nickname)}` : null;
}

function sellerSummary(ctx: PresentContext, seller: AccountRow, detail: boolean) {
  return {
    nickname: seller.nickname ?? '',
    avatarUrl: seller.avatarUrl,
    reviews: seller.reviewCount,
    stars: starsOf(seller),
    verifiedCreator: seller.verifiedCreator,
    profileUrl: profileUrl(ctx, seller.nickname),
    ...(detail ? { bio: seller.bio } : {}),
  };
}

export function presentProduct(ctx: PresentContext, product: ProductRow, seller: AccountRow, detail: boolean) {
  const pricing = pricingOf(product, seller);
  const description =
    product.description === null
      ? { text: null, truncated: false }
      : detail
        ? { text: product.description, truncated: false }
        : truncate(product.description, STORE_LIMITS.listDescriptionMax);
  return {
    id: product.id,
    name: product.name,
    description: description.text,
    descriptionTruncated: description.truncated,
    ...(product.createdByAgent === null ? {} : { createdByAgent: product.createdByAgent }),
    thumbnailUrl: product.thumbnailUrl,
    tags: product.tags,
    category: product.category,
    subCategory: product.subCategory,
    revisions: product.revisions,
    expectedDelivery: product.expectedDelivery,
    createdAt: product.createdAt.toISOString(),
    url: `${ctx.siteUrl}/store/${encodeURIComponent(product.id)}`,
    pricing,
    seller: sellerSummary(ctx, seller, detail),
    purchase:
      pricing.mode === 'fixed'
        ? {
            method: 'POST',
            url: `${ctx.publicUrl}/store/purchase`,
            body: { productId: product.id, network: 'solana | base', idempotencyKey: '<8-128 of A-Z a-z 0-9 . _ : ->' },
            note: 'Answers 402 with a 30-minute payment quote. The displayed price is not a quote and reserves nothing.',
          }
        : null,
    contact: seller.nickname
      ? {
          profileUrl: profileUrl(ctx, seller.nickname),
          hire: { method: 'POST', url: `${ctx.publicUrl}/hire`, body: { nickname: seller.nickname } },
          note:
            pricing.mode === 'on_request'
              ? 'Price on request: describe the work in a hire with your budget.'
              : undefined,
        }
      : null,
    ...(detail ? { attachmentUrls: product.attachments } : {}),
  };
}
