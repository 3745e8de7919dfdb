/** Store browsing handlers (spec 4.1). Public and free. */
import { storeRoutes, toFilters } from '@/lib/marketplace/store/contract';
import { STORE_LIMITS } from '@/lib/marketplace/store/filters';
import { fail, json } from '../http/errors';
import { defineHandler, type Handlers } from '../deps';
import { presentProduct } from './present';
import { CATEGORY_TREE, canonicalCategory } from './taxonomy';

const utcDay = (epochMs: number) => new Date(epochMs).toISOString().slice(0, 10);

const list = defineHandler(storeRoutes.list, async ({ deps, query }) => {
  const filters = toFilters(query);
  const category = canonicalCategory(filters.category);
  const randomSeed = `${utcDay(deps.clock.now())}|${filters.q}|${category.toLowerCase()}`;
  const { total, rows } = await deps.catalog.list({ ...filters, category, randomSeed });
  const hasMore = filters.offset + filters.limit < total;
  const next = filters.offset + filters.limit;
  return json({
    ok: true,
    products: rows.map((r) => presentProduct(deps.config, r.product, r.seller, false)),
    total,
    limit: filters.limit,
    offset: filters.offset,
    hasMore,
    // At the offset ceiling more results can exist that paging cannot reach.
    nextOffset: hasMore && next <= STORE_LIMITS.offsetMax ? next : null,
    filters: { q: filters.q === '' ? null : filters.q, category, sort: filters.sort },
  });
});

const detail = defineHandler(storeRoutes.detail, async ({ deps, params }) => {
  const row = await deps.catalog.find(params.id);
  if (!row) throw fail(404, 'STORE_PRODUCT_NOT_FOUND', 'No listed product has this id.');
  return json({ ok: true, product: presentProduct(deps.config, row.product, row.seller, true) });
});

const categories = defineHandler(storeRoutes.categories, () => json({ ok: true, categories: CATEGORY_TREE }));

export const storeHandlers: Handlers = [list, detail, categories];
