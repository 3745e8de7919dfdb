'use client';

import { useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Button, buttonClasses } from '@/components/ui/button';
import { focusIntoView } from '@/components/ui/focus-into-view';
import { cn } from '@/lib/cn';
import type { Categories } from '@/lib/marketplace/store/contract';
import { ALL_CATEGORIES, PAGE_SIZES, SORT_LABELS, STORE_SORTS, type StoreSort } from '@/lib/marketplace/store/filters';
import { CategorySelect } from './category-tree';
import { DELIVERY_CHOICES, type ListingFilters } from './listing-filters';
import { PriceRange } from './price-range';
import { SearchBox } from './search-box';
import { StoreLink, useStoreNavigation } from './store-navigation';
import { clearedHref, isFiltered, type StoreView } from './store-url';
import { useStoreFilters } from './use-store-filters';
import { Icon } from '@/components/ui/icon';

const SELECT = 'h-10 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="flex flex-col gap-1 text-xs font-medium text-slate-600">
      {label}
      {children}
    </label>
  );
}

/**
 * The selects are uncontrolled and keyed by the URL's value: a choice shows at
 * once, while the server renders the store for the new URL.
 *
 * Search, category (on narrow screens), price, delivery, sort and page size, and
 * the one control that clears every filter. On a phone the fields fold behind a
 * "Filters" button so the listings start on the first screen.
 */
export function FilterBar({ view, categories }: { view: StoreView; categories: Categories | undefined }) {
  const { filters: current, listing } = view;
  const { update, updateListing } = useStoreFilters(view);
  const filtered = isFiltered(view);
  const [open, setOpen] = useState(false);
  const { resultsHeading } = useStoreNavigation();
  // On a phone, prices applied from the open panel fold it away and take the reader to the results.
  const applyPrices = (patch: Pick<ListingFilters, 'minPrice' | 'maxPrice'>) => {
    updateListing(patch);
    if (!open) return;
    flushSync(() => setOpen(false));
    focusIntoView(resultsHeading.current);
  };
  const folded = [
    current.category.toLowerCase() !== ALL_CATEGORIES.toLowerCase(),
    listing.minPrice !== null || listing.maxPrice !== null,
    listing.deliveryDays !== null,
  ].filter(Boolean).length;
  return (
    <div className="space-y-3 rounded-lg border border-slate-200 bg-white p-3">
      <SearchBox value={current.q} onSearch={(q) => update({ q })} />
      <div className="flex flex-wrap items-end gap-3">
        <Button
          variant="secondary"
          className="sm:hidden"
          aria-expanded={open}
          aria-controls="store-filters"
          onClick={() => setOpen(!open)}
        >
          <Icon name="sliders-horizontal" className="size-4" /> Filters{folded > 0 && ` (${folded})`}
        </Button>
        <div
          id="store-filters"
          className={cn(open ? 'flex w-full flex-wrap items-end gap-3' : 'hidden', 'sm:contents')}
        >
          <div className="lg:hidden">
            <CategorySelect
              categories={categories}
              active={current.category}
              onSelect={(category) => update({ category })}
            />
          </div>
          <PriceRange key={`${listing.minPrice}|${listing.maxPrice}`} listing={listing} onApply={applyPrices} />
          <Field label="Delivery">
            <select
              key={listing.deliveryDays ?? ''}
              className={SELECT}
              defaultValue={listing.deliveryDays ?? ''}
              onChange={(e) => updateListing({ deliveryDays: e.target.value ? Number(e.target.value) : null })}
            >
              <option value="">Any time</option>
              {DELIVERY_CHOICES.map((days) => (
                <option key={days} value={days}>
                  Within {days === 1 ? '1 day' : `${days} days`}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Sort by">
            <select
              key={current.sort}
              className={SELECT}
              defaultValue={current.sort}
              onChange={(e) => update({ sort: e.target.value as StoreSort })}
            >
              {STORE_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {SORT_LABELS[sort]}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Per page">
            <select
              key={current.limit}
              className={SELECT}
              defaultValue={current.limit}
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
          </Field>
        </div>
        {filtered && (
          // A link, so it clears even before the page's script has loaded.
          <StoreLink href={clearedHref(view)} className={buttonClasses('ghost', 'md', 'ml-auto')}>
            <Icon name="funnel-x" className="size-4" /> Clear filters
          </StoreLink>
        )}
      </div>
    </div>
  );
}
