import { describe, expect, it } from 'vitest';
import type { Product, ProductListResponse } from '@/lib/marketplace/store/contract';
import { deliveryDays, deliveryLabel } from './delivery';
import { SCAN_PAGES_PER_ROUND, matchesListingFilters, shouldReadOn, summarizeScan } from './listing-scan';
import {
  NO_LISTING_FILTERS,
  hasListingFilters,
  listingFiltersToParams,
  parseListingFilters,
  type ListingFilters,
} from './listing-filters';

function product(
  id: string,
  price: string | null,
  delivery: string | null = '3days',
  mode: Product['pricing']['mode'] = 'fixed',
): Product {
  return {
    id,
    name: id,
    description: null,
    descriptionTruncated: false,
    thumbnailUrl: null,
    tags: [],
    category: null,
    subCategory: null,
    revisions: null,
    expectedDelivery: delivery,
    createdAt: '2026-01-01T00:00:00Z',
    url: null,
    pricing: { mode, currency: 'USD', includesPlatformFee: true, displayAmount: price },
    seller: { nickname: 'seller', reviews: 0, stars: null },
  };
}

function page(products: Product[], offset: number, total: number): ProductListResponse {
  const hasMore = offset + products.length < total;
  return {
    ok: true,
    products,
    total,
    limit: 50,
    offset,
    hasMore,
    nextOffset: hasMore ? offset + products.length : null,
  };
}

const filters = (patch: Partial<ListingFilters>): ListingFilters => ({ ...NO_LISTING_FILTERS, ...patch });

describe('reading the price and delivery filters from the URL', () => {
  it('accepts dollars with up to two decimals and a delivery of 1 to 7 days', () => {
    expect(parseListingFilters({ minPrice: '10', maxPrice: '19.99', delivery: '3' })).toEqual({
      ok: true,
      filters: { minPrice: '10', maxPrice: '19.99', deliveryDays: 3 },
    });
    expect(parseListingFilters({ minPrice: '$5.5' })).toEqual({ ok: true, filters: filters({ minPrice: '5.5' }) });
    expect(parseListingFilters({ minPrice: '9.45', maxPrice: '9.5' })).toEqual({
      ok: true,
      filters: filters({ minPrice: '9.45', maxPrice: '9.5' }),
    });
    expect(parseListingFilters({ minPrice: '7', maxPrice: '7.00' })).toEqual({
      ok: true,
      filters: filters({ minPrice: '7', maxPrice: '7.00' }),
    });
    expect(parseListingFilters({})).toEqual({ ok: true, filters: NO_LISTING_FILTERS });
    expect(parseListingFilters({ minPrice: '', maxPrice: null, delivery: '' })).toEqual({
      ok: true,
      filters: NO_LISTING_FILTERS,
    });
  });

  it.each([
    [{ minPrice: 'cheap' }, '“cheap” is not a price. Write dollars, like 25 or 19.99.'],
    [{ maxPrice: '1.999' }, '“1.999” is not a price. Write dollars, like 25 or 19.99.'],
    [{ maxPrice: '-5' }, '“-5” is not a price. Write dollars, like 25 or 19.99.'],
    [{ maxPrice: '1e3' }, '“1e3” is not a price. Write dollars, like 25 or 19.99.'],
    [{ minPrice: '100', maxPrice: '99.99' }, 'The lowest price is above the highest price.'],
    [{ minPrice: '9.5', maxPrice: '9.45' }, 'The lowest price is above the highest price.'],
    [{ delivery: '0' }, 'Delivery can be filtered from 1 to 7 days.'],
    [{ delivery: '8' }, 'Delivery can be filtered from 1 to 7 days.'],
    [{ delivery: '2.5' }, 'Delivery can be filtered from 1 to 7 days.'],
  ])('refuses %o in plain words', (raw, problem) => {
    expect(parseListingFilters(raw)).toEqual({ ok: false, problem });
  });

  it('compares the bounds as decimals, not as text or floats', () => {
    // As text "9" > "10"; as floats 0.1 + 0.2 style errors could creep in. Neither may decide.
    expect(parseListingFilters({ minPrice: '9', maxPrice: '10' }).ok).toBe(true);
    expect(parseListingFilters({ minPrice: '9999999999999998.01', maxPrice: '9999999999999998.02' }).ok).toBe(true);
    expect(parseListingFilters({ minPrice: '9999999999999998.02', maxPrice: '9999999999999998.01' }).ok).toBe(false);
  });

  it('writes back to URL values, and knows when any filter is set', () => {
    expect(listingFiltersToParams(filters({ maxPrice: '20', deliveryDays: 2 }))).toEqual({
      minPrice: null,
      maxPrice: '20',
      delivery: '2',
    });
    expect(hasListingFilters(NO_LISTING_FILTERS)).toBe(false);
    expect(hasListingFilters(filters({ deliveryDays: 7 }))).toBe(true);
    expect(hasListingFilters(filters({ minPrice: '0' }))).toBe(true);
  });
});

