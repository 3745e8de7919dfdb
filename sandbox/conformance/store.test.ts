import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grossFromSellerNet } from '@/lib/marketplace/fees';
import { buildSeed } from '../seed';
import { startSandbox, type RunningSandbox } from './harness';
import { type Product, type ProductDetail } from '@/lib/marketplace/store/contract';

interface List {
  ok: true;
  products: Product[];
  total: number;
  limit: number;
  offset: number;
  hasMore: boolean;
  nextOffset: number | null;
  filters: { q: string | null; category: string; sort: string };
}

let sb: RunningSandbox;
const list = (query = '') => sb.json<List>(`/store/products${query}`);

beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.stop());

describe('seed', () => {
  it('lists at least 300 products across every category and subcategory', async () => {
    const { body: categories } = await sb.json<{ categories: Record<string, string[]> }>('/store/categories');
    const all = await list('?limit=50');
    expect(all.body.total).toBeGreaterThanOrEqual(300);
    for (const [main, subs] of Object.entries(categories.categories)) {
      const ofMain = await list(`?category=${encodeURIComponent(main)}&limit=1`);
      expect(ofMain.body.total, main).toBeGreaterThan(0);
      for (const sub of subs) {
        const ofSub = await list(`?category=${encodeURIComponent(sub)}&limit=1`);
        expect(ofSub.body.total, sub).toBeGreaterThan(0);
      }
    }
  });

  it('has at least 40 sellers with public profiles, reviews and stars', () => {
    const seed = buildSeed({ publicUrl: 'http://x' });
    const publicSellers = seed.accounts.filter((a) => a.publicProfile);
    expect(publicSellers.length).toBeGreaterThanOrEqual(40);
    expect(publicSellers.filter((a) => (a.reviewCount ?? 0) > 0).length).toBeGreaterThanOrEqual(40);
  });

  it('is deterministic', () => {
    expect(buildSeed({ publicUrl: 'http://x' })).toEqual(buildSeed({ publicUrl: 'http://x' }));
  });
});

