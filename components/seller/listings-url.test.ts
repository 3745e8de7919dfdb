import { describe, expect, it } from 'vitest';
import { listingsQueryOf, listingsUrl } from './listings-url';

describe('the listings page URL', () => {
  it('reads the status filter and the page', () => {
    expect(listingsQueryOf(new URLSearchParams('status=inactive&page=3'))).toEqual({ status: 'inactive', page: 3 });
  });
  it('reads anything out of range as the defaults', () => {
    for (const query of ['status=deleted&page=0', 'page=1001', 'page=2.5', 'page=abc', '']) {
      expect(listingsQueryOf(new URLSearchParams(query))).toEqual({ status: 'all', page: 1 });
    }
    expect(listingsQueryOf(new URLSearchParams('page=1000')).page).toBe(1000);
  });
  it('writes the defaults out, so the plain address is the first page of all listings', () => {
    expect(listingsUrl({ status: 'all', page: 1 })).toBe('/seller/products');
    expect(listingsUrl({ status: 'active', page: 2 })).toBe('/seller/products?status=active&page=2');
  });
});
