/** Reading and writing a seller's listings, profile and product receipts. */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { ProductDraft } from '@/lib/marketplace/seller/form-values';
import { SELLER_LIMITS, type ProductStatus } from '@/lib/marketplace/seller/terms';
import type { AccountRow } from '../account/repo';
import { accounts, products } from '../db/schema';
import type { SandboxDb } from '../db/types';
import { searchTextOf } from '../store/search-text';
import { productReceipts, sellerProfiles, type ProductOperation } from './schema';

export type ProductRow = typeof products.$inferSelect;
export type ProfileRow = typeof sellerProfiles.$inferSelect;
export type ReceiptRow = typeof productReceipts.$inferSelect;

/** A transaction or the database: repo writes run in either. */
export type Queryable = Pick<SandboxDb, 'select' | 'insert' | 'update'>;

// ---- listings -----------------------------------------------------------------------

/** The seller's own listing; undefined when missing or someone else's (the same 404 either way). */
export async function ownedProduct(db: Queryable, sellerId: string, id: string): Promise<ProductRow | undefined> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.sellerId, sellerId)))
    .limit(1);
  return row;
}

/** One page of the seller's listings, newest update first. */
export async function listingsPage(
  db: SandboxDb,
  sellerId: string,
  status: ProductStatus,
  page: number,
): Promise<{ rows: ProductRow[]; total: number }> {
  const where = and(
    eq(products.sellerId, sellerId),
    status === 'all' ? undefined : eq(products.active, status === 'active'),
  );
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(products).where(where);
  const rows = await db
    .select()
    .from(products)
    .where(where)
    .orderBy(desc(products.updatedAt), desc(products.id))
    .limit(SELLER_LIMITS.pageSize)
    .offset((page - 1) * SELLER_LIMITS.pageSize);
  return { rows, total };
}

/** Sandbox assumption: a new listing ranks in "best match" by its seller's reviews, as the seeded ones do. */
function qualityScoreOf(seller: AccountRow): number {
  const stars = seller.reviewCount > 0 ? seller.starTotal / seller.reviewCount : 3;
  return Math.round(stars * 150 + Math.min(seller.reviewCount, 24) * 8);
}

const draftColumns = (draft: ProductDraft) => ({ ...draft, searchText: searchTextOf(draft) });

export async function insertProduct(
  db: Queryable,
  seller: AccountRow,
  id: string,
  draft: ProductDraft,
  now: Date,
): Promise<ProductRow> {
  const [row] = await db
    .insert(products)
    .values({
      id,
      sellerId: seller.id,
      ...draftColumns(draft),
      active: true,
      qualityScore: qualityScoreOf(seller),
      createdByAgent: seller.isAgent,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row!;
}

/** A full replacement of the editable fields; the active state, creation time and authorship stay. */
export async function replaceProduct(db: Queryable, id: string, draft: ProductDraft, now: Date): Promise<ProductRow> {
  const [row] = await db
    .update(products)
    .set({ ...draftColumns(draft), updatedAt: now })
    .where(eq(products.id, id))
    .returning();
  return row!;
}

/** Activate or deactivate; a listing already in that state is left as it is. */
export async function setProductActive(
  db: Queryable,
  product: ProductRow,
  active: boolean,
  now: Date,
): Promise<ProductRow> {
  if (product.active === active) return product;
  const [row] = await db
    .update(products)
    .set({ active, updatedAt: now })
    .where(eq(products.id, product.id))
    .returning();
  return row!;
}

// ---- receipts -----------------------------------------------------------------------

export async function receiptOf(
  db: Queryable,
  accountId: string,
  idempotencyKey: string,
): Promise<ReceiptRow | undefined> {
  const [row] = await db
    .select()
    .from(productReceipts)
    .where(and(eq(productReceipts.accountId, accountId), eq(productReceipts.idempotencyKey, idempotencyKey)))
    .limit(1);
  return row;
}

/** Save a mutation's answer under its key; false when a concurrent twin saved first. */
export async function saveReceipt(
  db: Queryable,
  receipt: {
    accountId: string;
    idempotencyKey: string;
    operation: ProductOperation;
    target: string | null;
    requestHash: string;
    productId: string;
    answer: Record<string, unknown>;
    createdAt: Date;
  },
): Promise<boolean> {
  const saved = await db
    .insert(productReceipts)
    .values(receipt)
    .onConflictDoNothing()
    .returning({ key: productReceipts.idempotencyKey });
  return saved.length > 0;
}

// ---- profile ------------------------------------------------------------------------

export async function profileRowOf(db: Queryable, accountId: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(sellerProfiles).where(eq(sellerProfiles.accountId, accountId)).limit(1);
  return row;
}

/** Whether another account already has this nickname, ignoring case. */
export async function nicknameTaken(db: Queryable, nickname: string, exceptAccountId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(sql`lower(${accounts.nickname}) = ${nickname.toLowerCase()} and ${accounts.id} <> ${exceptAccountId}`)
    .limit(1);
  return row !== undefined;
}

export type AccountProfileFields = Partial<
  Pick<AccountRow, 'nickname' | 'bio' | 'about' | 'publicProfile' | 'avatarUrl'>
>;
export type ProfileRowFields = Partial<Pick<ProfileRow, 'tags' | 'categoryNames' | 'pfpMediaId' | 'portfolio'>>;

/** Apply a profile patch: the account's public fields, and the profile row (created on the first save). */
export async function saveProfile(
  db: Queryable,
  accountId: string,
  account: AccountProfileFields,
  profile: ProfileRowFields,
  now: Date,
): Promise<void> {
  if (Object.keys(account).length > 0) await db.update(accounts).set(account).where(eq(accounts.id, accountId));
  await db
    .insert(sellerProfiles)
    .values({ accountId, ...profile, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: sellerProfiles.accountId, set: { ...profile, updatedAt: now } });
}
