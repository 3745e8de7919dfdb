import { describe, expect, it } from 'vitest';
import type { ListingsRead } from './client';
import type { SellerProduct } from './contract';
import { pageWithProduct } from './saved-listing';

/** A listing, changed since it was made unless `fresh` (just created: its update is its creation). */
const listing = (id: string, active = true, fresh = false) =>
  ({
    id,
    name: id,
    active,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: fresh ? '2026-11-01T00:00:00.000Z' : '2026-11-02T00:00:00.000Z',
  }) as unknown as SellerProduct;
const page = (products: SellerProduct[], extra: Partial<ListingsRead> = {}) =>
  ({ products, page: 1, status: 'all', total: products.length, fetchedAt: 1_000, ...extra }) as unknown as ListingsRead;

describe('a page of listings with a listing saved after it was read', () => {
  it('puts a new listing on top of the first page, counted', () => {
    const shown = pageWithProduct(page([listing('a'), listing('b')]), listing('c', true, true));
    expect(shown.products.map((p) => p.id)).toEqual(['c', 'a', 'b']);
    expect(shown.total).toBe(3);
  });

  it('moves a listing changed from a later page to the top of the first, not counted again', () => {
    const first = page([listing('a'), listing('b')], { total: 13 });
    const shown = pageWithProduct(first, listing('m'));
    expect(shown.products.map((p) => p.id)).toEqual(['m', 'a', 'b']);
    expect(shown.total).toBe(13);
  });

  it('moves a changed listing to the top of the first page, counted once', () => {
    const shown = pageWithProduct(page([listing('a'), listing('b')]), listing('b', false));
    expect(shown.products.map((p) => [p.id, p.active])).toEqual([
      ['b', false],
      ['a', true],
    ]);
    expect(shown.total).toBe(2);
  });

  it('drops a listing whose state no longer fits the status filter', () => {
    const shown = pageWithProduct(page([listing('a'), listing('b')], { status: 'active' }), listing('a', false));
    expect(shown.products.map((p) => p.id)).toEqual(['b']);
    expect(shown.total).toBe(1);
  });

  it('keeps a changed listing in its place on a later page, and adds no new one there', () => {
    const later = page([listing('a'), listing('b')], { page: 2, total: 14 });
    expect(pageWithProduct(later, listing('b', false)).products.map((p) => [p.id, p.active])).toEqual([
      ['a', true],
      ['b', false],
    ]);
    expect(pageWithProduct(later, listing('c'))).toBe(later);
  });
});
