/** Seller products and the seller profile (spec 2.2, 2.3, 3.3, 4.4, 4.5, part 8). */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { evmKeySigner, solanaKeySigner } from '@/lib/wallet/key-signers';
import { personaSolanaKeypair } from '@/lib/wallet/sandbox-keys';
import {
  accountFor,
  challengeOf,
  newKey,
  postJson,
  rawRequest,
  signedJson,
  startSandbox,
  uploaded,
  type Loose,
  type RunningSandbox,
} from './harness';

let sb: RunningSandbox;

beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.stop());
// Every test starts outside every window.
beforeEach(() => sb.control('/clock', { advanceSeconds: 3600 }));

const later = (seconds: number) => sb.control('/clock', { advanceSeconds: seconds });

interface Seller {
  apikey: string;
  accountId: string;
  headers: Record<string, string>;
}

async function newSeller(): Promise<Seller> {
  const { apikey, accountId } = await accountFor(sb, evmKeySigner());
  return { apikey, accountId, headers: { 'x-api-key': apikey } };
}

const body = (extra: Loose = {}): Loose => ({
  name: 'Logo design',
  priceUsd: '9.00',
  idempotencyKey: newKey('create'),
  ...extra,
});

const create = (seller: Seller, input: Loose) =>
  sb.json<Loose>('/worker/store/products', postJson(input, seller.headers));
