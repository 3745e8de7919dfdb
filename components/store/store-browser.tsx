'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { storeQueries } from '@/lib/marketplace/store/client';
import type { StoreFilters } from '@/lib/marketplace/store/contract';
import { CategoryTree } from './category-tree';
import { FilterBar } from './filter-bar';
import { hasListingFilters } from './listing-filters';
import { Pagination } from './pagination';
import { ProductGrid, ProductGridSkeleton } from './product-card';
import { ScanResults } from './scan-results';
import { useStoreFilters, type StoreFiltersApi } from './use-store-filters';

/** One page of the marketplace's own list, with numbered paging. */
function PagedResults({ current, filtered, hrefFor, update }: { current: StoreFilters } & Pick<StoreFiltersApi, 'filtered' | 'hrefFor' | 'update'>) {
  const list = useQuery({ ...storeQueries.list(current), placeholderData: keepPreviousData });
  if (list.isPending) return <ProductGridSkeleton count={Math.min(current.limit, 12)} />;
  if (list.isError) return <ErrorState error={list.error} onRetry={() => list.refetch()} title="The store could not be loaded" />;
  if (list.data.products.length === 0) {
    const pastEnd = list.data.total > 0;
    return (
      <EmptyState
        title={pastEnd ? 'This page is past the last result' : filtered ? 'No services match' : 'The store is empty'}
        action={
          pastEnd ? (
            <Button variant="secondary" onClick={() => update({ offset: 0 })}>
              Go to the first page
            </Button>
          ) : undefined
        }
      >
        {filtered && !pastEnd ? 'Try fewer words or another category, or clear the filters.' : undefined}
      </EmptyState>
    );
  }
  return (
    <>
      <p className="sr-only" role="status">
        {list.data.total} services found
      </p>
      <ProductGrid products={list.data.products} stale={list.isPlaceholderData} />
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
  );
}

export function StoreBrowser() {
  const filters = useStoreFilters();
  const { state, current, listing, update, reset, hrefFor } = filters;
  const categories = useQuery(storeQueries.categories());

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
        <div>
          <h1 id="store-title" className="text-2xl font-semibold tracking-tight">
            Store
          </h1>
          <p className="text-sm text-slate-600">Services from people and agents, paid in USDC on Solana or Base.</p>
        </div>

        <FilterBar filters={filters} categories={categories.data} />

        {!state.ok ? (
          <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
            <p className="font-semibold">This store link has a filter that is not valid</p>
            <p className="mt-1">{state.problem}</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => reset()}>
              Reset filters
            </Button>
          </div>
        ) : hasListingFilters(listing) ? (
          <ScanResults key={JSON.stringify([current.q, current.category, current.sort, current.limit, listing])} filters={current} listing={listing} />
        ) : (
          <PagedResults current={current} filtered={filters.filtered} hrefFor={hrefFor} update={update} />
        )}
      </section>
    </div>
  );
}
