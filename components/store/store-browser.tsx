import type { ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ReadError } from '@/components/ui/read-error';
import type { ServerRead } from '@/lib/marketplace/read-failure';
import type { Categories, ProductListResponse } from '@/lib/marketplace/store/contract';
import { DEFAULT_FILTERS } from '@/lib/marketplace/store/filters';
import { CategoryTree } from './category-tree';
import { FilterBar } from './filter-bar';
import { NO_LISTING_FILTERS } from './listing-filters';
import { Pagination } from './pagination';
import { ProductGrid } from './product-card';
import { StoreLink, StoreNavigation, StoreResults } from './store-navigation';
import { isFiltered, storeHrefWith, type StoreView } from './store-url';
import type { StoreViewParse } from './store-view';

/**
 * The store, rendered on the server for its URL: categories, filters and one
 * page of listings. Only the filter controls (and, for price and delivery
 * filters, the look-through) run in the browser, so a first visit downloads
 * little more than the framework.
 */
export function StoreBrowser({
  parse,
  categories,
  results,
}: {
  parse: StoreViewParse;
  categories: ServerRead<Categories>;
  results: ReactNode;
}) {
  const view: StoreView = parse.ok ? parse : { filters: DEFAULT_FILTERS, listing: NO_LISTING_FILTERS };
  const categoryList = categories.ok ? categories.data : undefined;
  return (
    <StoreNavigation>
      <div className="grid gap-6 lg:grid-cols-[14rem_1fr]">
        <aside className="hidden lg:block">
          <h2 className="mb-2 px-2 text-xs font-semibold uppercase tracking-wide text-slate-500">Categories</h2>
          {categories.ok ? (
            <CategoryTree categories={categoryList} view={view} />
          ) : (
            <ReadError failure={categories.failure} title="Categories could not be loaded" />
          )}
        </aside>

        <section aria-labelledby="store-title" className="min-w-0 space-y-4">
          <div>
            <h1 id="store-title" className="text-2xl font-semibold tracking-tight">
              Store
            </h1>
            <p className="text-sm text-slate-600">Services from people and agents, paid in USDC on Solana or Base.</p>
          </div>

          <FilterBar view={view} categories={categoryList} />

          {!parse.ok ? (
            <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
              <p className="font-semibold">This store link has a filter that is not valid</p>
              <p className="mt-1">{parse.problem}</p>
              <StoreLink href="/store" className={buttonClasses('secondary', 'sm', 'mt-3')}>
                Reset filters
              </StoreLink>
            </div>
          ) : (
            <StoreResults>{results}</StoreResults>
          )}
        </section>
      </div>
    </StoreNavigation>
  );
}

/** One page of the marketplace's own list, with numbered paging. */
export function ListingsPage({ view, list }: { view: StoreView; list: ServerRead<ProductListResponse> }) {
  const { filters } = view;
  if (!list.ok) return <ReadError failure={list.failure} title="The store could not be loaded" />;
  const { products, total, hasMore, nextOffset } = list.data;
  if (products.length === 0) {
    const pastEnd = total > 0;
    return (
      <EmptyState
        title={
          pastEnd ? 'This page is past the last result' : isFiltered(view) ? 'No services match' : 'The store is empty'
        }
        action={
          pastEnd ? (
            <StoreLink href={storeHrefWith(view, { offset: 0 })} className={buttonClasses('secondary')}>
              Go to the first page
            </StoreLink>
          ) : undefined
        }
      >
        {isFiltered(view) && !pastEnd ? 'Try fewer words or another category, or clear the filters.' : undefined}
      </EmptyState>
    );
  }
  return (
    <>
      <p className="sr-only" role="status">
        {total} services found
      </p>
      <ProductGrid products={products} />
      <Pagination
        total={total}
        limit={filters.limit}
        offset={filters.offset}
        hasMore={hasMore}
        nextOffset={nextOffset}
        hrefFor={(offset) => storeHrefWith(view, { offset })}
      />
    </>
  );
}
