import { describe, expect, it } from 'vitest';
import { plainIssue } from '../query-params';
import { productSchema, storeListQuerySchema, toFilters } from './contract';
import { DEFAULT_FILTERS, filtersToQuery } from './filters';

const parse = (query: Record<string, string>) => storeListQuerySchema.safeParse(query);

describe('store list query', () => {
  it('fills the contract defaults', () => {
    const parsed = parse({});
    expect(parsed.success && toFilters(parsed.data)).toEqual({
      q: '',
      category: 'All',
      sort: 'quality_desc',
      limit: 12,
      offset: 0,
    });
  });

  it('accepts the edges of every range', () => {
    expect(parse({ limit: '1', offset: '0' }).success).toBe(true);
    expect(parse({ limit: '50', offset: '10000' }).success).toBe(true);
    expect(parse({ q: 'x'.repeat(200), category: 'c'.repeat(100) }).success).toBe(true);
  });

  it.each([
    [{ limit: '0' }, 'The number of results per page must be a whole number from 1 to 50.'],
    [{ limit: '51' }, 'The number of results per page must be a whole number from 1 to 50.'],
    [{ limit: '1.5' }, 'The number of results per page must be a whole number from 1 to 50.'],
    [{ offset: '10001' }, 'The position in the list must be a whole number from 0 to 10000.'],
    [{ offset: '-1' }, 'The position in the list must be a whole number from 0 to 10000.'],
    [{ sort: 'price' }, 'That sort order is not one the store offers. Choose one from the list.'],
    [{ q: 'x'.repeat(201) }, 'Search text can be at most 200 characters.'],
    [{ category: 'c'.repeat(101) }, 'Category can be at most 100 characters.'],
  ])('refuses %o with a clear message', (query, message) => {
    const parsed = parse(query);
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(plainIssue(parsed.error)).toBe(message);
  });

  it('refuses unknown parameters', () => {
    const parsed = parse({ page: '2' });
    expect(parsed.success).toBe(false);
  });

  it('leaves defaults out of shared URLs', () => {
    expect(filtersToQuery(DEFAULT_FILTERS)).toBe('');
    expect(filtersToQuery({ ...DEFAULT_FILTERS, q: 'logo design', category: 'Logo Design', offset: 24 })).toBe(
      '?q=logo+design&category=Logo+Design&offset=24',
    );
  });
});

describe('product schema', () => {
  const product = {
    id: 'prd_1',
    name: 'Logo',
    description: null,
    descriptionTruncated: false,
    thumbnailUrl: null,
    tags: [],
    category: null,
    subCategory: null,
    revisions: 3,
    expectedDelivery: '3days',
    createdAt: '2026-01-01T00:00:00.000Z',
    url: null,
    pricing: { mode: 'on_request', currency: 'USD', includesPlatformFee: true, displayAmount: null },
    seller: { nickname: 'kai', reviews: 0, stars: null },
  };

  it('keeps unknown extra fields', () => {
    const parsed = productSchema.parse({ ...product, newField: 1 });
    expect(parsed).toHaveProperty('newField', 1);
  });

  it('refuses a price amount that is a number', () => {
    expect(
      productSchema.safeParse({ ...product, pricing: { ...product.pricing, mode: 'fixed', displayAmount: 10 } })
        .success,
    ).toBe(false);
  });
});
