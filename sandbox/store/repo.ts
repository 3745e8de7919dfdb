/** Store queries: visible products with filters, sorts and offset paging. */
import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/lib/db/open';
import type { StoreSort } from '@/lib/marketplace/store';
import * as schema from '../db/schema';

const { accounts, products } = schema;

export type SandboxDb = Database<typeof schema>;

export interface ListFilters {
  q: string;
  category: string;
  sort: StoreSort;
  limit: number;
  offset: number;
  /** Seed for `random`: the filter set and the UTC day, so the order holds all day. */
  randomSeed: string;
}

const visible = and(eq(products.active, true), eq(accounts.publicProfile, true), eq(accounts.blocked, false));

function whereFor(filters: Pick<ListFilters, 'q' | 'category'>): SQL | undefined {
  const parts: (SQL | undefined)[] = [visible];
  if (filters.q !== '') parts.push(sql`strpos(${products.searchText}, ${filters.q.toLowerCase()}) > 0`);
  if (filters.category.toLowerCase() !== 'all') {
    const c = filters.category.toLowerCase();
    parts.push(or(sql`lower(${products.category}) = ${c}`, sql`lower(${products.subCategory}) = ${c}`));
  }
  return and(...parts);
}

function orderFor(filters: ListFilters): SQL[] {
  switch (filters.sort) {
    case 'newest':
      return [desc(products.createdAt), asc(products.id)];
    case 'stars_desc':
      return [
        sql`(${accounts.starTotal}::numeric / nullif(${accounts.reviewCount}, 0)) desc nulls last`,
        desc(accounts.reviewCount),
        desc(products.qualityScore),
        asc(products.id),
      ];
    case 'random':
      return [sql`md5(${products.id} || ${filters.randomSeed})`, asc(products.id)];
    case 'quality_desc':
      return [desc(products.qualityScore), desc(products.createdAt), asc(products.id)];
  }
}

export async function listProducts(db: SandboxDb, filters: ListFilters) {
  const where = whereFor(filters);
  const [totalRow] = await db.select({ total: count() }).from(products).innerJoin(accounts, eq(products.sellerId, accounts.id)).where(where);
  const rows = await db
    .select({ product: products, seller: accounts })
    .from(products)
    .innerJoin(accounts, eq(products.sellerId, accounts.id))
    .where(where)
    .orderBy(...orderFor(filters))
    .limit(filters.limit)
    .offset(filters.offset);
  return { total: totalRow?.total ?? 0, rows };
}

export async function findVisibleProduct(db: SandboxDb, id: string) {
  const [row] = await db
    .select({ product: products, seller: accounts })
    .from(products)
    .innerJoin(accounts, eq(products.sellerId, accounts.id))
    .where(and(eq(products.id, id), visible))
    .limit(1);
  return row;
}

/** Lower-cased searchable text; U+001F keeps matches from spanning two fields. */
export function searchTextOf(product: { name: string; description: string | null; tags: string[] }): string {
  return [product.name, product.description ?? '', ...product.tags].join('\u001f').toLowerCase();
}
