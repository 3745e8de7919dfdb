'use client';

import { FilterX, SlidersHorizontal } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { Categories } from '@/lib/marketplace/store/contract';
import { ALL_CATEGORIES, PAGE_SIZES, SORT_LABELS, STORE_SORTS, type StoreSort } from '@/lib/marketplace/store/filters';
import { CategorySelect } from './category-tree';
import { DELIVERY_CHOICES, parseListingFilters, type ListingFilters } from './listing-filters';
import { SearchBox } from './search-box';
import { StoreLink } from './store-navigation';
import { clearedHref, isFiltered, type StoreView } from './store-url';
import { useStoreFilters } from './use-store-filters';

const SELECT = 'h-10 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900';
const INPUT =
  'h-10 w-24 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 placeholder:text-slate-400';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="flex flex-col gap-1 text-xs font-medium text-slate-600">
      {label}
      {children}
    </label>
  );
}

/**
 * Lowest and highest price, applied together with Enter or the Apply button.
 * Uncontrolled, and remounted (by key) when the URL's prices change, so typing
 * is never interrupted and a cleared filter empties the boxes.
 */
function PriceRange({
  listing,
  onApply,
}: {
  listing: ListingFilters;
  onApply: (patch: Pick<ListingFilters, 'minPrice' | 'maxPrice'>) => void;
}) {
  const [problem, setProblem] = useState<string>();
  return (
    <form
      noValidate
      className="flex flex-col gap-1"
      onSubmit={(e) => {
        e.preventDefault();
        const form = new FormData(e.currentTarget);
        const parsed = parseListingFilters({
          minPrice: String(form.get('minPrice') ?? ''),
          maxPrice: String(form.get('maxPrice') ?? ''),
        });
        setProblem(parsed.ok ? undefined : parsed.problem);
        if (parsed.ok) onApply({ minPrice: parsed.filters.minPrice, maxPrice: parsed.filters.maxPrice });
      }}
    >
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-xs font-medium text-slate-600">Price in USD, fee included</legend>
        <div className="flex items-center gap-1.5">
          <input
            name="minPrice"
            aria-label="Lowest price in USD"
            inputMode="decimal"
            autoComplete="off"
            placeholder="Min"
            defaultValue={listing.minPrice ?? ''}
            className={INPUT}
          />
          <span aria-hidden="true" className="text-slate-500">
            to
          </span>
          <input
            name="maxPrice"
            aria-label="Highest price in USD"
            inputMode="decimal"
            autoComplete="off"
            placeholder="Max"
            defaultValue={listing.maxPrice ?? ''}
            className={INPUT}
          />
          <Button type="submit" variant="secondary">
            Apply
          </Button>
        </div>
      </fieldset>
      {problem && (
        <p role="alert" className="text-xs text-red-700">
          {problem}
        </p>
      )}
    </form>
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
          <SlidersHorizontal className="size-4" aria-hidden="true" /> Filters{folded > 0 && ` (${folded})`}
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
          <PriceRange key={`${listing.minPrice}|${listing.maxPrice}`} listing={listing} onApply={updateListing} />
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
            <FilterX className="size-4" aria-hidden="true" /> Clear filters
          </StoreLink>
        )}
      </div>
    </div>
  );
}