describe('GET /store/products', () => {
  it('answers the list shape with contract defaults', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body).toMatchObject({
      ok: true,
      limit: 12,
      offset: 0,
      hasMore: true,
      nextOffset: 12,
      filters: { q: null, category: 'All', sort: 'quality_desc' },
    });
    expect(body.products).toHaveLength(12);
  });

  it('searches q as a literal, case-insensitive substring of name, description and tags', async () => {
    const { body } = await list('?q=LOGO&limit=50');
    expect(body.total).toBeGreaterThan(0);
    const { body: detailBodies } = {
      body: await Promise.all(
        body.products.map((p) => sb.json<{ product: ProductDetail }>(`/store/products/${encodeURIComponent(p.id)}`)),
      ),
    };
    for (const { body: d } of detailBodies) {
      const haystack = [d.product.name, d.product.description ?? '', ...d.product.tags].join('\n').toLowerCase();
      expect(haystack).toContain('logo');
    }
    // Wildcards are literal characters, not patterns: "l%o" would match "logo" as a LIKE pattern.
    expect((await list(`?q=${encodeURIComponent('l%o')}`)).body.total).toBe(0);
    expect((await list('?q=l_go')).body.total).toBe(0);
    expect((await list('?q=l.go')).body.total).toBe(0);
    const percent = await list('?q=%25&limit=50');
    expect(percent.body.total).toBeGreaterThan(0);
    expect(percent.body.total).toBeLessThan((await list()).body.total);
  });

  it('finds non-ASCII text', async () => {
    expect((await list('?q=caf%C3%A9')).body.total).toBeGreaterThan(0);
  });

  it('filters by main or sub category, case-insensitively', async () => {
    const main = await list('?category=design%20%26%20creative&limit=50');
    expect(main.body.total).toBeGreaterThan(0);
    expect(main.body.filters.category).toBe('Design & Creative');
    expect(main.body.products.every((p) => p.category === 'Design & Creative')).toBe(true);
    const sub = await list('?category=LOGO%20DESIGN&limit=50');
    expect(sub.body.products.every((p) => p.subCategory === 'Logo Design')).toBe(true);
    expect(sub.body.total).toBeLessThan(main.body.total);
    expect((await list('?category=all')).body.total).toBe((await list()).body.total);
    expect((await list('?category=No%20such%20category')).body.total).toBe(0);
  });

  it('sorts by quality, newest and stars', async () => {
    const newest = (await list('?sort=newest&limit=50')).body.products.map((p) => Date.parse(p.createdAt));
    expect(newest).toEqual([...newest].sort((a, b) => b - a));
    const stars = (await list('?sort=stars_desc&limit=50')).body.products.map((p) => p.seller.stars ?? -1);
    expect(stars).toEqual([...stars].sort((a, b) => b - a));
    const quality = await list('?sort=quality_desc&limit=50');
    expect(quality.body.filters.sort).toBe('quality_desc');
    expect(quality.body.products.map((p) => p.id)).not.toEqual(
      (await list('?sort=newest&limit=50')).body.products.map((p) => p.id),
    );
  });

  it('keeps random order stable per filter set within a UTC day, and reshuffles the next day', async () => {
    await sb.control('/clock', { now: '2026-11-21T00:10:00Z' });
    const ids = async (q: string) => (await list(`?sort=random&limit=50${q}`)).body.products.map((p) => p.id);
    const morning = await ids('');
    await sb.control('/clock', { now: '2026-11-21T23:50:00Z' });
    expect(await ids('')).toEqual(morning);
    await sb.control('/clock', { now: '2026-11-22T00:10:00Z' });
    expect(await ids('')).not.toEqual(morning);
    // Paging through a random order neither repeats nor drops products.
    const pages = [
      ...(await list('?sort=random&limit=25')).body.products,
      ...(await list('?sort=random&limit=25&offset=25')).body.products,
    ].map((p) => p.id);
    expect(new Set(pages).size).toBe(50);
    expect(pages).toEqual((await list('?sort=random&limit=50')).body.products.map((p) => p.id));
  });

  it('pages with hasMore and nextOffset to the end', async () => {
    const { body: first } = await list('?limit=50');
    const lastOffset = Math.floor((first.total - 1) / 50) * 50;
    const { body: last } = await list(`?limit=50&offset=${lastOffset}`);
    expect(last.hasMore).toBe(false);
    expect(last.nextOffset).toBeNull();
    expect(last.products).toHaveLength(first.total - lastOffset);
    const { body: past } = await list('?offset=10000');
    expect(past).toMatchObject({ products: [], hasMore: false, nextOffset: null });
  });

  it('keeps hasMore true with a null nextOffset at the offset ceiling', async () => {
    await sb.control('/store/bulk', {
      count: 10_100,
      category: 'Business',
      subCategory: 'Virtual Assistance',
      namePrefix: 'Ceiling listing',
    });
    const { body } = await list('?q=ceiling%20listing&limit=50&offset=9960');
    expect(body.total).toBe(10_100);
    expect(body.hasMore).toBe(true);
    expect(body.nextOffset).toBeNull();
    const { body: before } = await list('?q=ceiling%20listing&limit=40&offset=9960');
    expect(before.nextOffset).toBe(10_000);
    await sb.sandbox.reset();
  });

  it('cuts list descriptions to 500 characters and flags them', async () => {
    const { body } = await list('?limit=50');
    const long = body.products.find((p) => p.descriptionTruncated);
    expect(long).toBeDefined();
    expect(Array.from(long!.description!).length).toBe(500);
    const { body: detail } = await sb.json<{ product: ProductDetail }>(
      `/store/products/${encodeURIComponent(long!.id)}`,
    );
    expect(detail.product.descriptionTruncated).toBe(false);
    expect(detail.product.description!.length).toBeGreaterThan(500);
    expect(detail.product.description!.startsWith(long!.description!)).toBe(true);
    const short = body.products.find((p) => p.description !== null && !p.descriptionTruncated);
    if (short) expect(Array.from(short.description!).length).toBeLessThanOrEqual(500);
  });

  it('follows the pricing rules of 2.1 in all three modes', async () => {
    const seen = new Set<string>();
    for (let offset = 0; offset < 400; offset += 50) {
      const { body } = await list(`?limit=50&offset=${offset}`);
      for (const p of body.products) {
        seen.add(p.pricing.mode);
        expect(p.pricing.currency).toBe('USD');
        expect(p.pricing.includesPlatformFee).toBe(true);
        if (p.pricing.mode === 'fixed') {
          expect(p.pricing.displayAmount).toMatch(/^\d+\.\d{2}$/);
          expect(p.purchase).not.toBeNull();
        } else {
          expect(p.pricing.displayAmount).toBeNull();
          expect(p.purchase).toBeNull();
        }
      }
    }
    expect([...seen].sort()).toEqual(['fixed', 'on_request', 'unavailable']);
  });

  it('shows the gross price: a 9.00 seller net displays as 10.00', async () => {
    const seed = buildSeed({ publicUrl: 'http://x' });
    const nine = seed.products.find((p) => p.priceUsd === '9.00' && p.active);
    expect(nine).toBeDefined();
    const { body } = await sb.json<{ product: ProductDetail }>(`/store/products/${encodeURIComponent(nine!.id)}`);
    if (body.product.pricing.mode === 'fixed')
      expect(body.product.pricing.displayAmount).toBe(grossFromSellerNet('9.00'));
    expect(grossFromSellerNet('9.00')).toBe('10.00');
  });

  it.each([
    ['?limit=0', 'limit: The number of results per page must be a whole number from 1 to 50.'],
    ['?limit=51', 'limit: The number of results per page must be a whole number from 1 to 50.'],
    ['?limit=abc', 'limit: The number of results per page must be a whole number from 1 to 50.'],
    ['?offset=10001', 'offset: The position in the list must be a whole number from 0 to 10000.'],
    ['?sort=cheapest', 'That sort order is not one the store offers. Choose one from the list.'],
    [`?q=${'x'.repeat(201)}`, 'q: Search text can be at most 200 characters.'],
    [`?category=${'c'.repeat(101)}`, 'Category can be at most 100 characters.'],
    ['?page=2', 'Unknown query parameter "page".'],
    ['?limit=5&limit=6', 'Query parameter "limit" appears more than once.'],
  ])('refuses %s with 400 STORE_PRODUCT_INPUT_INVALID', async (query, message) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body).toEqual({ ok: false, errorCode: 'STORE_PRODUCT_INPUT_INVALID', message });
  });
});

