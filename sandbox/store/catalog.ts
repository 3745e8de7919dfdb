/**
 * The visible catalog as an in-memory read model. The database stays the
 * source of truth; this snapshot is rebuilt after any write that can change
 * what the store shows (products, sellers, reviews): every such write calls
 * `invalidate()`. Browsing then costs no database round trip, which keeps
 * the sandbox far faster than the dashboard it serves, as a real API would be.
 */
import { and, eq } from 'drizzle-orm';
import { accounts, products } from '../db/schema';
import type { SandboxDb } from '../db/types';
import { type StoreSort } from '@/lib/marketplace/store/filters';

type ProductRow = typeof products.$inferSelect;
type AccountRow = typeof accounts.$inferSelect;

export interface CatalogEntry {
  product: ProductRow;
  seller: AccountRow;
  category: string;
  subCategory: string;
  createdAt: number;
  /** Average stars, or -1 without reviews (sorts last). */
  stars: number;
}

export interface ListFilters {
  q: string;
  category: string;
  sort: StoreSort;
  limit: number;
  offset: number;
  /** Seed for `random`: the filter set and the UTC day, so the order holds all day. */
  randomSeed: string;
}

/** FNV-1a, 32 bit: a cheap, stable shuffle key. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

const byId = (a: CatalogEntry, b: CatalogEntry) =>
  a.product.id < b.product.id ? -1 : a.product.id > b.product.id ? 1 : 0;

function comparator(filters: ListFilters): (a: CatalogEntry, b: CatalogEntry) => number {
  switch (filters.sort) {
    case 'newest':
      return (a, b) => b.createdAt - a.createdAt || byId(a, b);
    case 'stars_desc':
      return (a, b) =>
        b.stars - a.stars ||
        b.seller.reviewCount - a.seller.reviewCount ||
        b.product.qualityScore - a.product.qualityScore ||
        byId(a, b);
    case 'random': {
      const keys = new Map<string, number>();
      const key = (e: CatalogEntry) => {
        let k = keys.get(e.product.id);
        if (k === undefined) keys.set(e.product.id, (k = fnv1a(`${e.product.id}|${filters.randomSeed}`)));
        return k;
      };
      return (a, b) => key(a) - key(b) || byId(a, b);
    }
    case 'quality_desc':
      return (a, b) => b.product.qualityScore - a.product.qualityScore || b.createdAt - a.createdAt || byId(a, b);
  }
}

export class Catalog {
  private snapshot: Promise<{ entries: CatalogEntry[]; byId: Map<string, CatalogEntry> }> | undefined;

  constructor(private readonly db: SandboxDb) {}

  invalidate(): void {
    this.snapshot = undefined;
  }

  private load() {
    this.snapshot ??= (async () => {
      const rows = await this.db
        .select({ product: products, seller: accounts })
        .from(products)
        .innerJoin(accounts, eq(products.sellerId, accounts.id))
        .where(and(eq(products.active, true), eq(accounts.publicProfile, true), eq(accounts.blocked, false)));
      const entries = rows.map(({ product, seller }) => ({
        product,
        seller,
        category: (product.category ?? '').toLowerCase(),
        subCategory: (product.subCategory ?? '').toLowerCase(),
        createdAt: product.createdAt.getTime(),
        stars: seller.reviewCount > 0 ? seller.starTotal / seller.reviewCount : -1,
      }));
      return { entries, byId: new Map(entries.map((e) => [e.product.id, e])) };
    })().catch((error: unknown) => {
      this.snapshot = undefined;
      throw error;
    });
    return this.snapshot;
  }

  async list(filters: ListFilters): Promise<{ total: number; rows: CatalogEntry[] }> {
    const { entries } = await this.load();
    const q = filters.q.toLowerCase();
    const category = filters.category.toLowerCase();
    const matching = entries.filter(
      (e) =>
        (q === '' || e.product.searchText.includes(q)) &&
        (category === 'all' || e.category === category || e.subCategory === category),
    );
    matching.sort(comparator(filters));
    return { total: matching.length, rows: matching.slice(filters.offset, filters.offset + filters.limit) };
  }

  async find(id: string): Promise<CatalogEntry | undefined> {
    return (await this.load()).byId.get(id);
  }
}
