/**
 * The store list's filters as the pages use them (spec 4.1): sort orders, the
 * contract's limits, and the canonical query string of the store's URL. No
 * schemas here, so the store's browser code ships without them.
 */
import { toQueryString } from '../query-string';

export const STORE_SORTS = ['quality_desc', 'newest', 'stars_desc', 'random'] as const;
export type StoreSort = (typeof STORE_SORTS)[number];

export const SORT_LABELS: Record<StoreSort, string> = {
  quality_desc: 'Best match',
  newest: 'Newest',
  stars_desc: 'Top rated',
  random: 'Discover (shuffled daily)',
};

export const STORE_LIMITS = {
  qMax: 200,
  categoryMax: 100,
  limitMin: 1,
  limitMax: 50,
  limitDefault: 12,
  offsetMax: 10_000,
  listDescriptionMax: 500,
  idMax: 512,
} as const;

export const PAGE_SIZES = [12, 24, 48] as const;
export const ALL_CATEGORIES = 'All';

export const STORE_LIST_PARAMS = ['q', 'category', 'sort', 'limit', 'offset'] as const;

export interface StoreFilters {
  q: string;
  category: string;
  sort: StoreSort;
  limit: number;
  offset: number;
}

export const DEFAULT_FILTERS: StoreFilters = {
  q: '',
  category: ALL_CATEGORIES,
  sort: 'quality_desc',
  limit: STORE_LIMITS.limitDefault,
  offset: 0,
};

/** The list query for filters, leaving out defaults so shared URLs stay short. */
export function filtersToParams(filters: StoreFilters) {
  return {
    q: filters.q || undefined,
    category: filters.category.toLowerCase() === ALL_CATEGORIES.toLowerCase() ? undefined : filters.category,
    sort: filters.sort === DEFAULT_FILTERS.sort ? undefined : filters.sort,
    limit: filters.limit === DEFAULT_FILTERS.limit ? undefined : filters.limit,
    offset: filters.offset === 0 ? undefined : filters.offset,
  };
}

/** The canonical query string for filters (the store page's URL). */
export const filtersToQuery = (filters: StoreFilters): string => toQueryString(filtersToParams(filters));
