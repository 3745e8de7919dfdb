'use client';

import { parseAsString, useQueryStates } from 'nuqs';
import { useMemo } from 'react';
import { plainIssue } from '@/lib/marketplace/query-params';
import { DEFAULT_FILTERS, filtersToQuery, storeListQuerySchema, toFilters, type StoreFilters } from '@/lib/marketplace/store/contract';

const urlKeys = {
  q: parseAsString,
  category: parseAsString,
  sort: parseAsString,
  limit: parseAsString,
  offset: parseAsString,
};

export type FiltersState = { ok: true; filters: StoreFilters } | { ok: false; problem: string };

/**
 * The store's filters live in the URL, so a filtered page can be shared. Values
 * are read raw and checked with the contract's schema: a bad shared link shows
 * what is wrong instead of silently falling back.
 */
export function useStoreFilters() {
  const [raw, setRaw] = useQueryStates(urlKeys, { history: 'push', scroll: false });

  const state: FiltersState = useMemo(() => {
    const present = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== null)) as Record<string, string>;
    const parsed = storeListQuerySchema.safeParse(present);
    return parsed.success ? { ok: true, filters: toFilters(parsed.data) } : { ok: false, problem: plainIssue(parsed.error) };
  }, [raw]);

  const current = state.ok ? state.filters : DEFAULT_FILTERS;

  /** Apply a change; anything but paging starts again at the first page. */
  const update = (patch: Partial<StoreFilters>) => {
    const next: StoreFilters = { ...current, ...patch, offset: patch.offset ?? 0 };
    const params = new URLSearchParams(filtersToQuery(next));
    return setRaw({
      q: params.get('q'),
      category: params.get('category'),
      sort: params.get('sort'),
      limit: params.get('limit'),
      offset: params.get('offset'),
    });
  };

  const reset = () => setRaw({ q: null, category: null, sort: null, limit: null, offset: null });

  /** The shareable URL for a change, for links that also work in a new tab. */
  const hrefFor = (patch: Partial<StoreFilters>) => `/store${filtersToQuery({ ...current, ...patch, offset: patch.offset ?? 0 })}`;

  return { state, current, update, reset, hrefFor };
}
