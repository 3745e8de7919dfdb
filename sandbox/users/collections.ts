/** The items of a public user's three collections (spec 4.12), in their order. */
import { and, desc, eq } from 'drizzle-orm';
import { USER_LIMITS, type UserCollection } from '@/lib/marketplace/users/terms';
import type { AccountRow } from '../account/repo';
import { products, reviews } from '../db/schema';
import type { SandboxDeps } from '../deps';
import { profileRowOf } from '../seller/repo';
import { presentProduct, truncate } from '../store/present';

/** `limit` items from `offset`, and whether more follow. */
export async function collectionItems(
  deps: SandboxDeps,
  user: AccountRow,
  collection: UserCollection,
  offset: number,
  limit: number,
): Promise<{ items: unknown[]; hasMore: boolean }> {
  const rows = await readItems(deps, user, collection, offset, limit + 1);
  return { items: rows.slice(0, limit), hasMore: rows.length > limit };
}

async function readItems(
  deps: SandboxDeps,
  user: AccountRow,
  collection: UserCollection,
  offset: number,
  count: number,
): Promise<unknown[]> {
  const { db } = deps;
  switch (collection) {
    case 'store': {
      // The user's visible listings, in the store's "best match" order.
      const rows = await db
        .select()
        .from(products)
        .where(and(eq(products.sellerId, user.id), eq(products.active, true)))
        .orderBy(desc(products.qualityScore), desc(products.createdAt), desc(products.id))
        .offset(offset)
        .limit(count);
      return rows.map((p) => presentProduct(deps.config, p, user, false));
    }
    case 'reviews': {
      const rows = await db
        .select()
        .from(reviews)
        .where(eq(reviews.sellerId, user.id))
        .orderBy(desc(reviews.reviewedAt), desc(reviews.id))
        .offset(offset)
        .limit(count);
      return rows.map((r) => {
        const text = truncate(r.text, USER_LIMITS.reviewTextMax);
        return {
          stars: r.stars,
          text: text.text,
          textTruncated: text.truncated,
          byAgent: r.byAgent,
          reviewedAt: r.reviewedAt.toISOString(),
        };
      });
    }
    case 'portfolio': {
      // Portfolio items are URL strings, in the order the seller arranged them.
      const portfolio = (await profileRowOf(db, user.id))?.portfolio ?? [];
      return portfolio.slice(offset, offset + count).map((item) => item.url);
    }
  }
}
