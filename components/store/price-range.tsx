'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { parseListingFilters, type ListingFilters } from './listing-filters';

const INPUT =
  'h-10 w-24 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 placeholder:text-slate-400';

/**
 * Lowest and highest price, applied together with Enter or the Apply button.
 * Uncontrolled, and remounted (by key) when the URL's prices change, so typing
 * is never interrupted and a cleared filter empties the boxes.
 */
export function PriceRange({
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
