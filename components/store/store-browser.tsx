'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Search, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { cn } from '@/lib/cn';
import { CategorySelect, CategoryTree } from './category-tree';
import { Pagination } from './pagination';
import { ProductCard, ProductCardSkeleton } from './product-card';
import { useStoreFilters } from './use-store-filters';
import { ALL_CATEGORIES, PAGE_SIZES, SORT_LABELS, STORE_LIMITS, STORE_SORTS, type StoreSort } from '@/lib/marketplace/store/contract';
import { storeQueries } from '@/lib/marketplace/store/client';

/**
 * Uncontrolled on purpose: text typed before the page hydrates stays in the box
 * (a controlled input would be reset to the URL's value and drop keystrokes).
 */
function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const synced = useRef(value);
  const [hasText, setHasText] = useState(value !== '');
  // Follow the URL when it changes (back, reset), but never overwrite what was typed before hydration.
  useEffect(() => {
    if (synced.current !== value && input.current) input.current.value = value;
    synced.current = value;
    setHasText((input.current?.value ?? value) !== '');
  }, [value]);
  return (
    <form
      role="search"
      className="flex flex-1 gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch((input.current?.value ?? '').trim());
      }}
    >
      <label className="relative flex-1">
        <span className="sr-only">Search services</span>
        <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
        <input
          ref={input}
          type="search"
          name="q"
          defaultValue={value}
          maxLength={STORE_LIMITS.qMax}
          onInput={(e) => setHasText(e.currentTarget.value !== '')}
          placeholder="Search names, descriptions and tags"
          className="h-10 w-full rounded-md border border-slate-300 bg-white pl-9 pr-9 text-sm placeholder:text-slate-400"
        />
        {hasText && (
          <button
            type="button"
            aria-label="Clear search"
            className="absolute right-2 top-1/2 -translate-y-1/2 rounded p-1 text-slate-400 hover:text-slate-700"
            onClick={() => {
              if (input.current) input.current.value = '';
              setHasText(false);
              onSearch('');
            }}
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        )}
      </label>
      <Button type="submit">Search</Button>
    </form>
  );
}

export function StoreBrowser() {
  const { state, current, update, reset, hrefFor } = useStoreFilters();
  const categories = useQuery(storeQueries.categories());
  const list = useQuery({ ...storeQueries.list(current), enabled: state.ok, placeholderData: keepPreviousData });

  const filtered = current.q !== '' || current.category.toLowerCase() !== ALL_CATEGORIES.toLowerCase();

  return (
    <div className="grid gap-6 lg:grid-cols-[14rem_1fr]">
      <aside className="hidden lg:block">
        <h2 className="mb-2 px-2 text-xs font-semibold uppercase tracking-wide text-slate-500">Categories</h2>
        {categories.isError ? (
          <ErrorState error={categories.error} onRetry={() => categories.refetch()} title="Categories could not be loaded" />
        ) : (
          <CategoryTree categories={categories.data} active={current.category} hrefFor={(category) => hrefFor({ category })} onSelect={(category) => update({ category })} />
        )}
      </aside>

      <section aria-labelledby="store-title" className="min-w-0 space-y-4">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <div>
            <h1 id="store-title" className="text-2xl font-semibold tracking-tight">
              Store
            </h1>
            <p className="text-sm text-slate-600">Services from people and agents, paid in USDC on Solana or Base.</p>
          </div>
        </div>

        <div className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:flex-row sm:items-end">
          <SearchBox value={current.q} onSearch={(q) => update({ q })} />
          <div className="lg:hidden">
            <CategorySelect categories={categories.data} active={current.category} onSelect={(category) => update({ category })} />
          </div>
          <label className="flex flex-col gap-1 text-xs font-medium text-slate-600">
            Sort by
            <select
              className="h-10 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900"
              value={current.sort}
              onChange={(e) => update({ sort: e.target.value as StoreSort })}
            >
              {STORE_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {SORT_LABELS[sort]}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-xs font-medium text-slate-600">
            Per page
            <select
              className="h-10 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900"
              value={current.limit}
              onChange={(e) => update({ limit: Number(e.target.value) })}
            >
              {[...new Set([...PAGE_SIZES, current.limit])]
                .sort((a, b) => a - b)
                .map((size) => (
                  <option key={size} value={size}>
                    {size}
                  </option>
                ))}
            </select>
          </label>
        </div>

        {!state.ok ? (
          <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
            <p className="font-semibold">This store link has a filter that is not valid</p>
            <p className="mt-1">{state.problem}</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => reset()}>
              Reset filters
            </Button>
          </div>
        ) : list.isPending ? (
          <ul aria-busy="true" aria-label="Loading services" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {Array.from({ length: Math.min(current.limit, 12) }, (_, i) => (
              <li key={i}>
                <ProductCardSkeleton />
              </li>
            ))}
          </ul>
        ) : list.isError ? (
          <ErrorState error={list.error} onRetry={() => list.refetch()} title="The store could not be loaded" />
        ) : list.data.products.length === 0 ? (
          <EmptyState
            title={list.data.total > 0 ? 'This page is past the last result' : filtered ? 'No services match' : 'The store is empty'}
            action={
              filtered || current.offset > 0 ? (
                <Button variant="secondary" onClick={() => reset()}>
                  Clear filters
                </Button>
              ) : undefined
            }
          >
            {filtered ? 'Try fewer words, another category, or clear the filters.' : undefined}
          </EmptyState>
        ) : (
          <>
            {/* The cards' titles are h3, as on a profile's listings. */}
            <h2 className="sr-only">Services</h2>
            <p className="sr-only" role="status">
              {list.data.total} services found
            </p>
            <ul aria-label="Services" className={cn('grid gap-4 transition-opacity sm:grid-cols-2 xl:grid-cols-3', list.isPlaceholderData && 'opacity-60')}>
              {list.data.products.map((product) => (
                <li key={product.id} className="flex">
                  <ProductCard product={product} />
                </li>
              ))}
            </ul>
            <Pagination
              total={list.data.total}
              limit={current.limit}
              offset={current.offset}
              hasMore={list.data.hasMore}
              nextOffset={list.data.nextOffset}
              hrefFor={(offset) => hrefFor({ offset })}
              onPage={(offset) => {
                void update({ offset });
                document.getElementById('store-title')?.scrollIntoView({ block: 'start' });
              }}
            />
          </>
        )}
      </section>
    </div>
  );
}