describe('matching a listing', () => {
  it('includes both price bounds', () => {
    const within = filters({ minPrice: '10', maxPrice: '20' });
    expect(matchesListingFilters(product('a', '10.00'), within)).toBe(true);
    expect(matchesListingFilters(product('b', '20'), within)).toBe(true);
    expect(matchesListingFilters(product('c', '9.99'), within)).toBe(false);
    expect(matchesListingFilters(product('d', '20.01'), within)).toBe(false);
    expect(matchesListingFilters(product('e', '100.00'), filters({ maxPrice: '20' }))).toBe(false);
  });

  it('keeps precision past what a float holds', () => {
    const bound = filters({ maxPrice: '9999999999999999.98' });
    expect(matchesListingFilters(product('a', '9999999999999999.99'), bound)).toBe(false);
    expect(matchesListingFilters(product('b', '9999999999999999.98'), bound)).toBe(true);
  });

  it('never treats a missing price as free', () => {
    const cheap = filters({ maxPrice: '5' });
    expect(matchesListingFilters(product('a', null, '1day', 'on_request'), cheap)).toBe(false);
    expect(matchesListingFilters(product('b', null, '1day', 'unavailable'), cheap)).toBe(false);
    expect(matchesListingFilters(product('c', null, '1day', 'fixed'), cheap)).toBe(false);
    // Without a price filter, those listings stay.
    expect(matchesListingFilters(product('d', null, '1day', 'on_request'), filters({ deliveryDays: 1 }))).toBe(true);
  });

  it('keeps listings delivered within the chosen days, and drops those that do not say', () => {
    const fast = filters({ deliveryDays: 2 });
    expect(matchesListingFilters(product('a', '5', '1day'), fast)).toBe(true);
    expect(matchesListingFilters(product('b', '5', '2days'), fast)).toBe(true);
    expect(matchesListingFilters(product('c', '5', '3days'), fast)).toBe(false);
    expect(matchesListingFilters(product('d', '5', null), fast)).toBe(false);
    expect(matchesListingFilters(product('e', '5', 'soon'), fast)).toBe(false);
  });

  it('needs every set filter to match', () => {
    const both = filters({ maxPrice: '20', deliveryDays: 1 });
    expect(matchesListingFilters(product('a', '15', '1day'), both)).toBe(true);
    expect(matchesListingFilters(product('b', '15', '2days'), both)).toBe(false);
    expect(matchesListingFilters(product('c', '25', '1day'), both)).toBe(false);
  });
});

describe('delivery terms', () => {
  it('reads whole days and says them as people do', () => {
    expect(deliveryDays('1day')).toBe(1);
    expect(deliveryDays('7days')).toBe(7);
    expect(deliveryDays(null)).toBeNull();
    expect(deliveryLabel('1day')).toBe('1 day');
    expect(deliveryLabel('3days')).toBe('3 days');
    expect(deliveryLabel(null)).toBe('Not stated');
  });
});

describe('looking through the upstream list', () => {
  const cheap = filters({ maxPrice: '20' });

  it('counts what was looked through and keeps the matches in upstream order', () => {
    const pages = [
      page([product('a', '5'), product('b', '50'), product('c', '15')], 0, 5),
      page([product('d', '19.99'), product('e', '21')], 3, 5),
    ];
    const result = summarizeScan(pages, cheap);
    expect(result.matches.map((p) => p.id)).toEqual(['a', 'c', 'd']);
    expect(result).toMatchObject({ scanned: 5, total: 5, complete: true, ceiling: false });
  });

  it('shows a listing that moved between pages once', () => {
    const pages = [
      page([product('a', '5'), product('b', '5')], 0, 4),
      page([product('b', '5'), product('c', '5')], 2, 4),
    ];
    expect(summarizeScan(pages, cheap).matches.map((p) => p.id)).toEqual(['a', 'b', 'c']);
  });

  it('knows the offset ceiling from the end of the list', () => {
    const atCeiling: ProductListResponse = {
      ...page([product('a', '5')], 10_000, 20_000),
      hasMore: true,
      nextOffset: null,
    };
    expect(summarizeScan([atCeiling], cheap)).toMatchObject({ complete: false, ceiling: true });
    expect(summarizeScan([], cheap)).toMatchObject({ matches: [], scanned: 0, complete: false, ceiling: false });
  });

  it('reads on until enough matches, the end, or the round’s budget', () => {
    const partial = summarizeScan([page([product('a', '5'), product('b', '50')], 0, 100)], cheap);
    expect(shouldReadOn(partial, 12, 1)).toBe(true);
    expect(shouldReadOn(partial, 1, 1)).toBe(false);
    expect(shouldReadOn(partial, 12, SCAN_PAGES_PER_ROUND)).toBe(false);
    const done = summarizeScan([page([product('a', '5')], 0, 1)], cheap);
    expect(shouldReadOn(done, 12, 1)).toBe(false);
  });
});
