/**
 * The store area's terms that pages need without its schemas: limits, labels,
 * and the routes as the browser calls them (`wireRoutes`). No zod here: the
 * schemas stay in contract.ts, loaded on a page's first call.
 */
import type { WireEntry } from '../route';

/** The routes as pages call them; contract.ts adds the rest of each entry. */
export const storeWire = {
  list: { id: 'store.list', method: 'GET', path: '/store/products' },
  detail: { id: 'store.detail', method: 'GET', path: '/store/products/:id' },
  categories: { id: 'store.categories', method: 'GET', path: '/store/categories' },
} as const satisfies Record<string, WireEntry>;