const replace = (seller: Seller, id: string, input: Loose) =>
  sb.json<Loose>(`/worker/store/products/${encodeURIComponent(id)}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...seller.headers },
    body: JSON.stringify(input),
  });
const act = (seller: Seller, id: string, action: 'activate' | 'deactivate', key = newKey(action)) =>
  sb.json<Loose>(
    `/worker/store/products/${encodeURIComponent(id)}/${action}`,
    postJson({ idempotencyKey: key }, seller.headers),
  );
const list = (seller: Seller, query = '') =>
  sb.json<Loose>(`/worker/store/products${query}`, { headers: seller.headers });
const detail = (seller: Seller, id: string) =>
  sb.json<Loose>(`/worker/store/products/${encodeURIComponent(id)}`, { headers: seller.headers });
const patchProfile = (seller: Seller, patch: Loose) =>
  sb.json<Loose>('/worker/profile', postJson(patch, seller.headers));
const readProfile = (seller: Seller) => sb.json<Loose>('/worker/profile', { headers: seller.headers });

/** Create a listing and return it; leaves the mutation window spent. */
async function created(seller: Seller, extra: Loose = {}): Promise<Loose> {
  const res = await create(seller, body(extra));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.product;
}

async function countListings(seller: Seller): Promise<number> {
  await later(11);
  const res = await list(seller);
  expect(res.status).toBe(200);
  return res.body.total;
}

describe('POST /worker/store/products', () => {
  it('saves trimmed text, null blanks, normalized tags and price, the defaults, and answers replayed:false', async () => {
    const seller = await newSeller();
    const input = body({
      name: '  Logo design  ',
      description: '   ',
      tags: ' Logo, brand ,LOGO, , vector ',
      category: ' ',
      priceUsd: '9.5',
    });
    const res = await create(seller, input);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: true, replayed: false, profileSetupUrl: expect.any(String) });
    const product = res.body.product;
    expect(product).toMatchObject({
      name: 'Logo design',
      description: null,
      thumbnailUrl: null,
      attachments: [],
      tags: ['Logo', 'brand', 'vector'],
      category: null,
      subCategory: null,
      priceUsd: '9.50',
      priceSol: null,
      priceOnRequest: false,
      revisions: 3,
      expectedDelivery: '3days',
      active: true,
      publicProfile: false,
      visible: false,
      url: null,
    });
    expect(product.id).toMatch(/^\S{1,512}$/);
    expect(product.idempotencyKey).toBeUndefined();
    expect(Date.parse(product.createdAt)).not.toBeNaN();
    expect(product.updatedAt).toBe(product.createdAt);
  });

  it('takes a JSON number price, and saves a null price on request', async () => {
    const seller = await newSeller();
    expect((await created(seller, { priceUsd: 12 })).priceUsd).toBe('12.00');
    await later(16);
    const onRequest = await created(seller, { priceUsd: '50.00', priceOnRequest: true });
    expect(onRequest).toMatchObject({ priceUsd: null, priceOnRequest: true });
    await later(16);
    expect(await created(seller, { priceUsd: undefined, priceOnRequest: true })).toMatchObject({ priceUsd: null });
  });

  it('accepts every limit exactly', async () => {
    const seller = await newSeller();
    const tags = Array.from({ length: 200 }, (_, i) => `tag${i}`).join(',');
    const product = await created(seller, {
      name: `${'n'.repeat(200)}   `,
      description: 'd'.repeat(10_000),
      tags,
      category: 'c'.repeat(100),
      subCategory: 's'.repeat(100),
      priceUsd: '9999999999999999.99',
      revisions: 20,
      expectedDelivery: '7days',
    });
    expect(product).toMatchObject({
      name: 'n'.repeat(200),
      revisions: 20,
      expectedDelivery: '7days',
      priceUsd: '9999999999999999.99',
    });
    expect(product.tags).toHaveLength(200);
    await later(16);
    expect(
      await created(seller, {
        priceUsd: '0.01',
        revisions: 0,
        expectedDelivery: '1day',
        tags: `${'t'.repeat(100)}, ${'T'.repeat(100)}`,
      }),
    ).toMatchObject({
      priceUsd: '0.01',
      revisions: 0,
      tags: ['t'.repeat(100)],
    });
  });

  const refusals: Array<[string, Loose, string]> = [
    ['a missing name', { name: undefined }, 'STORE_PRODUCT_INPUT_INVALID'],
    ['a blank name', { name: '   ' }, 'STORE_PRODUCT_INPUT_INVALID'],
    ['a 201-character name', { name: 'n'.repeat(201) }, 'STORE_PRODUCT_INPUT_INVALID'],
    ['a 10,001-character description', { description: 'd'.repeat(10_001) }, 'STORE_PRODUCT_INPUT_INVALID'],
    [
      '201 distinct tags',
      { tags: Array.from({ length: 201 }, (_, i) => `t${i}`).join(',') },
      'STORE_PRODUCT_INPUT_INVALID',
    ],
    ['a 101-character tag', { tags: `ok, ${'t'.repeat(101)}` }, 'STORE_PRODUCT_INPUT_INVALID'],
    ['tags over 20,000 characters', { tags: `a${','.repeat(20_000)}` }, 'STORE_PRODUCT_INPUT_INVALID'],
    ['tags as an array', { tags: ['a', 'b'] }, 'STORE_PRODUCT_INPUT_INVALID'],
    ['a 101-character category', { category: 'c'.repeat(101) }, 'STORE_PRODUCT_INPUT_INVALID'],
    ['no price and no price on request', { priceUsd: undefined }, 'STORE_PRODUCT_INPUT_INVALID'],
    ['a null price without price on request', { priceUsd: null }, 'STORE_PRODUCT_INPUT_INVALID'],
    ['a price that is not a number', { priceUsd: 'nine' }, 'STORE_PRODUCT_INPUT_INVALID'],
    ['a negative price', { priceUsd: '-1.00' }, 'STORE_PRODUCT_INPUT_INVALID'],
    ['a price with an exponent', { priceUsd: '1e3' }, 'STORE_PRODUCT_INPUT_INVALID'],
    ['a price with 3 decimals', { priceUsd: '1.234' }, 'STORE_PRODUCT_PRICE_UNSUPPORTED'],
    ['a zero price', { priceUsd: '0.00' }, 'STORE_PRODUCT_PRICE_UNSUPPORTED'],
    ['a price above the maximum', { priceUsd: '10000000000000000.00' }, 'STORE_PRODUCT_PRICE_UNSUPPORTED'],
    [
      'the maximum as a JSON number (not representable)',
      { priceUsd: 9999999999999999.99 },
      'STORE_PRODUCT_PRICE_UNSUPPORTED',
    ],
    ['a number price with 3 decimals', { priceUsd: 1.005 }, 'STORE_PRODUCT_PRICE_UNSUPPORTED'],
    ['price on request as a string', { priceOnRequest: 'yes' }, 'STORE_PRODUCT_INPUT_INVALID'],
    ['-1 revisions', { revisions: -1 }, 'STORE_PRODUCT_INPUT_INVALID'],
    ['21 revisions', { revisions: 21 }, 'STORE_PRODUCT_INPUT_INVALID'],
    ['fractional revisions', { revisions: 2.5 }, 'STORE_PRODUCT_INPUT_INVALID'],
    ['revisions as a string', { revisions: '3' }, 'STORE_PRODUCT_INPUT_INVALID'],
    ['an unknown delivery time', { expectedDelivery: '8days' }, 'STORE_PRODUCT_INPUT_INVALID'],
    ['a thumbnail from another site', { thumbnailUrl: 'https://example.com/logo.png' }, 'STORE_PRODUCT_INPUT_INVALID'],
    [
      'an attachment from another site',
      { attachments: ['https://example.com/brief.pdf'] },
      'STORE_PRODUCT_INPUT_INVALID',
    ],
    ['an unknown field', { color: 'blue' }, 'STORE_PRODUCT_INPUT_INVALID'],
    ['a response-only field', { active: false }, 'STORE_PRODUCT_INPUT_INVALID'],
    ['a missing idempotency key', { idempotencyKey: undefined }, 'STORE_PRODUCT_INPUT_INVALID'],
    ['a short idempotency key', { idempotencyKey: 'short' }, 'STORE_PRODUCT_INPUT_INVALID'],
    ['an idempotency key with a space', { idempotencyKey: 'has a space' }, 'STORE_PRODUCT_INPUT_INVALID'],
  ];

  it('refuses every broken rule with its code and a message, creating nothing and spending no window', async () => {
    const seller = await newSeller();
    for (const [what, extra, code] of refusals) {
      const res = await create(seller, body(extra));
      expect(res.status, what).toBe(400);
      expect(res.body, what).toMatchObject({ ok: false, errorCode: code });
      expect(res.body.message, what).toBeTruthy();
    }
    expect(await countListings(seller)).toBe(0);
    // Nothing spent the 15 s window: a valid create still goes through.
    expect((await create(seller, body())).status).toBe(200);
  });

  it('refuses more than 5 attachments, and uploads that are not the seller’s own, ready and of the allowed type', async () => {
    const seller = await newSeller();
    const other = await newSeller();
    const image = await uploaded(sb, seller.apikey, 'portfolio', 'png');
    const text = await uploaded(sb, seller.apikey, 'portfolio', 'txt');
    const gif = await uploaded(sb, seller.apikey, 'portfolio', 'gif');
    const picture = await uploaded(sb, seller.apikey, 'pfp', 'png');
    const foreign = await uploaded(sb, other.apikey, 'portfolio', 'png');
    const cases: Array<[string, Loose]> = [
      ['six attachments', { attachments: Array(6).fill(text.url) }],
      ['a text file as the thumbnail', { thumbnailUrl: text.url }],
      ['a GIF as an attachment', { attachments: [gif.url] }],
      ['a profile picture upload', { thumbnailUrl: picture.url }],
      ['another account’s upload', { thumbnailUrl: foreign.url }],
      ['a wrong access token', { thumbnailUrl: image.url.replace(/t=.*/, `t=${'x'.repeat(32)}`) }],
      ['the URL without its query string', { thumbnailUrl: image.url.split('?')[0] }],
    ];
    for (const [what, extra] of cases) {
      const res = await create(seller, body(extra));
      expect(res.status, what).toBe(400);
      expect(res.body.errorCode, what).toBe('STORE_PRODUCT_INPUT_INVALID');
    }
    await sb.control(`/media/${image.id}`, { state: 'processing' });
    expect((await create(seller, body({ thumbnailUrl: image.url }))).body.errorCode).toBe(
      'STORE_PRODUCT_INPUT_INVALID',
    );
    await sb.control(`/media/${image.id}`, { state: 'ready' });
    const product = await created(seller, {
      thumbnailUrl: image.url,
      attachments: [text.url, image.url, image.url, text.url, text.url],
    });
    expect(product).toMatchObject({
      thumbnailUrl: image.url,
      attachments: [text.url, image.url, image.url, text.url, text.url],
    });
  });

  it('keeps the contract’s conventions: 64 KiB body, JSON only, exact methods, account auth, the alias', async () => {
    const seller = await newSeller();
    const big = await create(seller, body({ description: 'd'.repeat(64 * 1024) }));
    expect(big.status).toBe(413);
    const text = await sb.json<Loose>('/worker/store/products', {
      method: 'POST',
      headers: { ...seller.headers, 'content-type': 'text/plain' },
      body: JSON.stringify(body()),
    });
    expect(text.status).toBe(415);
    const del = await sb.call('/worker/store/products', { method: 'DELETE', headers: seller.headers });
    expect(del.status).toBe(405);
    expect(del.headers.get('allow')?.split(', ').sort()).toEqual(['GET', 'POST']);
    expect(
      (await sb.call('/worker/store/products/x', { method: 'POST', headers: seller.headers })).headers
        .get('allow')
        ?.split(', ')
        .sort(),
    ).toEqual(['GET', 'PUT']);
    const challenge = await challengeOf(await sb.call('/worker/store/products', postJson(body())));
    expect(challenge.statement).toMatch(/\. Method: POST\. Intent SHA-256: [0-9a-f]{64}$/);
    const both = await sb.json<Loose>(
      '/worker/store/products',
      postJson(body(), { ...seller.headers, 'sign-in-with-x': 'x' }),
    );
    expect(both.body.errorCode).toBe('AGENT_AUTH_AMBIGUOUS');
    const aliased = await sb.json<Loose>('/api/agent/worker/store/products', postJson(body(), seller.headers));
    expect(aliased.status).toBe(200);
  });

  it('takes a fresh wallet proof instead of the key', async () => {
    const wallet = evmKeySigner();
    await accountFor(sb, wallet);
    const res = await signedJson<Loose>(sb, '/worker/store/products', postJson(body()), wallet);
    expect(res.status).toBe(200);
    expect(res.body.product.name).toBe('Logo design');
  });
});

describe('idempotency of product mutations', () => {
  it('replays the saved result for the same operation, target, body and key, without a second product or the window', async () => {
    const seller = await newSeller();
    const input = body({ tags: 'a, b' });
    const first = await create(seller, input);
    expect(first.body.replayed).toBe(false);
    // Immediately: a replay bypasses the 15 s window; key order does not change the body.
    const reordered = Object.fromEntries(Object.entries(input).reverse());
    const again = await create(seller, reordered);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ ...first.body, replayed: true });
    expect(await countListings(seller)).toBe(1);
  });

  it('answers 409 STORE_PRODUCT_IDEMPOTENCY_CONFLICT for a different intent under one key', async () => {
    const seller = await newSeller();
    const input = body();
    const product = (await create(seller, input)).body.product;
    const changed = await create(seller, { ...input, name: 'Another name' });
    expect(changed.status).toBe(409);
    expect(changed.body.errorCode).toBe('STORE_PRODUCT_IDEMPOTENCY_CONFLICT');
    expect((await act(seller, product.id, 'deactivate', input.idempotencyKey)).status).toBe(409);
    await later(16);
    const key = newKey('deact');
    expect((await act(seller, product.id, 'deactivate', key)).status).toBe(200);
    await later(16);
    const other = await created(seller, {});
    expect((await act(seller, other.id, 'deactivate', key)).body.errorCode).toBe('STORE_PRODUCT_IDEMPOTENCY_CONFLICT');
    expect((await act(seller, product.id, 'activate', key)).body.errorCode).toBe('STORE_PRODUCT_IDEMPOTENCY_CONFLICT');
  });

  it('keeps keys per account', async () => {
    const [a, b] = [await newSeller(), await newSeller()];
    const input = body();
    const first = await create(a, input);
    const second = await create(b, input);
    expect(second.status).toBe(200);
    expect(second.body.replayed).toBe(false);
    expect(second.body.product.id).not.toBe(first.body.product.id);
  });
});

describe('rate windows', () => {
  it('allows one product mutation per account per 15 s', async () => {
    const seller = await newSeller();
    const product = await created(seller);
    const limited = await act(seller, product.id, 'deactivate');
    expect(limited.status).toBe(429);
    expect(limited.body.errorCode).toBe('STORE_PRODUCT_RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body.retryAfterSeconds).toBeGreaterThan(0);
    expect((await create(await newSeller(), body())).status).toBe(200);
    await later(15);
    expect((await act(seller, product.id, 'deactivate')).status).toBe(200);
  });

  it('shares one read per account per 10 s between the list and the detail, across aliases', async () => {
    const seller = await newSeller();
    const product = await created(seller);
    expect((await list(seller)).status).toBe(200);
    const limited = await detail(seller, product.id);
    expect(limited.status).toBe(429);
    expect(limited.body.errorCode).toBe('STORE_PRODUCT_RATE_LIMITED');
    expect((await sb.json(`/api/agent/worker/store/products`, { headers: seller.headers })).status).toBe(429);
    await later(10);
    expect((await detail(seller, product.id)).status).toBe(200);
    // A missing product counts too.
    await later(10);
    expect((await detail(seller, 'no-such-product')).status).toBe(404);
    expect((await list(seller)).status).toBe(429);
  });
});

describe('PUT /worker/store/products/{id}', () => {
  it('replaces the listing: omitted fields reset to their defaults, the active state stays', async () => {
    const seller = await newSeller();
    const attachment = await uploaded(sb, seller.apikey, 'portfolio', 'pdf');
    const original = await created(seller, {
      description: 'Long text',
      tags: 'a, b',
      category: 'Design & Creative',
      attachments: [attachment.url],
      revisions: 7,
      expectedDelivery: '1day',
    });
    await later(16);
    expect((await act(seller, original.id, 'deactivate')).body.product.active).toBe(false);
    await later(16);
    const res = await replace(seller, original.id, { name: 'Renamed', priceUsd: '20', idempotencyKey: newKey('put') });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: true, replayed: false });
    expect(res.body.product).toMatchObject({
      id: original.id,
      name: 'Renamed',
      description: null,
      tags: [],
      category: null,
      attachments: [],
      revisions: 3,
      expectedDelivery: '3days',
      priceUsd: '20.00',
      active: false,
      visible: false,
      createdAt: original.createdAt,
    });
    expect(Date.parse(res.body.product.updatedAt)).toBeGreaterThan(Date.parse(original.updatedAt));
  });

  it.each(['id', 'active', 'visible', 'createdAt', 'updatedAt', 'publicProfile', 'url', 'priceSol'])(
    'refuses the response-only field %s',
    async (field) => {
      const seller = await newSeller();
      const product = await created(seller);
      await later(16);
      const res = await replace(seller, product.id, { ...body(), [field]: product[field] ?? null });
      expect(res.status).toBe(400);
      expect(res.body.errorCode).toBe('STORE_PRODUCT_INPUT_INVALID');
      expect(res.body.message).toContain(field);
    },
  );

  it('answers the same 404 for a missing and a foreign listing', async () => {
    const seller = await newSeller();
    const stranger = await newSeller();
    const product = await created(seller);
    for (const [who, id] of [
      [stranger, product.id],
      [seller, 'prd_missing'],
    ] as const) {
      const res = await replace(who, id, body());
      expect(res.status).toBe(404);
      expect(res.body.errorCode).toBe('STORE_PRODUCT_NOT_FOUND');
      expect((await act(who, id, 'activate')).body.errorCode).toBe('STORE_PRODUCT_NOT_FOUND');
    }
    await later(11);
    expect((await detail(stranger, product.id)).body).toMatchObject({ errorCode: 'STORE_PRODUCT_NOT_FOUND' });
  });
});

describe('visibility and the public store', () => {
  const storeDetail = (id: string) => sb.json<Loose>(`/store/products/${encodeURIComponent(id)}`);
  const storeSearch = async (q: string) =>
    (await sb.json<Loose>(`/store/products?q=${encodeURIComponent(q)}`)).body.products as Loose[];

  it('shows a listing in the store only while it is active and the profile is public', async () => {
    const seller = await newSeller();
    const name = `Unique listing ${newKey('n')}`;
    const product = await created(seller, { name });
    expect(product).toMatchObject({ active: true, publicProfile: false, visible: false, url: null });
    expect((await storeDetail(product.id)).status).toBe(404);
    expect(await storeSearch(name)).toEqual([]);

    const nickname = `seller_${seller.accountId.slice(-8)}`;
    expect((await patchProfile(seller, { nickname, publicProfile: true })).status).toBe(200);
    expect((await storeDetail(product.id)).body.product).toMatchObject({ id: product.id, name, seller: { nickname } });
    expect((await storeSearch(name)).map((p) => p.id)).toEqual([product.id]);
    await later(11);
    const listed = await detail(seller, product.id);
    expect(listed.body).toMatchObject({
      product: { visible: true, publicProfile: true, url: expect.stringContaining(encodeURIComponent(product.id)) },
      profileSetupUrl: null,
    });

    await later(16);
    const off = await act(seller, product.id, 'deactivate');
    expect(off.body.product).toMatchObject({ active: false, visible: false, url: null });
    expect((await storeDetail(product.id)).status).toBe(404);
    expect(await storeSearch(name)).toEqual([]);

    await later(16);
    expect((await act(seller, product.id, 'activate')).body.product).toMatchObject({ active: true, visible: true });
    expect((await storeDetail(product.id)).status).toBe(200);

    await patchProfile(seller, { publicProfile: false });
    expect((await storeDetail(product.id)).status).toBe(404);
    await later(11);
    expect((await list(seller)).body).toMatchObject({
      publicProfile: false,
      profileSetupUrl: expect.any(String),
      products: [{ visible: false }],
    });
  });

  it('shows a replaced listing’s new details in the store at once', async () => {
    const seller = await newSeller();
    await patchProfile(seller, { nickname: `seller_${seller.accountId.slice(-8)}`, publicProfile: true });
    const product = await created(seller, { priceUsd: '9.00' });
    expect((await storeDetail(product.id)).body.product.pricing).toMatchObject({
      mode: 'fixed',
      displayAmount: '10.00',
    });
    await later(16);
    await replace(seller, product.id, body({ name: 'Now on request', priceOnRequest: true }));
    expect((await storeDetail(product.id)).body.product).toMatchObject({
      name: 'Now on request',
      pricing: { mode: 'on_request', displayAmount: null },
    });
  });
});

describe('GET /worker/store/products', () => {
  it('pages 12 at a time, newest update first, with the status filter', async () => {
    const seller = await newSeller();
    const empty = await list(seller);
    expect(empty.body).toMatchObject({
      ok: true,
      products: [],
      page: 1,
      status: 'all',
      total: 0,
      totalPages: 1,
      hasMore: false,
      nextPage: null,
      publicProfile: false,
    });
    await sb.control('/store/bulk', { count: 14, sellerId: seller.accountId, namePrefix: 'Bulk' });
    const product = await created(seller, { name: 'Newest' });
    await later(16);
    await act(seller, product.id, 'deactivate');
    await later(11);
    const first = await list(seller);
    expect(first.body).toMatchObject({ page: 1, total: 15, totalPages: 2, hasMore: true, nextPage: 2 });
    expect(first.body.products).toHaveLength(12);
    expect(first.body.products[0].id).toBe(product.id);
    const times = first.body.products.map((p: Loose) => Date.parse(p.updatedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    await later(11);
    expect((await list(seller, '?page=2')).body).toMatchObject({
      page: 2,
      hasMore: false,
      nextPage: null,
      products: { length: 3 },
    });
    await later(11);
    expect((await list(seller, '?status=inactive')).body).toMatchObject({
      status: 'inactive',
      total: 1,
      products: [{ id: product.id }],
    });
    await later(11);
    expect((await list(seller, '?status=active&page=2')).body).toMatchObject({
      status: 'active',
      total: 14,
      products: { length: 2 },
    });
    await later(11);
    expect((await list(seller, '?page=9')).body).toMatchObject({
      page: 9,
      products: [],
      hasMore: false,
      nextPage: null,
      totalPages: 2,
    });
  });

  it.each(['?page=0', '?page=1001', '?page=x', '?page=1.5', '?status=open', '?limit=5', '?page=1&page=2'])(
    'refuses %s',
    async (query) => {
      const seller = await newSeller();
      const res = await list(seller, query);
      expect(res.status).toBe(400);
      expect(res.body.errorCode).toBe('STORE_PRODUCT_INPUT_INVALID');
    },
  );

  it('stops offering a next page at page 1000', async () => {
    const seller = await newSeller();
    await sb.control('/store/bulk', { count: 12_001, sellerId: seller.accountId });
    const res = await list(seller, '?page=1000');
    expect(res.body).toMatchObject({
      page: 1000,
      total: 12_001,
      totalPages: 1001,
      hasMore: true,
      nextPage: null,
      products: { length: 12 },
    });
  }, 120_000);
});

describe('the seller profile', () => {
  it('is null before it is created, reading does not create it, and the first patch creates a private one', async () => {
    const seller = await newSeller();
    expect((await readProfile(seller)).body).toEqual({ ok: true, profile: null });
    expect((await readProfile(seller)).body.profile).toBeNull();
    const res = await patchProfile(seller, {});
    expect(res.status).toBe(200);
    expect(res.body.profile).toEqual({
      nickname: null,
      profileBio: null,
      moreAbout: null,
      tags: null,
      categoryNames: [],
      publicProfile: false,
      pfpUrl: null,
      pfpMediaId: null,
      portfolioUrls: [],
      portfolioMedia: [],
      verifiedCreator: false,
      profileUrl: null,
    });
  });

  it('changes only the fields sent, trims them, and clears each with its clear value', async () => {
    const seller = await newSeller();
    const nickname = `p_${seller.accountId.slice(-10)}`;
    const [category] = (await sb.json<Loose>('/worker/profile/categories', { headers: seller.headers })).body
      .categories as string[];
    const set = await patchProfile(seller, {
      nickname: `  ${nickname} `,
      profileBio: ' Short bio ',
      moreAbout: 'More',
      tags: 'a, b',
      categoryNames: [category],
      publicProfile: true,
    });
    expect(set.body.profile).toMatchObject({
      nickname,
      profileBio: 'Short bio',
      moreAbout: 'More',
      tags: 'a, b',
      categoryNames: [category],
      publicProfile: true,
      profileUrl: expect.stringContaining(`/users/${nickname}`),
    });
    const bioOnly = await patchProfile(seller, { profileBio: 'New bio' });
    expect(bioOnly.body.profile).toMatchObject({
      nickname,
      profileBio: 'New bio',
      moreAbout: 'More',
      tags: 'a, b',
      categoryNames: [category],
      publicProfile: true,
    });
    const cleared = await patchProfile(seller, {
      nickname: '',
      profileBio: '',
      moreAbout: '',
      tags: '',
      categoryNames: [],
      publicProfile: false,
      pfpMediaId: null,
      portfolioMediaIds: [],
    });
    expect(cleared.body.profile).toMatchObject({
      nickname: null,
      profileBio: null,
      moreAbout: null,
      tags: null,
      categoryNames: [],
      publicProfile: false,
      pfpUrl: null,
      pfpMediaId: null,
      portfolioUrls: [],
      profileUrl: null,
    });
  });

  it('shows profileUrl only while the profile is public and named', async () => {
    const seller = await newSeller();
    expect((await patchProfile(seller, { publicProfile: true })).body.profile).toMatchObject({
      publicProfile: true,
      nickname: null,
      profileUrl: null,
    });
    expect(
      (await patchProfile(seller, { nickname: `u_${seller.accountId.slice(-10)}` })).body.profile.profileUrl,
    ).toMatch(/\/users\/u_/);
    expect((await patchProfile(seller, { publicProfile: false })).body.profile.profileUrl).toBeNull();
  });

  it('keeps nicknames unique ignoring case: 409 WURKER_NICKNAME_TAKEN', async () => {
    const [a, b] = [await newSeller(), await newSeller()];
    const nickname = `Name_${a.accountId.slice(-8)}`;
    await patchProfile(a, { nickname });
    const taken = await patchProfile(b, { nickname: nickname.toUpperCase() });
    expect(taken.status).toBe(409);
    expect(taken.body.errorCode).toBe('WURKER_NICKNAME_TAKEN');
    expect((await patchProfile(b, { nickname: 'pixel.forge' })).body.errorCode).toBe('WURKER_NICKNAME_TAKEN');
    expect((await patchProfile(a, { nickname: nickname.toLowerCase() })).body.profile.nickname).toBe(
      nickname.toLowerCase(),
    );
  });

  const profileRefusals: Array<[string, Loose]> = [
    ['a 2-character nickname', { nickname: 'ab' }],
    ['a 33-character nickname', { nickname: 'n'.repeat(33) }],
    ['a nickname with a space', { nickname: 'two words' }],
    ['a nickname with an accent', { nickname: 'josé' }],
    ['a null nickname', { nickname: null }],
    ['a 161-character bio', { profileBio: 'b'.repeat(161) }],
    ['a 10,001-character about', { moreAbout: 'm'.repeat(10_001) }],
    ['501 characters of tags', { tags: 't'.repeat(501) }],
    [
      'four categories',
      { categoryNames: ['Design & Creative', 'Writing & Translation', 'Programming & Tech', 'AI Services'] },
    ],
    ['a repeated category', { categoryNames: ['Design & Creative', 'Design & Creative'] }],
    ['a category not in the list', { categoryNames: ['Gardening'] }],
    ['a category in another case', { categoryNames: ['design & creative'] }],
    ['a blank category', { categoryNames: [''] }],
    ['public profile as a string', { publicProfile: 'true' }],
    ['eleven portfolio items', { portfolioMediaIds: Array.from({ length: 11 }, (_, i) => `m${i}`) }],
    ['a repeated portfolio item', { portfolioMediaIds: ['m1', 'm1'] }],
    ['a media id with a dot', { portfolioMediaIds: ['a.b'] }],
    ['a 129-character media id', { pfpMediaId: 'm'.repeat(129) }],
    ['an idempotency key', { idempotencyKey: newKey() }],
    ['an unknown field', { avatar: 'x' }],
  ];

  it('refuses every broken rule with WURKER_PROFILE_INPUT_INVALID and changes nothing', async () => {
    const seller = await newSeller();
    await patchProfile(seller, { profileBio: 'Kept' });
    for (const [what, patch] of profileRefusals) {
      const res = await patchProfile(seller, patch);
      expect(res.status, what).toBe(400);
      expect(res.body.errorCode, what).toBe('WURKER_PROFILE_INPUT_INVALID');
      expect(res.body.message, what).toBeTruthy();
    }
    expect((await readProfile(seller)).body.profile).toMatchObject({
      profileBio: 'Kept',
      nickname: null,
      categoryNames: [],
    });
    const big = await sb.json<Loose>('/worker/profile', postJson({ moreAbout: 'x'.repeat(70_000) }, seller.headers));
    expect(big.status).toBe(413);
  });

  it('takes a ready profile picture of the seller’s own, uploaded with purpose pfp', async () => {
    const seller = await newSeller();
    const stranger = await newSeller();
    const portfolioUpload = await uploaded(sb, seller.apikey, 'portfolio');
    const foreign = await uploaded(sb, stranger.apikey, 'pfp');
    const picture = await uploaded(sb, seller.apikey, 'pfp');
    for (const id of [portfolioUpload.id, foreign.id, 'med_missing']) {
      const res = await patchProfile(seller, { pfpMediaId: id });
      expect(res.status, id).toBe(400);
      expect(res.body.errorCode, id).toBe('WURKER_MEDIA_INVALID');
    }
    await sb.control(`/media/${picture.id}`, { state: 'processing' });
    expect((await patchProfile(seller, { pfpMediaId: picture.id })).body.errorCode).toBe('WURKER_MEDIA_INVALID');
    await sb.control(`/media/${picture.id}`, { state: 'ready' });
    const res = await patchProfile(seller, {
      pfpMediaId: picture.id,
      nickname: `pic_${seller.accountId.slice(-8)}`,
      publicProfile: true,
    });
    expect(res.body.profile).toMatchObject({ pfpMediaId: picture.id, pfpUrl: picture.url });
    expect(picture.url).toContain('?t=');
    const user = await sb.json<Loose>(`/user/pic_${seller.accountId.slice(-8)}`, { headers: seller.headers });
    expect(user.body.user.avatarUrl).toBe(picture.url);
  });

  it('keeps the portfolio in the order sent, only of the seller’s own ready portfolio uploads', async () => {
    const seller = await newSeller();
    const items = [
      await uploaded(sb, seller.apikey, 'portfolio', 'png'),
      await uploaded(sb, seller.apikey, 'portfolio', 'pdf'),
      await uploaded(sb, seller.apikey, 'portfolio', 'svg'),
    ];
    const picture = await uploaded(sb, seller.apikey, 'pfp');
    const refused = await patchProfile(seller, { portfolioMediaIds: [items[0]!.id, picture.id] });
    expect(refused.body.errorCode).toBe('WURKER_MEDIA_INVALID');
    const order = [items[2]!, items[0]!, items[1]!];
    const res = await patchProfile(seller, { portfolioMediaIds: order.map((m) => m.id) });
    expect(res.body.profile.portfolioMedia).toEqual(order.map((m) => ({ mediaId: m.id, url: m.url })));
    expect(res.body.profile.portfolioUrls).toEqual(order.map((m) => m.url));
    const reordered = await patchProfile(seller, { portfolioMediaIds: [items[1]!.id] });
    expect(reordered.body.profile.portfolioUrls).toEqual([items[1]!.url]);
  });

  it('lists the categories without paging, and the routes keep their conventions', async () => {
    const seller = await newSeller();
    const res = await sb.json<Loose>('/worker/profile/categories', { headers: seller.headers });
    expect(res.body).toMatchObject({ ok: true });
    expect(res.body.categories).toContain('Design & Creative');
    expect(
      (await sb.json<Loose>('/worker/profile/categories?page=2', { headers: seller.headers })).body.errorCode,
    ).toBe('WURKER_PROFILE_INPUT_INVALID');
    expect((await sb.call('/worker/profile', { method: 'PUT', headers: seller.headers })).status).toBe(405);
    const get = await rawRequest(
      `${sb.url}/worker/profile`,
      'GET',
      { 'x-api-key': seller.apikey, 'content-type': 'application/json', 'content-length': '2' },
      '{}',
    );
    expect(get.status).toBe(400);
    expect((await sb.call('/api/agent/worker/profile', { headers: seller.headers })).status).toBe(200);
    expect((await sb.call('/worker/profile')).status).toBe(402);
  });
});

describe('the seller persona', () => {
  it('signs in to a public profile with listings in each state, whose uploads it can save back as they are', async () => {
    // The seed's URLs use the public URL the sandbox had when it seeded.
    await sb.control('/reset');
    const signer = await solanaKeySigner((await personaSolanaKeypair('seller')).secretKey.slice(0, 32));
    const { apikey } = await accountFor(sb, signer);
    const seller: Seller = { apikey, accountId: '', headers: { 'x-api-key': apikey } };
    const profile = (await readProfile(seller)).body.profile;
    expect(profile).toMatchObject({
      nickname: 'sandbox.seller',
      publicProfile: true,
      pfpMediaId: expect.any(String),
      profileUrl: expect.any(String),
    });
    expect(profile.profileBio).toBeTruthy();
    expect(profile.portfolioMedia.length).toBeGreaterThan(0);

    const listings = (await list(seller)).body.products as Loose[];
    expect(listings.some((p) => p.active && p.visible && p.priceUsd === '9.00')).toBe(true);
    expect(listings.some((p) => p.priceOnRequest && p.priceUsd === null && p.visible)).toBe(true);
    expect(listings.some((p) => !p.active && !p.visible)).toBe(true);

    const logo = listings.find((p) => p.priceUsd === '9.00')!;
    const { id, active, visible, publicProfile, url, priceSol, createdByAgent, createdAt, updatedAt, ...editable } =
      logo;
    void [active, visible, publicProfile, url, priceSol, createdByAgent, createdAt, updatedAt];
    const res = await replace(seller, id, {
      ...editable,
      tags: editable.tags.join(', '),
      idempotencyKey: newKey('persona'),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.product).toMatchObject({
      thumbnailUrl: logo.thumbnailUrl,
      attachments: logo.attachments,
      tags: logo.tags,
    });
  });
});