describe('GET /store/products/{id}', () => {
  it('returns the full detail with attachments and the seller bio', async () => {
    const { body } = await list('?limit=50');
    for (const p of body.products.slice(0, 10)) {
      const { status, body: detail } = await sb.json<{ ok: true; product: ProductDetail }>(
        `/store/products/${encodeURIComponent(p.id)}`,
      );
      expect(status).toBe(200);
      expect(Array.isArray(detail.product.attachmentUrls)).toBe(true);
      expect(detail.product.seller).toHaveProperty('bio');
      expect(detail.product.id).toBe(p.id);
    }
  });

  it('serves an opaque id that needs URL encoding', async () => {
    const { status, body } = await sb.json<{ product: ProductDetail }>(
      `/store/products/${encodeURIComponent('legacy:Starter Pack #7')}`,
    );
    expect(status).toBe(200);
    expect(body.product.id).toBe('legacy:Starter Pack #7');
  });

  it('answers 404 STORE_PRODUCT_NOT_FOUND for unknown and hidden products', async () => {
    const seed = buildSeed({ publicUrl: 'http://x' });
    const hidden = seed.products.find((p) => p.active === false)!;
    for (const id of ['prd_doesnotexist', hidden.id]) {
      const { status, body } = await sb.json(`/store/products/${encodeURIComponent(id)}`);
      expect(status).toBe(404);
      expect(body).toMatchObject({ ok: false, errorCode: 'STORE_PRODUCT_NOT_FOUND' });
    }
  });

  it('refuses an id longer than 512 characters', async () => {
    const { status, body } = await sb.json(`/store/products/${'a'.repeat(513)}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ errorCode: 'STORE_PRODUCT_INPUT_INVALID' });
  });
});

describe('GET /store/categories', () => {
  it('maps each main category to its subcategories', async () => {
    const { status, body } = await sb.json<{ ok: true; categories: Record<string, string[]> }>('/store/categories');
    expect(status).toBe(200);
    expect(Object.keys(body.categories).length).toBeGreaterThanOrEqual(10);
    for (const subs of Object.values(body.categories)) expect(subs.length).toBeGreaterThan(0);
  });

  it('takes no query', async () => {
    expect((await sb.json('/store/categories?x=1')).status).toBe(400);
  });
});

describe('media', () => {
  it('serves thumbnails and avatars itself', async () => {
    const { body } = await list('?limit=5');
    const withThumb = body.products.find((p) => p.thumbnailUrl)!;
    const thumb = await fetch(withThumb.thumbnailUrl!);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toContain('image/svg+xml');
    const avatar = await fetch(withThumb.seller.avatarUrl!);
    expect(avatar.status).toBe(200);
  });
});
