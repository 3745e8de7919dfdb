/**
 * Reading the store's URL on the server. Values are checked: the list's with
 * the contract's schema, price and delivery with the dashboard's own rules
 * (they never go upstream). A bad shared link says what is wrong instead of
 * silently falling back.
 */
import { plainIssue } from '@/lib/marketplace/query-params';
import { storeListQuerySchema, toFilters } from '@/lib/marketplace/store/contract';
import { STORE_LIST_PARAMS } from '@/lib/marketplace/store/filters';
import { LISTING_FILTER_PARAMS, parseListingFilters } from './listing-filters';
import type { StoreView } from './store-url';

export type StoreViewParse = ({ ok: true } & StoreView) | { ok: false; problem: string };

type SearchParams = Record<string, string | string[] | undefined>;

const pick = (params: SearchParams, keys: readonly string[]) =>
  Object.fromEntries(keys.flatMap((k) => (typeof params[k] === 'string' ? [[k, params[k]]] : [])));

export function parseStoreView(params: SearchParams): StoreViewParse {
  const parsed = storeListQuerySchema.safeParse(pick(params, STORE_LIST_PARAMS));
  if (!parsed.success) return { ok: false, problem: plainIssue(parsed.error) };
  const listing = parseListingFilters(pick(params, LISTING_FILTER_PARAMS));
  if (!listing.ok) return { ok: false, problem: listing.problem };
  return { ok: true, filters: toFilters(parsed.data), listing: listing.filters };
}
